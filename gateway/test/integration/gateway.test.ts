import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { eventually } from '@rto/kit/testing';
import { routeTable } from '@rto/gateway';
import { TestStack } from '../../../test-support/stack';

/** A stand-in service that echoes what reached it, or answers slowly, to observe the gateway's own behaviour. */
async function startEchoService(delayMs = 0): Promise<{ url: string; seen: http.IncomingHttpHeaders[]; targets: string[]; bodies: number[]; close(): Promise<void> }> {
  const seen: http.IncomingHttpHeaders[] = [];
  const targets: string[] = [];
  const bodies: number[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.headers);
    targets.push(req.url ?? '');
    let size = 0;
    let reply: NodeJS.Timeout | undefined;
    req.on('data', (chunk: Buffer) => (size += chunk.length));
    // Like a real service: read the whole request, then answer.
    req.on('end', () => {
      bodies.push(size);
      reply = setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json', 'x-from-service': 'catalog', connection: 'keep-alive, x-hop', 'x-hop': 'one hop only' });
        res.end(JSON.stringify({ ok: true }));
      }, delayMs);
    });
    res.on('close', () => clearTimeout(reply));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    targets,
    bodies,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const startIdentityFrom = (env: NodeJS.ProcessEnv) => startIdentity(loadIdentityConfig(env));

