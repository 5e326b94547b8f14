import net from 'node:net';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { eventually } from '@rto/kit/testing';
import { TestStack } from '../../../test-support/stack';

const startIdentityFrom = (env: NodeJS.ProcessEnv) => startIdentity(loadIdentityConfig(env));

/** Writes raw bytes to the gateway and collects everything it answers until it closes the connection or `untilMs` passes. */
function rawExchange(url: string, bytes: string, untilMs = 3_000): Promise<{ text: string; closed: boolean }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let text = '';
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed });
    };
    const timer = setTimeout(() => finish(false), untilMs);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

/** The status lines of every response in a raw exchange. */
const statusLines = (text: string) => text.match(/^HTTP\/1\.1 \d{3}/gm) ?? [];

const registerRequest = (host: string, email: string) => {
  const body = JSON.stringify({ name: 'Smuggled', email, mobile: '5550100', password: 'smuggled-password-1' });
  return `POST /register HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
};

describe('gateway: requests an attacker shapes by hand', () => {
  let stack: TestStack;
  let token: string;
  let host: string;

  beforeAll(async () => {
    stack = await TestStack.start({ services: { identity: startIdentityFrom }, gatewayEnv: { AUTH_LIMIT_PER_IP: '100000' } });
    host = new URL(stack.gatewayUrl).host;
    const registered = await stack.call<{ token: string }>('POST', '/register', {
      body: { name: 'Victim', email: stack.email('victim'), mobile: '5550100', password: 'victim-password-1' },
    });
    token = registered.body.token;
  });

  afterAll(() => stack?.stop());

  it('when a GET names content-length in Connection and hides a whole register request in its body, then it is refused and the hidden request never reaches identity', async () => {
    const email = stack.email('smuggled');
    const smuggled = registerRequest(host, email);
    const attack =
      `GET /getUser HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\nConnection: keep-alive, content-length\r\n` +
      `Content-Length: ${Buffer.byteLength(smuggled)}\r\n\r\n${smuggled}`;

    const { text, closed } = await rawExchange(stack.gatewayUrl, attack);

    expect(statusLines(text)).toEqual(['HTTP/1.1 400']);
    expect(text).toMatch(/\{"error":"A GET request cannot carry a body"\}/);
    expect(closed).toBe(true);
    const login = await stack.call('POST', '/login', { body: { email, password: 'smuggled-password-1' } });
    expect(login.status).toBe(401);
    const users = await (await stack.database('identity')).collection('users').countDocuments({ email });
    expect(users).toBe(0);
  });

  it('when a GET or DELETE comes with a chunked body, then it is refused before any service', async () => {
    const email = stack.email('chunked');
    const smuggled = registerRequest(host, email);
    for (const method of ['GET', 'DELETE']) {
      const path = method === 'GET' ? '/getUser' : '/delete-user/000000000000000000000000';
      const chunk = `${Buffer.byteLength(smuggled).toString(16)}\r\n${smuggled}\r\n0\r\n\r\n`;
      const { text } = await rawExchange(
        stack.gatewayUrl,
        `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\nTransfer-Encoding: chunked\r\n\r\n${chunk}`,
      );
      expect(statusLines(text)).toEqual(['HTTP/1.1 400']);
    }
    expect((await stack.call('POST', '/login', { body: { email, password: 'smuggled-password-1' } })).status).toBe(401);
  });

  it('when Connection names the framing and credentials of a request, then the service still gets them', async () => {
    const email = stack.email('framed');
    const body = JSON.stringify({ name: 'Framed', email, mobile: '5550100', password: 'framed-password-1' });
    const posted = await rawExchange(
      stack.gatewayUrl,
      `POST /register HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nConnection: content-length, transfer-encoding, host, content-type\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      1_500,
    );
    // identity read the whole body as one request, with its length and type.
    expect(statusLines(posted.text)).toEqual(['HTTP/1.1 201']);
    expect((await stack.call('POST', '/login', { body: { email, password: 'framed-password-1' } })).status).toBe(200);
    // identity checks the token again itself: it answers only if the credentials reached it.
    const me = await rawExchange(
      stack.gatewayUrl,
      `GET /getUser HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${token}\r\nConnection: authorization, x-request-id\r\n\r\n`,
      1_500,
    );
    expect(statusLines(me.text)).toEqual(['HTTP/1.1 200']);
    expect(me.text).toMatch(/"name":"Victim"/);
  });

  it('when a message has both Content-Length and Transfer-Encoding, then a JSON 400 and the connection closes', async () => {
    const { text, closed } = await rawExchange(
      stack.gatewayUrl,
      `POST /login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    );
    expect(statusLines(text)).toEqual(['HTTP/1.1 400']);
    expect(text).toMatch(/content-type: application\/json/i);
    expect(text).toMatch(/\{"error":"The request is malformed"\}/);
    expect(closed).toBe(true);
  });

  it('when a body larger than the route allows is announced or streamed, then 413 before any service reads it', async () => {
    const announced = await rawExchange(
      stack.gatewayUrl,
      `POST /login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n{"email":`,
    );
    expect(statusLines(announced.text)).toEqual(['HTTP/1.1 413']);
    expect(announced.closed).toBe(true);
    const big = Buffer.alloc(256 * 1024, 'a').toString();
    const streamed = await rawExchange(
      stack.gatewayUrl,
      `POST /login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${(big.length).toString(16)}\r\n${big}\r\n0\r\n\r\n`,
    );
    expect(statusLines(streamed.text)).toEqual(['HTTP/1.1 413']);
    expect(streamed.text).toMatch(/\{"error":"Request body is too large"\}/);
  });

  it('when readiness or metrics are asked for on the public port, then they are not there', async () => {
    for (const path of ['/readyz', '/metrics']) {
      const response = await stack.call('GET', path);
      expect(response.status).toBe(404);
      expect(response.body).toHaveProperty('error');
    }
    expect((await fetch(`${stack.gatewayOperationsUrl}/readyz`)).status).toBe(200);
  });
});

describe('gateway: clients that trickle their requests', () => {
  let stack: TestStack;
  let email: string;
  const sockets: net.Socket[] = [];

  beforeAll(async () => {
    stack = await TestStack.start({
      services: { identity: startIdentityFrom },
      gatewayEnv: { HEADERS_TIMEOUT: '2s', REQUEST_TIMEOUT: '4s', UPSTREAM_TIMEOUT: '10s' },
    });
    email = stack.email('patient');
    await stack.call('POST', '/register', { body: { name: 'Patient', email, mobile: '5550100', password: 'patient-password-1' } });
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await stack?.stop();
  });

  /** Opens a connection that sends a log-in's headers, promises a body, and then sends its first byte only. */
  function trickler(host: string, port: number): Promise<net.Socket> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, host, () => {
        socket.write(`POST /login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{`);
        resolve(socket);
      });
      socket.on('error', reject);
      socket.on('data', () => undefined);
      sockets.push(socket);
    });
  }

  it('when 600 clients hold log-in requests open with a trickle of body, then a real log-in still answers at once, and the tricklers are cut off', async () => {
    const { hostname, port } = new URL(stack.gatewayUrl);
    const held = await Promise.all(Array.from({ length: 600 }, () => trickler(hostname, Number(port))));
    const closedAt = held.map(() => false);
    held.forEach((socket, index) => socket.on('close', () => (closedAt[index] = true)));
    // One more byte from each, as a trickling client would send.
    for (const socket of held) socket.write(' ');

    const login = await stack.call('POST', '/login', { body: { email, password: 'patient-password-1' } });
    expect(login.status).toBe(200);

    // The request deadline (4 s here) ends every trickler, however steadily it sends.
    await eventually(() => expect(closedAt.every(Boolean)).toBe(true), 15_000);
  }, 30_000);

  it('when a client trickles its headers, then it gets a JSON 408 once the header deadline passes', async () => {
    const { hostname, port } = new URL(stack.gatewayUrl);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => socket.write('GET /getProducts HTTP/1.1\r\nHost: x\r\nX-Slow: '));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      const drip = setInterval(() => socket.writable && socket.write('a'), 200);
      socket.on('close', () => clearInterval(drip));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toMatch(/\{"error":"The request took too long to arrive"\}/);
  }, 30_000);
});

describe('gateway: the client address behind a load balancer', () => {
  let stack: TestStack;

  beforeAll(async () => {
    // The load balancer here is the test itself, on loopback: only its X-Forwarded-For entry is believed.
    stack = await TestStack.start({ services: { identity: startIdentityFrom }, gatewayEnv: { TRUST_PROXY: 'loopback', AUTH_LIMIT_PER_IP: '3' } });
  });

  afterAll(() => stack?.stop());

  const resetFrom = (forwardedFor: string) =>
    stack.call('PATCH', '/resetPassword', { body: { email: stack.email('reset'), newPassword: 'new-password-1' }, headers: { 'x-forwarded-for': forwardedFor } });

  it('when one client is limited, then another behind the same balancer is not, and a forged left-hand entry does not escape the limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await resetFrom('203.0.113.7')).status);
    expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
    expect(statuses[3]).toBe(429);
    // The client names someone else first; the balancer appends the real address last.
    expect((await resetFrom('198.51.100.1, 203.0.113.7')).status).toBe(429);
    expect((await resetFrom('203.0.113.8')).status).not.toBe(429);
  });
});
