import { eventually, publishAsOwner } from '@rto/kit/testing';
import type { RegisteredCustomer } from '../../../../test-support/stack';
import { Checkout, customerWithCart, type OrderView } from '../support/checkout';

/**
 * The customer's own billing pause on their orders (issue 22, item 4): billing.paused shows the orders it defers as
 * `paused` on the account page and the admin's list, billing.resumed makes them active again, an admin's own pause of
 * an order outlasts the customer's resume, and a late event never undoes a newer one.
 */

const ADMIN = { email: 'billing-pause-admin@example.com', password: 'admin-password-1' };

let checkout: Checkout;
let renter: RegisteredCustomer;
let order: OrderView;
let adminToken: string;

const statusOnAccount = async () =>
  (await checkout.stack.call<{ orders: Array<{ _id: string; status: string }> }>('GET', '/getDashboardData', { token: renter.token })).body.orders.find((found) => found._id === order._id)?.status;
const statusOnAdminList = async () =>
  (await checkout.stack.call<{ orders: Array<{ _id: string; status: string }> }>('GET', `/get-orders?search=${order._id}`, { token: adminToken })).body.orders.find((found) => found._id === order._id)?.status;
const pausedEvents = () => checkout.stack.probe.all('billing.paused').filter((event) => (event.data as { userId?: string }).userId === renter.id);
const resumedEvents = () => checkout.stack.probe.all('billing.resumed').filter((event) => (event.data as { userId?: string }).userId === renter.id);

beforeAll(async () => {
  checkout = await Checkout.start({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PAUSE_EVERY_MONTHS: '0' });
  adminToken = (await checkout.stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  renter = await customerWithCart(checkout, 'billing-pause');
  expect((await checkout.storeBilling(renter.token)).status).toBe(201);
  const created = await checkout.createOrder(renter.token, checkout.choiceFor(checkout.freshSlot()));
  expect(created.status).toBe(201);
  order = created.body.order;
  await eventually(async () => expect((await checkout.recentOrder(renter.token)).body.data.status).toBe('active'), 20_000);
}, 60_000);

afterAll(() => checkout?.stop());

describe("the customer's billing pause on their orders", () => {
  it('when the customer pauses, then their active order shows paused on the account page and the admin list; on resume it is active again', async () => {
    expect((await checkout.stack.call('PATCH', '/pauseBilling', { token: renter.token })).status).toBe(200);
    await eventually(async () => expect(await statusOnAccount()).toBe('paused'), 15_000);
    // The admin's list (read once here: it keeps its pages for ADMIN_FIGURES_MAX_AGE) shows the admin side's status.
    expect(await statusOnAdminList()).toBe('paused');
    expect(pausedEvents().at(-1)?.data).toMatchObject({ orderIds: [order._id], endsAt: expect.any(String) });

    expect((await checkout.stack.call('POST', '/resumeBilling', { token: renter.token })).status).toBe(200);
    await eventually(async () => expect(await statusOnAccount()).toBe('active'), 15_000);
  }, 40_000);

  it("when an admin paused the order, then the customer's resume leaves it paused until the admin resumes it", async () => {
    expect((await checkout.stack.call('PATCH', '/pauseBilling', { token: renter.token })).status).toBe(200);
    await eventually(async () => expect(await statusOnAccount()).toBe('paused'), 15_000);
    // The admin's pause is added to the customer's: it outlasts it.
    expect((await checkout.stack.call('PATCH', `/pauseSubscription/${order._id}`, { token: adminToken })).status).toBe(200);
    const resumedBefore = resumedEvents().length;
    expect((await checkout.stack.call('POST', '/resumeBilling', { token: renter.token })).status).toBe(200);
    await eventually(async () => expect(resumedEvents().length).toBeGreaterThan(resumedBefore), 15_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await statusOnAccount()).toBe('paused');

    expect((await checkout.stack.call('PATCH', `/unpauseSubscription/${order._id}`, { token: adminToken })).status).toBe(200);
    expect(await statusOnAccount()).toBe('active');
  }, 40_000);

  it("when an admin tries to resume an order only the customer's pause holds, then 409 saying so, and it stays paused", async () => {
    expect((await checkout.stack.call('PATCH', '/pauseBilling', { token: renter.token })).status).toBe(200);
    await eventually(async () => expect(await statusOnAccount()).toBe('paused'), 15_000);
    const refused = await checkout.stack.call<{ error: string }>('PATCH', `/unpauseSubscription/${order._id}`, { token: adminToken });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/customer's own billing pause/);
    expect(await statusOnAccount()).toBe('paused');
    expect((await checkout.stack.call('POST', '/resumeBilling', { token: renter.token })).status).toBe(200);
    await eventually(async () => expect(await statusOnAccount()).toBe('active'), 15_000);
  }, 40_000);

  it('when a late billing.paused arrives after the billing.resumed that followed it, then the order stays active', async () => {
    const late = pausedEvents().at(-1)!;
    await publishAsOwner(checkout.stack.namespace, { ...late, id: `${late.id}-late`, type: late.type });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await statusOnAccount()).toBe('active');
  }, 20_000);
});
