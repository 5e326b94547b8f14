import type { Connection } from '@rto/kit';
import { loadBillingConfig, startBilling } from '@rto/billing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadOrderConfig, startOrder } from '@rto/order';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';

/**
 * Security review (API fuzzer): PATCH /suspendUser/{id} and /activateUser/{id} answered 200 "User suspended
 * successfully" for an id that is no user (and billing made an account and a billing.paused for it), and an admin
 * could suspend itself.
 */

const ADMIN = { email: 'billing-security-admin@example.com', password: 'billing-security-admin-password' };

let stack: TestStack;
let database: Connection;
let adminToken: string;
let adminId: string;
let customer: RegisteredCustomer;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      billing: (env) => startBilling(loadBillingConfig(env)),
      // identity asks order whether a customer still rents before deleting them.
      order: (env) => startOrder(loadOrderConfig(env)),
    },
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  database = await stack.database('billing');
  adminToken = (await stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  adminId = (await stack.call<{ user: { _id: string } }>('GET', '/getUser', { token: adminToken })).body.user._id;
  customer = await stack.registerCustomer();
});

afterAll(() => stack?.stop());

const accountsOf = (userId: string) => database.collection('billing_accounts').countDocuments({ userId });

describe('an admin suspends and activates users', () => {
  it('when the id is no user, then 404 JSON, and billing stores and publishes nothing for it', async () => {
    const nobody = '0123456789abcdef01234567';
    for (const path of [`/suspendUser/${nobody}`, `/activateUser/${nobody}`]) {
      const response = await stack.call('PATCH', path, { token: adminToken });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.body).toEqual({ error: 'No such user' });
    }
    expect(await accountsOf(nobody)).toBe(0);
    expect(stack.probe.all('billing.paused').filter((event) => (event.data as { userId?: string }).userId === nobody)).toEqual([]);
  });

  it('when an admin suspends its own account, then 403 with a clear message, and it stays active', async () => {
    const response = await stack.call('PATCH', `/suspendUser/${adminId}`, { token: adminToken });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'You cannot suspend your own account' });
    expect(await accountsOf(adminId)).toBe(0);
  });

  it('when a customer calls the admin paths with their own token, on themselves or another, then 403 and nothing changes', async () => {
    const other = await stack.registerCustomer();
    for (const path of [`/suspendUser/${other.id}`, `/suspendUser/${customer.id}`, `/activateUser/${other.id}`]) {
      expect((await stack.call('PATCH', path, { token: customer.token })).status).toBe(403);
    }
    expect(await accountsOf(other.id)).toBe(0);
  });

  it('when the id is a live customer, then the suspend and activate still work', async () => {
    const suspended = await stack.call('PATCH', `/suspendUser/${customer.id}`, { token: adminToken });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toEqual({ message: 'User suspended successfully', userId: customer.id, billingPaused: true });
    const activated = await stack.call('PATCH', `/activateUser/${customer.id}`, { token: adminToken });
    expect(activated.status).toBe(200);
    expect(activated.body).toMatchObject({ billingPaused: false });
  });

  it('when the user was deleted, then suspending them answers 404', async () => {
    const leaving = await stack.registerCustomer();
    expect((await stack.call('DELETE', `/delete-user/${leaving.id}`, { token: adminToken })).status).toBe(200);
    expect((await stack.call('PATCH', `/suspendUser/${leaving.id}`, { token: adminToken })).status).toBe(404);
  });
});
