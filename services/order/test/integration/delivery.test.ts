import type { Connection } from '@rto/kit';
import { storeDateOf } from '@rto/kit';
import { eventually } from '@rto/kit/testing';
import type { RegisteredCustomer } from '../../../../test-support/stack';
import { Checkout, customerWithCart, TIME_ZONE, type OrderView } from '../support/checkout';

/**
 * Issue 23, item 1: the delivery visit beside the order's status. The admin marks it delivered (order.delivered,
 * once; billing counts the term from it) or missed (order.delivery-missed, the slot freed); the customer reschedules
 * their own order under the booking's rules, the new slot held before the old one is freed.
 */

const ADMIN = { email: 'delivery-admin@example.com', password: 'admin-password-1' };

let checkout: Checkout;
let adminToken: string;
let billing: Connection;

type Answer = { message?: string; order?: OrderView & { deliveryStatus: string; deliveredAt: string | null; deliveryTechnician: string | null; deliveryNote: string | null }; error?: string };
const patch = (path: string, token: string, body: unknown) => checkout.stack.call<Answer>('PATCH', path, { token, body });
const markDelivered = (orderId: string, body: unknown = { technician: 'Sam Ortiz', note: 'Installed in the kitchen' }, token = adminToken) => patch(`/markDelivered/${orderId}`, token, body);
const markMissed = (orderId: string, body: unknown = { note: 'Nobody home' }, token = adminToken) => patch(`/markMissed/${orderId}`, token, body);
const reschedule = (orderId: string, token: string, body: unknown) => patch(`/rescheduleDelivery/${orderId}`, token, body);
const eventsOf = (type: string, orderId: string) => checkout.stack.probe.all(type).filter((event) => (event.data as { orderId?: string }).orderId === orderId);
const nextDraftOf = async (orderId: string) => (await billing.collection('subscriptions').findOne({ orderId }))!['nextDraftAt'] as Date;

/** A customer with an active order (billing stored, the first payment paid). */
async function activeOrder(label: string): Promise<{ customer: RegisteredCustomer; order: OrderView }> {
  const customer = await customerWithCart(checkout, label);
  expect((await checkout.storeBilling(customer.token)).status).toBe(201);
  const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
  expect(created.status).toBe(201);
  await eventually(async () => expect((await checkout.recentOrder(customer.token)).body.data.status).toBe('active'), 20_000);
  return { customer, order: created.body.order };
}

