import { loadBillingConfig, startBilling } from '@rto/billing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { TestStack, type RegisteredCustomer } from '../../../test-support/stack';

/**
 * Security review: signed-in writes (storeBilling, createSandboxPaymentMethod, updatePaymentMethod, createOrder,
 * contactSupport) had no limit per customer, so one account could fill the database from as many addresses as it
 * liked. The gateway now counts them per verified caller (CUSTOMER_WRITE_LIMIT per CUSTOMER_WRITE_WINDOW).
 */

const LIMIT = 3;
let stack: TestStack;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      billing: (env) => startBilling(loadBillingConfig(env)),
      notification: (env) => startNotification(loadNotificationConfig(env)),
    },
    // The test is the load balancer: it names each request's address, so changing it does not escape the limit.
    gatewayEnv: { CUSTOMER_WRITE_LIMIT: String(LIMIT), CUSTOMER_WRITE_WINDOW: '10m', TRUST_PROXY: 'loopback' },
  });
});

afterAll(() => stack?.stop());

const testCard = { card: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' } };
const makeCard = (customer: RegisteredCustomer, address = '203.0.113.7') =>
  stack.call('POST', '/createSandboxPaymentMethod', { token: customer.token, body: testCard, headers: { 'x-forwarded-for': address } });

describe('per-customer limits on signed-in writes', () => {
  it('when one account floods a write from ever-new addresses, then it gets 429 with Retry-After and the JSON error, while another customer is not affected', async () => {
    const flooder = await stack.registerCustomer();
    const neighbour = await stack.registerCustomer();

    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT; attempt += 1) statuses.push((await makeCard(flooder, `198.51.100.${attempt + 1}`)).status);
    expect(statuses).toEqual([201, 201, 201]);

    const refused = await makeCard(flooder, '198.51.100.99');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/application\/json/);
    expect(refused.body).toEqual({ error: 'Too many requests from your account, please try again later' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);

    // Same address as the flooder's last one, another account: counted on its own.
    expect((await makeCard(neighbour, '198.51.100.99')).status).toBe(201);
  });

  it('when one account sends the write many times at once, then no more than the limit get through', async () => {
    const racer = await stack.registerCustomer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => makeCard(racer)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - LIMIT);
  });

  it('when the limit of one write is used up, then the same account can still make its other writes (each route counts on its own)', async () => {
    const customer = await stack.registerCustomer();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) await makeCard(customer);
    expect((await makeCard(customer)).status).toBe(429);
    const paused = await stack.call('PATCH', '/pauseBilling', { token: customer.token });
    expect(paused.status).not.toBe(429);
    // storeBilling has its own count: refused here for its body (no card stored), not for the limit.
    const stored = await stack.call('POST', '/storeBilling', { token: customer.token, body: {} });
    expect(stored.status).toBe(400);
  });

  it('when a token is missing, then the write is refused as before (401), and nothing is counted against anyone', async () => {
    const anonymous = await stack.call('POST', '/createSandboxPaymentMethod', { body: testCard });
    expect(anonymous.status).toBe(401);
  });

  it('when a signed-in customer floods the contact form, then their account is limited, while the form still takes messages without a token', async () => {
    const customer = await stack.registerCustomer();
    const message = () => ({ name: 'Jane Renter', email: stack.email('contact'), issue: 'My dryer makes a loud noise when it spins.' });
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      expect((await stack.call('POST', '/contactSupport', { token: customer.token, body: message() })).status).toBe(201);
    }
    const refused = await stack.call('POST', '/contactSupport', { token: customer.token, body: message() });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // The form itself sends no token (the route is open to everyone): the per-address limit is what counts it.
    expect((await stack.call('POST', '/contactSupport', { body: message() })).status).toBe(201);
  });

  it('when the contact form comes with a malformed, foreign or ended token, then it is taken as anonymous (201), never refused 401', async () => {
    const customer = await stack.registerCustomer();
    await stack.call('POST', '/logout', { token: customer.token });
    const message = () => ({ name: 'Jane Renter', email: stack.email('contact'), issue: 'My washer will not drain the water.' });
    for (const authorization of ['Bearer not-a-token', 'Basic amFuZTpzZWNyZXQ=', 'Bearer', `Bearer ${customer.token}`]) {
      const answer = await stack.call('POST', '/contactSupport', { body: message(), headers: { authorization } });
      expect({ authorization, status: answer.status }).toEqual({ authorization, status: 201 });
    }
  });
});
