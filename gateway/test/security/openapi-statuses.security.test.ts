import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { routeTable } from '@rto/gateway';
import { TestStack } from '../../../test-support/stack';

/**
 * The API fuzzer found the public OpenAPI document silent about statuses the paths really answer: 401 on /login,
 * 409 on /register and /update-user, 413, 429, the gateway's own 502/503, and the Idempotency-Key header. A client
 * generated from the document, or a fuzzer reading it, met each as a surprise. The document is read here as a client
 * reads it, from the gateway, and two of the statuses are provoked as an attacker would.
 */

interface Response {
  description: string;
  headers?: Record<string, { required?: boolean }>;
}
interface Operation {
  parameters: Array<{ name: string; in: string }>;
  responses: Record<string, Response>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const BODY_METHODS = ['post', 'put', 'patch'];
const documentPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the public OpenAPI document, as the gateway serves it', () => {
  let stack: TestStack;
  let document: Document;
  const operation = (method: string, path: string): Operation => document.paths[path]![method]!;

  beforeAll(async () => {
    stack = await TestStack.start({
      services: { identity: (env) => startIdentity(loadIdentityConfig(env)) },
      // Low enough to reach in a test: the rate limit's 429 is provoked below.
      gatewayEnv: { AUTH_LIMIT_PER_IP: '3' },
    });
    document = (await stack.call<Document>('GET', '/openapi.json')).body;
  });

  afterAll(() => stack?.stop());

  const everyOperation = () =>
    Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

  it('when any operation is read, then it declares exact statuses only: no default, no 4XX or 5XX wildcard', () => {
    for (const { op } of everyOperation()) for (const status of Object.keys(op.responses)) expect(status).toMatch(/^[1-5]\d\d$/);
  });

  it("when any operation is read, then it declares 400 and the gateway's 502, 503 and 504", () => {
    for (const { path, method, op } of everyOperation()) {
      expect({ path, method, statuses: Object.keys(op.responses) }).toEqual({ path, method, statuses: expect.arrayContaining(['400', '502', '503', '504']) });
    }
  });

  it('when a route of the table takes a body, then it declares 413; when the gateway counts its requests, 429 with Retry-After', () => {
    for (const entry of routeTable) {
      const responses = operation(entry.method, documentPath(entry.path)).responses;
      if (BODY_METHODS.includes(entry.method)) expect({ route: entry.path, has413: '413' in responses }).toEqual({ route: entry.path, has413: true });
      if (entry.rateLimited) {
        expect({ route: entry.path, retryAfter: responses['429']?.headers?.['Retry-After']?.required }).toEqual({ route: entry.path, retryAfter: true });
      }
      if (entry.access !== 'none') expect(responses).toHaveProperty('401');
      if (entry.access === 'admin') expect(responses).toHaveProperty('403');
    }
  });

  it('when the account routes are read, then /login declares 401, /register and /update-user 409', () => {
    expect(operation('post', '/login').responses).toHaveProperty('401');
    expect(operation('post', '/register').responses).toHaveProperty('409');
    expect(operation('put', '/update-user/{id}').responses).toHaveProperty('409');
    expect(operation('put', '/update-user/{id}').responses).toHaveProperty('404');
  });

  it('when createOrder is read, then its Idempotency-Key header is a parameter; no route that ignores the header declares it', () => {
    const declaring = everyOperation().filter(({ op }) => op.parameters.some((parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key'));
    expect(declaring.map(({ method, path }) => `${method} ${path}`)).toEqual(['post /createOrder']);
  });

  it('when a body over the limit is sent to /register, then the 413 that comes back is one the document declares', async () => {
    const answer = await stack.call('POST', '/register', { body: { name: 'x'.repeat(200 * 1024) } });
    expect(answer.status).toBe(413);
    expect(operation('post', '/register').responses).toHaveProperty('413');
  });

  it('when /login is tried past the limit, then the 429 carries Retry-After, as the document says it does', async () => {
    let answer = await stack.call('POST', '/login', { body: { email: 'nobody@example.com', password: 'wrong-password' } });
    for (let tries = 0; tries < 5 && answer.status !== 429; tries++) {
      answer = await stack.call('POST', '/login', { body: { email: 'nobody@example.com', password: 'wrong-password' } });
    }
    expect(answer.status).toBe(429);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(operation('post', '/login').responses['429']?.headers).toHaveProperty('Retry-After');
  });
});