beforeAll(async () => {
  checkout = await Checkout.start({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  adminToken = (await checkout.stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  billing = await checkout.database('billing');
}, 60_000);

afterAll(() => checkout?.stop());

describe('delivered', () => {
  it('when the admin marks an active order delivered, then it is delivered, order.delivered is told once and billing drafts next a month after the delivery', async () => {
    const { customer, order } = await activeOrder('delivered');
    const account = await checkout.stack.call<{ orders: Array<Record<string, unknown>> }>('GET', '/getDashboardData', { token: customer.token });
    expect(account.body.orders.find((found) => found['_id'] === order._id)).toMatchObject({ deliveryStatus: 'scheduled', deliveredAt: null });
    const draftBefore = await nextDraftOf(order._id);

    const marked = await markDelivered(order._id);
    expect(marked.status).toBe(200);
    expect(marked.body.order).toMatchObject({ status: 'active', deliveryStatus: 'delivered', deliveryTechnician: 'Sam Ortiz', deliveryNote: 'Installed in the kitchen' });
    const deliveredAt = new Date(marked.body.order!.deliveredAt!);
    const event = await checkout.stack.probe.waitFor<{ orderId: string }>('order.delivered', (e) => e.data.orderId === order._id);
    expect(event.data).toMatchObject({ orderId: order._id, userId: customer.id, technician: 'Sam Ortiz', deliveredAt: deliveredAt.toISOString(), subscriptionId: expect.any(String) });

    // The first payment covers the first month from delivery: the next draft is on the draft day a month after it.
    await eventually(async () => expect((await nextDraftOf(order._id)).getTime()).toBeGreaterThan(draftBefore.getTime()), 15_000);
    const subscription = (await billing.collection('subscriptions').findOne({ orderId: order._id }))!;
    const next = subscription['nextDraftAt'] as Date;
    expect(next.getTime() - deliveredAt.getTime()).toBeGreaterThanOrEqual(27 * 24 * 3600_000);
    expect(next.getTime() - deliveredAt.getTime()).toBeLessThan(62 * 24 * 3600_000);
    expect(Number(storeDateOf(next, TIME_ZONE).slice(8, 10))).toBe(subscription['draftDay']);

    // Marked again: the same answer, nothing told twice, the draft not moved again.
    const again = await markDelivered(order._id, { technician: 'Someone Else' });
    expect(again.status).toBe(200);
    expect(again.body.order).toMatchObject({ deliveryStatus: 'delivered', deliveryTechnician: 'Sam Ortiz', deliveredAt: deliveredAt.toISOString() });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(eventsOf('order.delivered', order._id)).toHaveLength(1);
    expect((await nextDraftOf(order._id)).getTime()).toBe(next.getTime());
  }, 60_000);

  it('when two admins mark the same order delivered at once, then both answer the same order and order.delivered is told once', async () => {
    const { order } = await activeOrder('delivered-twice');
    const answers = await Promise.all([markDelivered(order._id), markDelivered(order._id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]!.body.order!.deliveredAt).toBe(answers[1]!.body.order!.deliveredAt);
    await checkout.stack.probe.waitFor<{ orderId: string }>('order.delivered', (e) => e.data.orderId === order._id);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(eventsOf('order.delivered', order._id)).toHaveLength(1);
  }, 60_000);
});

describe('missed, rescheduled, delivered', () => {
  it('when the admin marks a delivery missed, then the slot is freed and the customer is told; they pick a new time, and it is delivered', async () => {
    const { customer, order } = await activeOrder('missed');
    const missed = await markMissed(order._id);
    expect(missed.status).toBe(200);
    expect(missed.body.order).toMatchObject({ deliveryStatus: 'missed', deliveryNote: 'Nobody home' });
    const told = await checkout.stack.probe.waitFor<{ orderId: string }>('order.delivery-missed', (e) => e.data.orderId === order._id);
    expect(told.data).toMatchObject({ userId: customer.id, deliveryDate: order.deliveryDate, deliveryTime: order.deliveryTime, note: 'Nobody home' });
    expect((await checkout.bookingOf(order._id)).body.booking).toMatchObject({ status: 'released' });
    // Marked again: the same answer, told once.
    expect((await markMissed(order._id)).body.order).toMatchObject({ deliveryStatus: 'missed' });

    const slot = checkout.freshSlot();
    const moved = await reschedule(order._id, customer.token, slot);
    expect(moved.status).toBe(200);
    expect(moved.body.order).toMatchObject({ ...slot, deliveryStatus: 'scheduled', status: 'active' });
    expect((await checkout.bookingOf(order._id)).body.booking).toMatchObject({ status: 'active', ...slot });

    expect((await markDelivered(order._id)).body.order).toMatchObject({ deliveryStatus: 'delivered', ...slot });
    expect(eventsOf('order.delivery-missed', order._id)).toHaveLength(1);
    // Delivered: no longer moved, nor missed.
    expect(await reschedule(order._id, customer.token, checkout.freshSlot())).toMatchObject({ status: 409, body: { error: 'This order was delivered already' } });
    expect(await markMissed(order._id)).toMatchObject({ status: 409, body: { error: 'This order was delivered already' } });
  }, 60_000);

  it('when the customer reschedules a scheduled delivery, then the new slot is held and the old one freed for others', async () => {
    const { customer, order } = await activeOrder('reschedule');
    const slot = checkout.freshSlot();
    const moved = await reschedule(order._id, customer.token, slot);
    expect(moved.status).toBe(200);
    expect((await checkout.bookingOf(order._id)).body.booking).toMatchObject({ status: 'active', ...slot });
    // The old slot is free: another customer books it.
    const other = await customerWithCart(checkout, 'reschedule-other');
    await checkout.storeBilling(other.token);
    const taken = await checkout.createOrder(other.token, checkout.choiceFor({ deliveryDate: order.deliveryDate, deliveryTime: order.deliveryTime }));
    expect(taken.status).toBe(201);
  }, 60_000);
});

describe('attacker cases', () => {
  let owner: RegisteredCustomer;
  let order: OrderView;

  beforeAll(async () => {
    ({ customer: owner, order } = await activeOrder('attacks'));
  }, 60_000);

  it("when a customer's token calls the admin's paths, then 403 and nothing changes", async () => {
    expect((await markDelivered(order._id, undefined, owner.token)).status).toBe(403);
    expect((await markMissed(order._id, undefined, owner.token)).status).toBe(403);
    expect((await checkout.recentOrder(owner.token)).body.data).toMatchObject({ _id: order._id });
    expect(eventsOf('order.delivered', order._id)).toHaveLength(0);
  });

  it("when another customer reschedules an order that is not theirs, then 404 and the slot stays", async () => {
    const stranger = await checkout.customer('attacks-stranger');
    expect(await reschedule(order._id, stranger.token, checkout.freshSlot())).toMatchObject({ status: 404, body: { error: 'Order not found' } });
    expect((await checkout.bookingOf(order._id)).body.booking).toMatchObject({ status: 'active', deliveryDate: order.deliveryDate, deliveryTime: order.deliveryTime });
  });

  it('when the new slot is past, within the notice, not a slot or taken, then refused and the order keeps its slot', async () => {
    const today = storeDateOf(new Date(), TIME_ZONE);
    expect(await reschedule(order._id, owner.token, { deliveryDate: '2020-01-06', deliveryTime: '3:00 PM' })).toMatchObject({ status: 422 });
    expect(await reschedule(order._id, owner.token, { deliveryDate: today, deliveryTime: '7:00 PM' })).toMatchObject({ status: 422 });
    expect(await reschedule(order._id, owner.token, { deliveryDate: today, deliveryTime: '3:30 PM' })).toMatchObject({ status: 400 });
    expect(await reschedule(order._id, owner.token, {})).toMatchObject({ status: 400 });
    const { order: other } = await activeOrder('attacks-other');
    const refused = await reschedule(order._id, owner.token, { deliveryDate: other.deliveryDate, deliveryTime: other.deliveryTime });
    expect(refused).toMatchObject({ status: 409, body: { error: 'This time slot is already booked' } });
    expect((await checkout.bookingOf(order._id)).body.booking).toMatchObject({ status: 'active', deliveryDate: order.deliveryDate, deliveryTime: order.deliveryTime });
    expect((await checkout.bookingOf(other._id)).body.booking).toMatchObject({ status: 'active', deliveryDate: other.deliveryDate });
  }, 60_000);

  it('when the admin marks an order not paid yet, or sends no technician, then refused and nothing is told', async () => {
    const unpaid = await customerWithCart(checkout, 'attacks-unpaid');
    const created = await checkout.createOrder(unpaid.token, checkout.choiceFor(checkout.freshSlot()));
    expect(created.body.order.status).toBe('pending');
    expect(await markDelivered(created.body.order._id)).toMatchObject({ status: 409, body: { error: 'Only a placed and paid order can be delivered' } });
    expect(await markMissed(created.body.order._id)).toMatchObject({ status: 409 });
    expect(await markDelivered(order._id, { note: 'no technician' })).toMatchObject({ status: 400 });
    expect(await markDelivered('0123456789abcdef01234567')).toMatchObject({ status: 404 });
    expect(eventsOf('order.delivered', created.body.order._id)).toHaveLength(0);
  }, 30_000);
});
