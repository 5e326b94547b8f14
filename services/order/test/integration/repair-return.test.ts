import type { Connection } from '@rto/kit';
import { eventually } from '@rto/kit/testing';
import { Types } from 'mongoose';
import type { RegisteredCustomer } from '../../../../test-support/stack';
import { callInternal } from '../../../scheduling/test/support/internal-api';
import { Checkout, customerWithCart, type OrderView } from '../support/checkout';

/**
 * Issue 23's follow-ups where repairs meet returns: the goods marked returned close the rental's open repair tickets
 * (cancelled, their visits released, repair.updated told), a technician is refused once a pickup is booked, a pickup
 * visit a crash left held is taken back by the next request, and the admin's kept list pages show a delivery or a
 * missed visit at once.
 */

const ADMIN = { email: 'repair-return-admin@example.com', password: 'admin-password-1' };

interface Ticket {
  _id: string;
  status: string;
  note: string;
}
type Answer = { ticket?: Ticket; order?: OrderView & { returnStatus: string | null; pickupDate: string | null; pickupTime: string | null }; error?: string };
type Booking = { booking?: { status: string; deliveryDate: string; deliveryTime: string } };

let checkout: Checkout;
let adminToken: string;
let orders: Connection;

const call = (method: string, path: string, token: string, body?: unknown) => checkout.stack.call<Answer>(method, path, { token, body });
const scheduling = (method: string, path: string, body?: unknown) => callInternal<Booking>(checkout.stack.services['scheduling']!.url, method, path, body);
const visitOf = (visitId: string) => scheduling('GET', `/internal/visits/${visitId}`);
const repairOf = (order: OrderView, item = 1) => {
  const slot = checkout.freshSlot();
  return { orderId: order._id, itemId: order.items[item]!._id, issue: 'It does not cool any more', visitDate: slot.deliveryDate, visitTime: slot.deliveryTime };
};
const pickup = () => {
  const slot = checkout.freshSlot();
  return { pickupDate: slot.deliveryDate, pickupTime: slot.deliveryTime };
};
const markReturned = (orderId: string) => call('PATCH', `/markReturned/${orderId}`, adminToken, { condition: 'good', note: 'All parts there' });
const updates = (ticketId: string) => checkout.stack.probe.all('repair.updated').filter((event) => (event.data as { ticketId?: string }).ticketId === ticketId);
const adminRow = async (orderId: string) =>
  (await checkout.stack.call<{ orders: Array<{ _id: string; deliveryStatus: string }> }>('GET', `/get-orders?search=${orderId}`, { token: adminToken })).body.orders.find((row) => row._id === orderId);

/** A customer with an active order (billing stored, the first payment paid), delivered unless told not to be. */
async function rentingCustomer(label: string, delivered = true): Promise<{ customer: RegisteredCustomer; order: OrderView }> {
  const customer = await customerWithCart(checkout, label);
  expect((await checkout.storeBilling(customer.token)).status).toBe(201);
  const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
  expect(created.status).toBe(201);
  const order = created.body.order;
  await eventually(async () => expect((await checkout.recentOrder(customer.token)).body.data.status).toBe('active'), 20_000);
  if (delivered) expect((await call('PATCH', `/markDelivered/${order._id}`, adminToken, { technician: 'Sam Ortiz' })).status).toBe(200);
  return { customer, order };
}

