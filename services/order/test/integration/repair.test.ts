import { userDeleted } from '@rto/contracts';
import type { Connection } from '@rto/kit';
import { newEvent, storeDateOf } from '@rto/kit';
import { eventually } from '@rto/kit/testing';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { Types } from 'mongoose';
import type { RegisteredCustomer } from '../../../../test-support/stack';
import { callInternal } from '../../../scheduling/test/support/internal-api';
import { Checkout, CHECKOUT_SERVICES, customerWithCart, TIME_ZONE, type OrderView } from '../support/checkout';

/**
 * Issue 23, item 2: a customer books a technician for an item of their delivered order (a visit on the crew's
 * calendar, a ticket booked, repair.requested); the admins get a maintenance notice; the admin moves the ticket on
 * (visited, then fixed or replaced: a replaced unit goes to maintenance and one from the shelf takes its place).
 */

const ADMIN = { email: 'repair-admin@example.com', password: 'admin-password-1' };

interface Ticket {
  _id: string;
  orderId: string;
  user: string;
  itemId: string;
  itemName: string;
  issue: string;
  visitDate: string;
  visitTime: string;
  status: string;
  note: string;
  replacedSerial: string | null;
  newSerial: string | null;
}
type Answer = { message?: string; ticket?: Ticket; error?: string };
interface StoredProduct {
  units: { available: number; reserved: number; rented: number; maintenance: number };
  serials: Array<{ serial: string; status: string; orderId: string }>;
  rentedTo: Array<{ orderId: string; serials: string[] }>;
}

let checkout: Checkout;
let adminToken: string;
let catalog: Connection;
let orders: Connection;

const request = (token: string, body: unknown) => checkout.stack.call<Answer>('POST', '/requestRepair', { token, body });
const move = (ticketId: string, body: unknown, token = adminToken) => checkout.stack.call<Answer>('PATCH', `/updateRepairTicket/${ticketId}`, { token, body });
const ticketsOf = (token: string) => checkout.stack.call<{ data: Ticket[] }>('GET', '/getRepairTickets', { token });
const allTickets = (query = '', token = adminToken) => checkout.stack.call<{ data: Array<Ticket & { customerName: string | null; customerEmail: string | null }>; error?: string }>('GET', `/getAllRepairTickets${query}`, { token });
const eventsOf = (type: string, ticketId: string) => checkout.stack.probe.all(type).filter((event) => (event.data as { ticketId?: string }).ticketId === ticketId);
const product = async (productId: string) => (await catalog.collection('products').findOne({ _id: new Types.ObjectId(productId) })) as unknown as StoredProduct;
const visitOf = (visitId: string) => callInternal<{ booking?: { status: string; deliveryDate: string; deliveryTime: string } }>(checkout.stack.services['scheduling']!.url, 'GET', `/internal/visits/${visitId}`);
const activeVisits = async (orderId: string) => (await checkout.database('scheduling')).collection('bookings').countDocuments({ orderId, kind: 'repair', status: 'active' });

/** A customer with an active order (billing stored, the first payment paid), delivered unless told not to be. */
async function rentingCustomer(label: string, delivered = true): Promise<{ customer: RegisteredCustomer; order: OrderView }> {
  const customer = await customerWithCart(checkout, label);
  expect((await checkout.storeBilling(customer.token)).status).toBe(201);
  const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
  expect(created.status).toBe(201);
  const order = created.body.order;
  await eventually(async () => expect((await checkout.recentOrder(customer.token)).body.data.status).toBe('active'), 20_000);
  if (delivered) {
    expect((await checkout.stack.call('PATCH', `/markDelivered/${order._id}`, { token: adminToken, body: { technician: 'Sam Ortiz' } })).status).toBe(200);
    // Catalog rents the order's units (with serials) on order.delivered.
    await eventually(async () => expect((await product(order.items[1]!._id)).rentedTo.some((hold) => hold.orderId === order._id)).toBe(true), 15_000);
  }
  return { customer, order };
}

const repairOf = (order: OrderView, overrides: Record<string, unknown> = {}) => {
  const slot = checkout.freshSlot();
  return { orderId: order._id, itemId: order.items[1]!._id, issue: 'It makes a loud noise and does not cool', visitDate: slot.deliveryDate, visitTime: slot.deliveryTime, ...overrides };
};