describe('gateway', () => {
  let stack: TestStack;
  let echo: Awaited<ReturnType<typeof startEchoService>>;
  let slow: Awaited<ReturnType<typeof startEchoService>>;

  beforeAll(async () => {
    // A path its service does not serve yet, as a new path is listed before it is built (`pending`).
    routeTable.push({ method: 'get', path: '/comingSoon', service: 'order', access: 'customer', pending: true });
    echo = await startEchoService();
    slow = await startEchoService(3_000);
    stack = await TestStack.start({
      services: { identity: startIdentityFrom },
      gatewayEnv: {
        // catalog: a live stand-in; cart: slow; notification: nothing listens.
        CATALOG_URL: echo.url,
        CART_URL: slow.url,
        NOTIFICATION_URL: 'http://127.0.0.1:1',
        UPSTREAM_TIMEOUT: '1',
      },
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await echo?.close();
    await slow?.close();
  });

  it('when a client sends its request target in absolute form, then the service gets the path and query only', async () => {
    const { port } = new URL(stack.gatewayUrl);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('GET http://elsewhere.example/getProducts?page=2 HTTP/1.1\r\nHost: elsewhere.example\r\nConnection: close\r\n\r\n');
      });
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(echo.targets.at(-1)).toBe('/getProducts?page=2');
  });

  it('when a client sends identity headers, then the service never sees them and gets request ids instead', async () => {
    const response = await stack.call('GET', '/getProducts', {
      headers: { 'x-user-id': 'someone-else', 'x-user-role': 'admin', 'x-request-id': 'client-chosen-id' },
    });
    expect(response.status).toBe(200);
    const headers = echo.seen.at(-1)!;
    expect(headers['x-user-id']).toBeUndefined();
    expect(headers['x-user-role']).toBeUndefined();
    expect(headers['x-request-id']).toBe('client-chosen-id');
    expect(headers['x-correlation-id']).toBe('client-chosen-id');
    expect(response.headers.get('x-request-id')).toBe('client-chosen-id');
  });

  it('when a request passes through, then the body streams whole, forwarding headers are added and hop-by-hop ones stay behind', async () => {
    const registered = await stack.call<{ token: string }>('POST', '/register', {
      body: { name: 'Body Check', email: stack.email('body'), mobile: '5550100', password: 'long-enough-pw' },
    });
    const admin = await stack.call<{ token: string }>('POST', '/login', { body: { email: 'admin@example.com', password: 'admin-dev-password' } });
    expect(registered.status).toBe(201);
    const upload = Buffer.alloc(3 * 1024 * 1024, 7);
    // node:http, not fetch: fetch refuses to send a Connection header, which is what is under test here.
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.request(`${stack.gatewayUrl}/updateProduct/abc`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${admin.body.token}`,
          'content-type': 'application/octet-stream',
          connection: 'keep-alive, x-secret-hop',
          'x-secret-hop': 'not for the service',
        },
      });
      request.on('response', (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer));
      });
      request.on('error', reject);
      request.end(upload);
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-from-service']).toBe('catalog');
    expect(response.headers['x-hop']).toBeUndefined();
    await eventually(() => expect(echo.bodies).toContain(upload.length));
    const headers = echo.seen.at(-1)!;
    expect(headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-secret-hop']).toBeUndefined();
    expect(headers['x-user-role']).toBe('admin');
  });

  it('when a signed-in customer calls through, then the service gets the verified caller', async () => {
    const registered = await stack.call<{ token: string }>('POST', '/register', {
      body: { name: 'Header Check', email: stack.email('headers'), mobile: '5550100', password: 'long-enough-pw' },
    });
    const me = await stack.call<{ user: { _id: string } }>('GET', '/getUser', { token: registered.body.token });
    await stack.call('GET', '/getProducts', { token: registered.body.token, headers: { 'x-user-id': 'forged' } });
    // /getProducts is public: no caller is attached even with a token, and the forged header is gone.
    expect(echo.seen.at(-1)!['x-user-id']).toBeUndefined();
    expect(me.body.user._id).toMatch(/^[a-f\d]{24}$/);
  });

  it('when a route needs an admin, then the gateway refuses before the service is reached', async () => {
    const before = echo.seen.length;
    const response = await stack.call('PUT', '/updateProduct/abc', { body: { name: 'x' } });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Authentication required' });
    expect(echo.seen.length).toBe(before);
  });

  it('when the service is down, then 502 in JSON', async () => {
    const response = await stack.call('POST', '/contactSupport', { body: { name: 'a', email: 'a@example.com', issue: 'x' } });
    expect(response.status).toBe(502);
    expect(response.body).toEqual({ error: 'The notification service is unavailable right now, please try again shortly' });
  });

  it('when the service is too slow, then 504 in JSON', async () => {
    const registered = await stack.call<{ token: string }>('POST', '/register', {
      body: { name: 'Slow Cart', email: stack.email('slow'), mobile: '5550100', password: 'long-enough-pw' },
    });
    const response = await stack.call('GET', '/getCartItems', { token: registered.body.token });
    expect(response.status).toBe(504);
    expect(response.body).toEqual({ error: 'The cart service took too long to answer, please try again' });
  });

  it('when a service does not serve a path yet, then that route answers 503 in JSON', async () => {
    const response = await stack.call('GET', '/comingSoon');
    // Access is checked first: a customer path without a token is a 401 whatever is behind it.
    expect(response.status).toBe(401);
    const registered = await stack.call<{ token: string }>('POST', '/register', {
      body: { name: 'Early Bird', email: stack.email('early'), mobile: '5550100', password: 'long-enough-pw' },
    });
    const pending = await stack.call('GET', '/comingSoon', { token: registered.body.token });
    expect(pending.status).toBe(503);
    expect(pending.body).toEqual({ error: 'The order service is not available yet' });
  });

  it('when an unknown API path is called, then a JSON 404', async () => {
    for (const [method, path] of [['GET', '/no-such-thing'], ['POST', '/getUser'], ['GET', '/internal/users']] as const) {
      const response = await stack.call(method, path);
      expect(response.status).toBe(404);
      expect(response.body).toHaveProperty('error');
    }
  });

  it('when a request is malformed, then a JSON 4xx names the problem and no service error leaks', async () => {
    const badPath = await stack.call('DELETE', '/delete-user/%ZZ');
    expect(badPath.status).toBe(400);
    expect(badPath.body).toEqual({ error: 'The URL is not correctly encoded' });
    const notJson = await stack.call('POST', '/login', { body: 'email=a@b.co&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(notJson.status).toBe(415);
    expect(notJson.body).toEqual({ error: 'Send the request body as JSON (Content-Type: application/json)' });
    const tooLarge = await stack.call('POST', '/register', { body: { name: 'x'.repeat(200_000) } });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ error: 'Request body is too large' });
    const notAnObject = await stack.call('POST', '/login', { body: '[1,2]' });
    expect(notAnObject.status).toBe(400);
  });

  it('when a page is requested, then HTML is served for any SPA route (history fallback)', async () => {
    for (const path of ['/', '/appliance', '/admin/users', '/reset-password?token=abc']) {
      const response = await fetch(`${stack.gatewayUrl}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toMatch(/Rent-to-Own Appliance/);
    }
  });

  it('when asked for its health, readiness and metrics, then the operations port answers', async () => {
    expect((await stack.call('GET', '/healthz')).body).toEqual({ status: 'ok', service: 'gateway' });
    const ready = await fetch(`${stack.gatewayOperationsUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { redis: 'ok' } });
    const metrics = await fetch(`${stack.gatewayOperationsUrl}/metrics`);
    expect(await metrics.text()).toMatch(/http_request_duration_seconds_bucket/);
  });

  it('when the security headers are read, then there is no x-powered-by and the usual protections are on', async () => {
    const response = await fetch(`${stack.gatewayUrl}/healthz`);
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeTruthy();
    // Only images gain a source (blob:, the admin's photo preview); scripts stay with the page's own.
    const directives = new Map((response.headers.get('content-security-policy') ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources.join(' ')] as const;
    }));
    expect(directives.get('img-src')).toBe("'self' data: blob:");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('default-src')).toBe("'self'");
  });

  it('when the OpenAPI document is fetched, then it is 3.1 and documents identity with its request schemas', async () => {
    const response = await stack.call<{ openapi: string; paths: Record<string, Record<string, { requestBody?: unknown; security?: unknown }>> }>('GET', '/openapi.json');
    expect(response.body.openapi).toBe('3.1.0');
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/register', '/login', '/getUser', '/resetPassword', '/getUsers', '/update-user/{id}', '/delete-user/{id}']),
    );
    expect(JSON.stringify(response.body.paths['/register']!['post']!.requestBody)).toMatch(/"mobile"/);
    expect(response.body.paths['/getUsers']!['get']!.security).toEqual([{ bearerAuth: [] }]);
    const docs = await fetch(`${stack.gatewayUrl}/docs`);
    expect(await docs.text()).toMatch(/swagger-ui/);
  });
});

describe('rate limits on the doors that attackers knock on', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await TestStack.start({
      services: { identity: startIdentityFrom },
      env: { LOGIN_ATTEMPTS_PER_ACCOUNT: '3' },
      gatewayEnv: { AUTH_LIMIT_PER_IP: '6' },
    });
  });

  afterAll(() => stack?.stop());

  it('when one account is tried too often, then 429 with Retry-After, while other accounts still get through', async () => {
    const email = stack.email('target');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await stack.call('POST', '/login', { body: { email, password: 'guess-number-x' } })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await stack.call('POST', '/login', { body: { email, password: 'guess-number-y' } });
    expect(limited.body).toEqual({ error: 'Too many requests, please try again later' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await stack.call('POST', '/login', { body: { email: stack.email('other'), password: 'guess-number-z' } });
    expect(other.status).toBe(401);
  });

  it('when one address sends too many, then the gateway answers 429 before any service', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 8; attempt += 1) {
      last = (await stack.call('PATCH', '/resetPassword', { body: { email: stack.email('flood'), newPassword: 'new-password-1' } })).status;
    }
    expect(last).toBe(429);
  });
});
