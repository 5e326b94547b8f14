import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import type { Request, Response } from 'express';
import { createResponseCache } from '../../src/response-cache';

const CACHEABLE = { 'cache-control': 'public, max-age=0, s-maxage=60', etag: '"v1"', 'content-type': 'application/json' };

function request(method: string, url: string): Request {
  return { method, originalUrl: url, headers: { host: 'shop.example' } } as unknown as Request;
}

/** Runs the lookup; true when the request went on to the service (a miss). */
function lookUp(cache: ReturnType<typeof createResponseCache>, req: Request): boolean {
  let passedOn = false;
  const res = { status: () => res, setHeader: () => res, removeHeader: () => res, end: () => res } as unknown as Response;
  cache.lookup('catalog')(req, res, () => (passedOn = true));
  return passedOn;
}

/** A service's answer as http-proxy hands it over: headers first, then the body as a stream. */
function answer(status: number, headers: Record<string, string>): IncomingMessage & PassThrough {
  return Object.assign(new PassThrough(), { statusCode: status, headers }) as unknown as IncomingMessage & PassThrough;
}

async function deliver(stream: PassThrough, body: string): Promise<void> {
  stream.end(body);
  stream.resume();
  await new Promise((resolve) => stream.on('end', resolve));
}

describe('the response cache', () => {
  it('when a cacheable answer arrives whole, then it is stored and the next request is a hit', async () => {
    const cache = createResponseCache({ maxBytes: 1 << 20, maxEntryBytes: 1 << 16 });
    const first = request('GET', '/getProducts');
    expect(lookUp(cache, first)).toBe(true);
    const reply = answer(200, CACHEABLE);
    cache.onAnswer('catalog', first, reply);
    await deliver(reply, '{"products":[]}');
    expect(cache.size).toBe(1);
    expect(lookUp(cache, request('GET', '/getProducts'))).toBe(false);
  });

  it('when a change succeeds while an answer is on its way, then that answer is not stored', async () => {
    const cache = createResponseCache({ maxBytes: 1 << 20, maxEntryBytes: 1 << 16 });
    const read = request('GET', '/getProducts');
    lookUp(cache, read);
    const reply = answer(200, CACHEABLE);
    cache.onAnswer('catalog', read, reply);
    cache.onAnswer('catalog', request('PUT', '/updateProduct/1'), answer(200, {}));
    await deliver(reply, '{"products":["old"]}');
    expect(cache.size).toBe(0);
  });

  it('when a change succeeds, then what was stored from that service is dropped, and only from that service', async () => {
    const cache = createResponseCache({ maxBytes: 1 << 20, maxEntryBytes: 1 << 16 });
    const read = request('GET', '/getProducts');
    lookUp(cache, read);
    const reply = answer(200, CACHEABLE);
    cache.onAnswer('catalog', read, reply);
    await deliver(reply, '{}');
    cache.onAnswer('identity', request('POST', '/login'), answer(200, {}));
    expect(cache.size).toBe(1);
    cache.onAnswer('catalog', request('PUT', '/updateProduct/1'), answer(400, {}));
    expect(cache.size).toBe(1);
    cache.onAnswer('catalog', request('PUT', '/updateProduct/1'), answer(200, {}));
    expect(cache.size).toBe(0);
  });

  it.each([
    ['no freshness', { 'cache-control': 'no-cache', etag: '"v1"' }],
    ['private', { 'cache-control': 'private, max-age=60' }],
    ['no-store', { 'cache-control': 'no-store' }],
    ['no Cache-Control at all', {}],
  ])('when the service says %s, then nothing is stored', async (_label, headers) => {
    const cache = createResponseCache({ maxBytes: 1 << 20, maxEntryBytes: 1 << 16 });
    const read = request('GET', '/getProducts');
    lookUp(cache, read);
    const reply = answer(200, headers as Record<string, string>);
    cache.onAnswer('catalog', read, reply);
    await deliver(reply, '{}');
    expect(cache.size).toBe(0);
  });

  it('when an answer is larger than one entry may be, then it passes through unstored', async () => {
    const cache = createResponseCache({ maxBytes: 1 << 20, maxEntryBytes: 10 });
    const read = request('GET', '/photos/1');
    lookUp(cache, read);
    const reply = answer(200, CACHEABLE);
    cache.onAnswer('catalog', read, reply);
    await deliver(reply, 'x'.repeat(11));
    expect(cache.size).toBe(0);
  });

  it('when many distinct pages are stored, then memory stays within its bound', async () => {
    const cache = createResponseCache({ maxBytes: 64 * 1024, maxEntryBytes: 8 * 1024 });
    for (let page = 1; page <= 200; page++) {
      const read = request('GET', `/getProducts?page=${page}`);
      lookUp(cache, read);
      const reply = answer(200, CACHEABLE);
      cache.onAnswer('catalog', read, reply);
      await deliver(reply, 'x'.repeat(1024));
    }
    // Each entry counts its body and a 1 kB allowance: 64 kB hold 32.
    expect(cache.size).toBe(32);
  });
});
