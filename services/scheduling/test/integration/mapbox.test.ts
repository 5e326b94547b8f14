import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadSchedulingConfig, startScheduling } from '@rto/scheduling';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';

/**
 * Geocoding with MAPBOX_TOKEN set: scheduling asks Mapbox's geocoding API (here a stand-in server speaking its v5
 * shape, so each answer and failure can be made on purpose) and passes on what the page needs, never the token.
 */

const TOKEN = 'pk.test-token-never-shown';
let mode: 'answer' | 'failing' | 'slow' | 'refusing' = 'answer';
const asked: URL[] = [];

const feature = (id: string, text: string, placeName: string, center: [number, number], type: string) => ({ id, text, place_name: placeName, center, place_type: [type] });

const mapbox = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://mapbox.test');
  asked.push(url);
  if (mode === 'slow') return void setTimeout(() => res.end('{}'), 2_000);
  if (mode === 'failing') return void res.writeHead(500).end('oops');
  if (mode === 'refusing') return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Not Authorized - Invalid Token"}');
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      type: 'FeatureCollection',
      features: [
        feature('place.123', 'Indianapolis', 'Indianapolis, Indiana, United States', [-86.158, 39.768], 'place'),
        feature('address.9', 'Main Street', '1 Main Street, Carmel, Indiana 46032, United States', [-86.12, 39.97], 'address'),
        feature('region.1', 'Indiana', 'Indiana, United States', [-86.1, 40.0], 'region'),
      ],
    }),
  );
});

let stack: TestStack;
let customer: RegisteredCustomer;

beforeAll(async () => {
  await new Promise<void>((resolve) => mapbox.listen(0, '127.0.0.1', resolve));
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      scheduling: (env) => startScheduling(loadSchedulingConfig(env)),
    },
    env: { MAPBOX_TOKEN: TOKEN, MAPBOX_API_URL: `http://127.0.0.1:${(mapbox.address() as AddressInfo).port}`, MAPBOX_TIMEOUT_MS: '300' },
  });
  customer = await stack.registerCustomer({ email: stack.email('mapbox') });
});

afterAll(async () => {
  await stack?.stop();
  await new Promise((resolve) => mapbox.close(resolve));
});

beforeEach(() => {
  mode = 'answer';
  asked.length = 0;
});

const geocode = (query: string) => stack.call<{ results: Array<Record<string, unknown>> }>('GET', `/geocode?${query}`, { token: customer.token });

describe('geocoding through Mapbox', () => {
  it('when a place is searched, then Mapbox is asked for US places of the four kinds, and its features come back in our shape', async () => {
    const found = await geocode(`q=${encodeURIComponent('Indianapolis, IN')}&limit=5`);
    expect(found.status).toBe(200);
    expect(found.body.results).toEqual([
      { id: 'place.123', name: 'Indianapolis', placeName: 'Indianapolis, Indiana, United States', lat: 39.768, lng: -86.158, kind: 'place' },
      { id: 'address.9', name: 'Main Street', placeName: '1 Main Street, Carmel, Indiana 46032, United States', lat: 39.97, lng: -86.12, kind: 'address' },
    ]);
    const url = asked[0]!;
    expect(decodeURIComponent(url.pathname)).toBe('/geocoding/v5/mapbox.places/Indianapolis, IN.json');
    expect(Object.fromEntries(url.searchParams)).toEqual({ types: 'place,locality,neighborhood,address', limit: '5', country: 'us', access_token: TOKEN });
    expect(JSON.stringify(found.body)).not.toContain(TOKEN);
  });

  it('when a position is given, then Mapbox is asked at longitude,latitude', async () => {
    const found = await geocode('lat=39.768&lng=-86.158');
    expect(found.status).toBe(200);
    expect(asked[0]!.pathname).toBe('/geocoding/v5/mapbox.places/-86.158,39.768.json');
    expect(found.body.results[0]).toMatchObject({ name: 'Indianapolis' });
  });

  it('when Mapbox fails, is too slow, or refuses our token, then a JSON 503 / 503 / 502 that never shows the token', async () => {
    for (const [failure, status, error] of [
      ['failing', 503, 'The maps service is unavailable right now, please try again shortly'],
      ['slow', 503, 'The maps service is unavailable right now, please try again shortly'],
      ['refusing', 502, 'The maps service gave an answer we cannot read, please try again shortly'],
    ] as const) {
      mode = failure;
      const answer = await geocode('q=Indianapolis');
      expect(answer).toMatchObject({ status, body: { error } });
      // Never a 401: the customer's session is fine, it is our token Mapbox refused.
      expect(JSON.stringify(answer.body)).not.toContain(TOKEN);
    }
  });
});