beforeAll(async () => {
  // The admin's pages are kept for a minute: only a clear by the change itself shows it in time.
  checkout = await Checkout.start({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_FIGURES_MAX_AGE: '60' });
  adminToken = (await checkout.stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  orders = await checkout.database('order');
}, 60_000);

afterAll(() => checkout?.stop());

describe('a rental returned with a repair open', () => {
  it('when the pickup is booked, then the open ticket is cancelled, its visit released and repair.updated told once, and no technician can be booked; marking the goods returned tells nothing more', async () => {
    const { customer, order } = await rentingCustomer('repair-then-return');
    const booked = await call('POST', '/requestRepair', customer.token, repairOf(order));
    expect(booked.status).toBe(201);
    const ticket = booked.body.ticket!;

    expect((await call('POST', `/requestReturn/${order._id}`, customer.token, pickup())).status).toBe(201);
    // The goods are going back: the technician's visit leaves the calendar now, not when they are back.
    expect((await visitOf(ticket._id)).body.booking).toMatchObject({ status: 'released' });
    expect(await orders.collection('repairtickets').findOne({ _id: new Types.ObjectId(ticket._id) })).toMatchObject({ status: 'cancelled', open: false });
    const refused = await call('POST', '/requestRepair', customer.token, repairOf(order, 0));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/pickup is booked.*going back/);

    expect((await markReturned(order._id)).status).toBe(200);
    const mine = await call('GET', '/getRepairTickets', customer.token);
    expect((mine.body as unknown as { data: Ticket[] }).data.find((each) => each._id === ticket._id)).toMatchObject({ status: 'cancelled', note: expect.stringMatching(/returned/) });
    expect((await visitOf(ticket._id)).body.booking).toMatchObject({ status: 'released' });
    const told = await checkout.stack.probe.waitFor<{ ticketId: string; status: string }>('repair.updated', (event) => event.data.ticketId === ticket._id && event.data.status === 'cancelled');
    expect(told.data).toMatchObject({ orderId: order._id, userId: customer.id });
    const admins = await call('GET', '/getAllRepairTickets?status=cancelled', adminToken);
    expect((admins.body as unknown as { data: Ticket[] }).data.map((each) => each._id)).toContain(ticket._id);

    // Marked again: the same order, nothing told twice; the admin cannot move the cancelled ticket on.
    expect((await markReturned(order._id)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(updates(ticket._id)).toHaveLength(1);
    expect((await call('PATCH', `/updateRepairTicket/${ticket._id}`, adminToken, { status: 'fixed' })).status).toBe(409);
  }, 60_000);

  it('when the process died after the order was marked returned (the ticket open, its visit held), then marking it again finishes the job', async () => {
    const { customer, order } = await rentingCustomer('return-crash');
    const body = repairOf(order);
    const ticket = (await call('POST', '/requestRepair', customer.token, body)).body.ticket!;
    expect((await markReturned(order._id)).status).toBe(200);
    // What a crash right after the order's write leaves: the ticket still booked, its visit still held.
    await orders.collection('repairtickets').updateOne({ _id: new Types.ObjectId(ticket._id) }, { $set: { status: 'booked', open: true, openKey: `${order._id}:${body.itemId}` } });
    const held = await scheduling('POST', '/internal/visits', { visitId: ticket._id, kind: 'repair', orderId: order._id, customerId: customer.id, visitDate: body.visitDate, visitTime: body.visitTime });
    expect([200, 201]).toContain(held.status);

    expect((await markReturned(order._id)).status).toBe(200);
    expect((await visitOf(ticket._id)).body.booking).toMatchObject({ status: 'released' });
    expect(await orders.collection('repairtickets').findOne({ _id: new Types.ObjectId(ticket._id) })).toMatchObject({ status: 'cancelled', open: false });
  }, 60_000);
});

describe('a pickup visit left held by a crash', () => {
  it('when the visit was booked but never written on the order, then a return with another slot releases it and books the new one (201)', async () => {
    const { customer, order } = await rentingCustomer('pickup-crash');
    const stuck = pickup();
    // What a crash between scheduling's booking and the order's write leaves.
    const claimed = await scheduling('POST', '/internal/visits', { visitId: `pickup-${order._id}`, kind: 'pickup', orderId: order._id, customerId: customer.id, visitDate: stuck.pickupDate, visitTime: stuck.pickupTime });
    expect(claimed.status).toBe(201);

    const wanted = pickup();
    const booked = await call('POST', `/requestReturn/${order._id}`, customer.token, wanted);
    expect(booked.status).toBe(201);
    expect(booked.body.order).toMatchObject({ returnStatus: 'booked', ...wanted });
    expect((await visitOf(`pickup-${order._id}`)).body.booking).toMatchObject({ status: 'active', deliveryDate: wanted.pickupDate, deliveryTime: wanted.pickupTime });
    // Another slot once the pickup is on the order: refused as before.
    expect((await call('POST', `/requestReturn/${order._id}`, customer.token, pickup())).status).toBe(409);
  }, 60_000);
});

describe("the admin's kept list pages", () => {
  it('when an order is marked delivered or missed, then the admin list shows it at once', async () => {
    const { order: delivering } = await rentingCustomer('list-delivered', false);
    const { order: missing } = await rentingCustomer('list-missed', false);
    expect((await adminRow(delivering._id))?.deliveryStatus).toBe('scheduled');
    expect((await adminRow(missing._id))?.deliveryStatus).toBe('scheduled');

    expect((await call('PATCH', `/markDelivered/${delivering._id}`, adminToken, { technician: 'Sam Ortiz' })).status).toBe(200);
    expect((await adminRow(delivering._id))?.deliveryStatus).toBe('delivered');
    expect((await call('PATCH', `/markMissed/${missing._id}`, adminToken, { note: 'Nobody home' })).status).toBe(200);
    expect((await adminRow(missing._id))?.deliveryStatus).toBe('missed');
  }, 90_000);
});
