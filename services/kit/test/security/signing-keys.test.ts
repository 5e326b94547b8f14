import jwt from 'jsonwebtoken';
import { loadBillingConfig, startBilling } from '@rto/billing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { TestStack } from '../../../../test-support/stack';

/**
 * The signing keys, tried as an attacker who has read the repository would: `make dev` used to sign every token
 * with a key written in the code, one key for customers' tokens, service tokens and reset links alike. Each
 * test failed on the code as it was. (That no mode but test takes a published key is in test/unit/config.test.ts.)
 */

/** The development key every earlier version shipped with: anyone could mint an admin token with it. */
const PUBLIC_DEVELOPMENT_KEY = 'dev-only-jwt-secret-change-me-0123456789abcdef';
/** This stack's own keys, as a deployment sets them (not the test defaults). */
const CUSTOMER_KEY = 'customer-key-of-this-stack-'.padEnd(64, 'c');
const SERVICE_KEY = 'service-key-of-this-stack-'.padEnd(64, 's');
const ROTATED_OUT_KEY = 'customer-key-before-the-rotation-'.padEnd(64, 'r');

const claims = { issuer: 'rto-identity', audience: 'rto', expiresIn: 600 } as const;
const customerToken = (key: string, id: string, role: 'customer' | 'admin') =>
  jwt.sign({ role, sv: 0 }, key, { ...claims, algorithm: 'HS256', subject: id });
const serviceToken = (key: string) =>
  jwt.sign({ role: 'service' }, key, { ...claims, audience: 'rto:internal', algorithm: 'HS256', subject: 'service:order' });

let stack: TestStack;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      billing: (env) => startBilling(loadBillingConfig(env)),
    },
    env: { JWT_SECRET: CUSTOMER_KEY, JWT_SECRET_PREVIOUS: ROTATED_OUT_KEY, SERVICE_TOKEN_SECRET: SERVICE_KEY },
    gatewayEnv: { JWT_SECRET: CUSTOMER_KEY, JWT_SECRET_PREVIOUS: ROTATED_OUT_KEY },
  });
});

afterAll(async () => {
  await stack?.stop();
});

describe('tokens signed with a key the attacker knows', () => {
  it('when an admin token is signed with the old public development key, then GET /getUsers answers 401', async () => {
    const customer = await stack.registerCustomer();
    const forged = customerToken(PUBLIC_DEVELOPMENT_KEY, customer.id, 'admin');
    const response = await stack.call('GET', '/getUsers', { token: forged });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Invalid or expired token' });
  });

  it('when a service token is signed with the customer key, then an /internal/ route refuses it', async () => {
    const customer = await stack.registerCustomer();
    const identity = stack.services['identity']!.url;
    const ask = (token: string) => fetch(`${identity}/internal/users/${customer.id}`, { headers: { authorization: `Bearer ${token}` } });
    const withCustomerKey = await ask(serviceToken(CUSTOMER_KEY));
    expect(withCustomerKey.status).toBe(401);
    expect(await withCustomerKey.json()).toEqual({ error: 'Service credentials required' });
    // The same token under the service key is let in: the key, and nothing else, made the difference.
    expect((await ask(serviceToken(SERVICE_KEY))).status).toBe(200);
  });

  it('when a customer token is signed with the service key, then the public paths refuse it, at the gateway and at the service', async () => {
    const customer = await stack.registerCustomer();
    const forged = customerToken(SERVICE_KEY, customer.id, 'customer');
    expect((await stack.call('GET', '/getUser', { token: forged })).status).toBe(401);
    const direct = await fetch(`${stack.services['identity']!.url}/getUser`, { headers: { authorization: `Bearer ${forged}` } });
    expect(direct.status).toBe(401);
  });
});

describe('rotating the customer key', () => {
  it('when the key was rotated, then a session signed with the previous key goes on, and new log-ins get the new key', async () => {
    const customer = await stack.registerCustomer();
    const before = customerToken(ROTATED_OUT_KEY, customer.id, 'customer');
    expect((await stack.call('GET', '/getUser', { token: before })).status).toBe(200);

    const login = await stack.call<{ token: string }>('POST', '/login', { body: { email: customer.email, password: customer.password } });
    expect(login.status).toBe(200);
    expect(() => jwt.verify(login.body.token, CUSTOMER_KEY, { algorithms: ['HS256'] })).not.toThrow();
    expect(() => jwt.verify(login.body.token, ROTATED_OUT_KEY, { algorithms: ['HS256'] })).toThrow('invalid signature');
  });

  it('when a token of the previous key claims admin for a customer, then the previous key changes nothing about roles: 403', async () => {
    const customer = await stack.registerCustomer();
    // The previous key is still a key of ours: what it signed is as good as what it signed before, and no more.
    const token = customerToken(ROTATED_OUT_KEY, customer.id, 'customer');
    expect((await stack.call('GET', '/getUsers', { token })).status).toBe(403);
  });
});

describe("personal data is never kept by a browser or a proxy", () => {
  it.each([
    ['GET', '/getUser'],
    ['GET', '/getBillingDetails'],
  ])('when a customer calls %s %s, then the answer says Cache-Control: no-store', async (method, path) => {
    const customer = await stack.registerCustomer();
    const response = await stack.call(method, path, { token: customer.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('when an admin path or a refusal answers, then it says no-store too', async () => {
    const customer = await stack.registerCustomer();
    const refused = await stack.call('GET', '/getUsers', { token: customer.token });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const anonymous = await stack.call('GET', '/getUser');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
  });
});