beforeAll(async () => {
  checkout = await Checkout.start(
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    { ...CHECKOUT_SERVICES, notification: (env) => startNotification(loadNotificationConfig(env)) },
  );
  adminToken = (await checkout.stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  catalog = await checkout.database('catalog');
  orders = await checkout.database('order');
}, 60_000);

afterAll(() => checkout?.stop());

describe('a repair, walked through the events', () => {
  it('when a customer books a technician, then a visit is booked, the admins get a maintenance notice, and the admin marks it visited then replaced: the unit goes to maintenance', async () => {
    const { customer, order } = await rentingCustomer('walk');
    const fridgeId = order.items[1]!._id;
    const body = repairOf(order);
    const booked = await request(customer.token, body);
    expect(booked.status).toBe(201);
    const ticket = booked.body.ticket!;
    expect(ticket).toMatchObject({ orderId: order._id, user: customer.id, itemId: fridgeId, itemName: order.items[1]!.name, issue: body.issue, visitDate: body.visitDate, visitTime: body.visitTime, status: 'booked' });
    expect((await visitOf(ticket._id)).body.booking).toMatchObject({ status: 'active', deliveryDate: body.visitDate, deliveryTime: body.visitTime });
    const requested = await checkout.stack.probe.waitFor<{ ticketId: string }>('repair.requested', (event) => event.data.ticketId === ticket._id);
    expect(requested.data).toMatchObject({ orderId: order._id, userId: customer.id, status: 'booked', issue: body.issue });

    // The admins' feed: a maintenance notice naming the item and the visit.
    await eventually(async () => {
      const feed = await checkout.stack.call<{ notifications: Array<{ type: string; message: string; subject?: string }> }>('GET', '/getNotifications?limit=100', { token: adminToken });
      expect(feed.body.notifications.find((notice) => notice.type === 'maintenance' && notice.message.includes(ticket._id))?.message).toContain(body.visitDate);
    }, 15_000);

    // The customer sees their ticket; the admin sees it in the list.
    expect((await ticketsOf(customer.token)).body.data).toEqual([expect.objectContaining({ _id: ticket._id, status: 'booked' })]);
    const listed = (await allTickets('?status=booked')).body.data.find((each) => each._id === ticket._id);
    expect(listed).toMatchObject({ status: 'booked', customerName: 'Jane Renter', customerEmail: customer.email });

    const visited = await move(ticket._id, { status: 'visited', note: 'Compressor worn' });
    expect(visited).toMatchObject({ status: 200, body: { ticket: { status: 'visited', note: 'Compressor worn' } } });
    await checkout.stack.probe.waitFor<{ ticketId: string; status: string }>('repair.updated', (event) => event.data.ticketId === ticket._id && event.data.status === 'visited');

    const before = await product(fridgeId);
    const deliveredSerial = before.rentedTo.find((hold) => hold.orderId === order._id)!.serials[0]!;
    const replaced = await move(ticket._id, { status: 'replaced', note: 'New unit installed' });
    expect(replaced.status).toBe(200);
    expect(replaced.body.ticket).toMatchObject({ status: 'replaced', replacedSerial: deliveredSerial, newSerial: expect.stringMatching(/^SN-/) });
    const newSerial = replaced.body.ticket!.newSerial!;
    const after = await product(fridgeId);
    expect(after.units).toEqual({ ...before.units, available: before.units.available - 1, maintenance: before.units.maintenance + 1 });
    expect(after.rentedTo.find((hold) => hold.orderId === order._id)!.serials).toEqual([newSerial]);
    expect(after.serials).toEqual(expect.arrayContaining([{ serial: deliveredSerial, status: 'maintenance', orderId: order._id }, { serial: newSerial, status: 'rented', orderId: order._id }]));
    await checkout.stack.probe.waitFor<{ ticketId: string; status: string }>('repair.updated', (event) => event.data.ticketId === ticket._id && event.data.status === 'replaced');

    // Replaced again: the same answer, no second unit, told once. A closed ticket moves no more.
    expect((await move(ticket._id, { status: 'replaced' })).body.ticket).toMatchObject({ status: 'replaced', newSerial });
    expect((await product(fridgeId)).units).toEqual(after.units);
    expect(await move(ticket._id, { status: 'fixed' })).toMatchObject({ status: 409, body: { error: 'This ticket is closed (replaced)' } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(eventsOf('repair.updated', ticket._id).map((event) => (event.data as { status: string }).status)).toEqual(['visited', 'replaced']);
    expect((await ticketsOf(customer.token)).body.data[0]).toMatchObject({ status: 'replaced' });

    // Closed: the item may have a new ticket.
    const again = await request(customer.token, repairOf(order));
    expect(again.status).toBe(201);
  }, 90_000);

  it('when the admin marks a ticket fixed, then no unit moves', async () => {
    const { customer, order } = await rentingCustomer('fixed');
    const ticket = (await request(customer.token, repairOf(order))).body.ticket!;
    const before = await product(ticket.itemId);
    expect((await move(ticket._id, { status: 'fixed' })).body.ticket).toMatchObject({ status: 'fixed' });
    expect((await product(ticket.itemId)).units).toEqual(before.units);
    expect(await move(ticket._id, { status: 'visited' })).toMatchObject({ status: 409 });
  }, 60_000);

  it('when no unit is on the shelf to replace it, then 409 in words, and neither the ticket nor the units change', async () => {
    const { customer, order } = await rentingCustomer('none-left');
    const ticket = (await request(customer.token, repairOf(order))).body.ticket!;
    const fridge = new Types.ObjectId(ticket.itemId);
    const before = await product(ticket.itemId);
    await catalog.collection('products').updateOne({ _id: fridge }, { $set: { 'units.available': 0 } });
    try {
      const refused = await move(ticket._id, { status: 'replaced' });
      expect(refused).toMatchObject({ status: 409, body: { error: `${ticket.itemName} has no unit available to replace it right now` } });
      expect((await product(ticket.itemId)).units).toEqual({ ...before.units, available: 0 });
      expect((await ticketsOf(customer.token)).body.data[0]).toMatchObject({ _id: ticket._id, status: 'booked', newSerial: null });
    } finally {
      await catalog.collection('products').updateOne({ _id: fridge }, { $set: { 'units.available': before.units.available } });
    }
  }, 60_000);
});

describe('refusals', () => {
  let owner: RegisteredCustomer;
  let order: OrderView;

  beforeAll(async () => {
    ({ customer: owner, order } = await rentingCustomer('refusals'));
  }, 60_000);

  it('when the order is not delivered yet, then 409 and no visit is booked', async () => {
    const { customer, order: undelivered } = await rentingCustomer('undelivered', false);
    expect(await request(customer.token, repairOf(undelivered))).toMatchObject({ status: 409, body: { error: 'A technician can be booked once the order is delivered' } });
    expect(await activeVisits(undelivered._id)).toBe(0);
  }, 60_000);

  it('when the order has ended, then 409', async () => {
    const { customer, order: ended } = await rentingCustomer('ended');
    await orders.collection('orders').updateOne({ _id: new Types.ObjectId(ended._id) }, { $set: { status: 'completed' } });
    expect(await request(customer.token, repairOf(ended))).toMatchObject({ status: 409 });
    expect(await activeVisits(ended._id)).toBe(0);
  }, 60_000);

  it('when the item is not in the order, then 404; when the body is bad, then 400; nothing is booked', async () => {
    expect(await request(owner.token, repairOf(order, { itemId: new Types.ObjectId().toHexString() }))).toMatchObject({ status: 404, body: { error: 'This order has no such item' } });
    expect(await request(owner.token, repairOf(order, { issue: '' }))).toMatchObject({ status: 400 });
    expect(await request(owner.token, repairOf(order, { issue: 'x'.repeat(1001) }))).toMatchObject({ status: 400 });
    expect(await request(owner.token, repairOf(order, { visitTime: '3:30 PM' }))).toMatchObject({ status: 400 });
    expect(await request(owner.token, { orderId: order._id })).toMatchObject({ status: 400 });
    expect(await activeVisits(order._id)).toBe(0);
  });

  it('when the slot rules refuse the visit, then 422 in scheduling\'s words and no ticket is left', async () => {
    const refused = await request(owner.token, repairOf(order, { visitDate: '2020-01-06', visitTime: '3:00 PM' }));
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual(expect.any(String));
    const today = storeDateOf(new Date(), TIME_ZONE);
    expect((await request(owner.token, repairOf(order, { visitDate: today, visitTime: '7:00 PM' }))).status).toBe(422);
    expect((await ticketsOf(owner.token)).body.data).toEqual([]);
    expect(await orders.collection('repairtickets').countDocuments({ orderId: order._id })).toBe(0);
  });

  it('when the slot is taken by a delivery, then 409 and no ticket is left', async () => {
    const taken = await request(owner.token, repairOf(order, { visitDate: order.deliveryDate, visitTime: order.deliveryTime }));
    expect(taken.status).toBe(409);
    expect(await orders.collection('repairtickets').countDocuments({ orderId: order._id })).toBe(0);
  });
});

describe('attacker cases', () => {
  let owner: RegisteredCustomer;
  let order: OrderView;

  beforeAll(async () => {
    ({ customer: owner, order } = await rentingCustomer('attacks'));
  }, 60_000);

  it("when another customer books a repair on an order that is not theirs, then 404 and nothing is booked", async () => {
    const stranger = await checkout.customer('attacks-stranger');
    expect(await request(stranger.token, repairOf(order))).toMatchObject({ status: 404, body: { error: 'Order not found' } });
    expect(await activeVisits(order._id)).toBe(0);
  });

  it('when the same request is sent twice at once, then one ticket and one visit', async () => {
    const body = repairOf(order);
    const answers = await Promise.all([request(owner.token, body), request(owner.token, body), request(owner.token, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error).toBe('A repair is already booked for this item');
    expect(await orders.collection('repairtickets').countDocuments({ orderId: order._id })).toBe(1);
    expect(await activeVisits(order._id)).toBe(1);
    // Later, while it is open: refused the same way.
    expect((await request(owner.token, repairOf(order))).status).toBe(409);
  }, 30_000);

  it("when another customer reads tickets or a customer's token calls the admin's paths, then they see none of it: 403 and nothing changes", async () => {
    const ticket = (await ticketsOf(owner.token)).body.data[0]!;
    const stranger = await checkout.customer('attacks-reader');
    expect((await ticketsOf(stranger.token)).body.data).toEqual([]);
    expect((await allTickets('', owner.token)).status).toBe(403);
    expect((await move(ticket._id, { status: 'fixed' }, owner.token)).status).toBe(403);
    expect((await move(ticket._id, { status: 'fixed' }, stranger.token)).status).toBe(403);
    expect((await ticketsOf(owner.token)).body.data[0]).toMatchObject({ _id: ticket._id, status: 'booked' });
    expect(eventsOf('repair.updated', ticket._id)).toHaveLength(0);
  });

  it('when the admin sends a bad move, then 400 or 404 and nothing changes', async () => {
    const ticket = (await ticketsOf(owner.token)).body.data[0]!;
    expect((await move(ticket._id, { status: 'booked' })).status).toBe(400);
    expect((await move(ticket._id, { status: 'fixed', note: 'a\nb' })).status).toBe(400);
    expect((await move(new Types.ObjectId().toHexString(), { status: 'fixed' })).status).toBe(404);
    expect((await move('not-an-id', { status: 'fixed' })).status).toBe(400);
    expect((await allTickets('?status=nope')).status).toBe(400);
    expect((await ticketsOf(owner.token)).body.data[0]).toMatchObject({ status: 'booked' });
  });

  it("when one account floods POST /requestRepair, then the gateway's per-customer limit answers 429", async () => {
    const flooder = await checkout.customer('attacks-flood');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) statuses.push((await request(flooder.token, repairOf(order))).status);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another customer is not held back by it.
    expect((await request((await checkout.customer('attacks-flood-2')).token, repairOf(order))).status).toBe(404);
  }, 30_000);
});

describe('a deleted customer', () => {
  it("when the customer is deleted, then their tickets lose their words; the ticket, its item and visit stay for the books", async () => {
    const { customer, order } = await rentingCustomer('deleted');
    const ticket = (await request(customer.token, repairOf(order))).body.ticket!;
    const event = newEvent('identity', userDeleted, { userId: customer.id });
    await checkout.stack.probe.publish(event);
    await eventually(async () => expect(await orders.collection('handled_events').findOne({ eventId: event.id, status: 'done' })).not.toBeNull(), 10_000);
    expect(await orders.collection('repairtickets').findOne({ _id: new Types.ObjectId(ticket._id) })).toMatchObject({ issue: '', note: '', itemId: ticket.itemId, visitDate: ticket.visitDate, status: 'booked' });
  }, 60_000);
});
