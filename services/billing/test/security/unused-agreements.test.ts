import { signServiceToken, type Connection } from '@rto/kit';
import { loadBillingConfig, startBilling } from '@rto/billing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { TestStack } from '../../../../test-support/stack';
import { billingOf } from '../support/png';

/**
 * Security review: every POST /storeBilling stored a new signed agreement of up to ~100 kB, so one account could
 * fill the database with them. A customer now keeps at most one agreement that no order uses yet; a new
 * storeBilling replaces it, and an agreement an order uses is never dropped.
 */

let stack: TestStack;
let database: Connection;
let billingUrl: string;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      billing: (env) => startBilling(loadBillingConfig(env)),
    },
    // The gateway's own per-customer limit is not what this test is about.
    gatewayEnv: { CUSTOMER_WRITE_LIMIT: '1000' },
  });
  database = await stack.database('billing');
  billingUrl = stack.services['billing']!.url;
});

afterAll(() => stack?.stop());

const storeBilling = (token: string) => stack.call<{ agreement: { id: string } }>('POST', '/storeBilling', { token, body: billingOf() });
const agreementIdsOf = async (userId: string) =>
  (await database.collection('agreements').find({ userId }).project({ _id: 1 }).toArray()).map((agreement) => String(agreement._id));

/** What the order service does when the customer's order is placed: start its subscription (billing's internal API). */
async function startSubscription(userId: string): Promise<void> {
  const response = await fetch(`${billingUrl}/internal/subscriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${signServiceToken(loadBillingConfig({ NODE_ENV: 'test' }), 'order')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ orderId: `order-${Math.random().toString(16).slice(2)}`, userId, monthlyTotalCents: 4_000, todayChargeCents: 4_000, items: [{ name: 'Freezer', monthlyPriceCents: 4_000 }] }),
  });
  expect(response.status).toBe(200);
}

describe('signed agreements that no order uses', () => {
  it('when one account sends storeBilling again and again, then only the newest agreement is kept', async () => {
    const customer = await stack.registerCustomer();
    let last = '';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const stored = await storeBilling(customer.token);
      expect(stored.status).toBe(201);
      last = stored.body.agreement.id;
    }
    expect(await agreementIdsOf(customer.id)).toEqual([last]);
    // The account page shows that one.
    const details = await fetch(`${billingUrl}/getBillingDetails`, { headers: { authorization: `Bearer ${customer.token}` } });
    expect(((await details.json()) as { billing: { agreement: { id?: string } | null } }).billing.agreement).toBeTruthy();
  });

  it('when the same storeBilling is sent many times at once, then one agreement is left', async () => {
    const customer = await stack.registerCustomer();
    const answers = await Promise.all(Array.from({ length: 6 }, () => storeBilling(customer.token)));
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(await agreementIdsOf(customer.id)).toHaveLength(1);
  });

  it('when an order uses the agreement, then a later storeBilling keeps it and replaces only the unused one', async () => {
    const customer = await stack.registerCustomer();
    const used = (await storeBilling(customer.token)).body.agreement.id;
    await startSubscription(customer.id);
    const first = (await storeBilling(customer.token)).body.agreement.id;
    const second = (await storeBilling(customer.token)).body.agreement.id;
    const kept = await agreementIdsOf(customer.id);
    expect(kept.sort()).toEqual([used, second].sort());
    expect(kept).not.toContain(first);
  });

  it('when another customer stores billing, then the first customer\'s agreement stays', async () => {
    const first = await stack.registerCustomer();
    const second = await stack.registerCustomer();
    const mine = (await storeBilling(first.token)).body.agreement.id;
    await storeBilling(second.token);
    expect(await agreementIdsOf(first.id)).toEqual([mine]);
  });
});
