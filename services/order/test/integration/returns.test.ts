import type { Connection } from '@rto/kit';
import { addDays, storeDateOf } from '@rto/kit';
import type { PresentedProduct } from '@rto/catalog';
import { eventually } from '@rto/kit/testing';
import { Types } from 'mongoose';
import type { RegisteredCustomer } from '../../../../test-support/stack';
import { callInternal } from '../../../scheduling/test/support/internal-api';
import { Checkout, TIME_ZONE, type OrderView } from '../support/checkout';

/**
 * Issue 23, item 3: a return walked through the events. The customer ends the rental of a delivered order by booking
 * a pickup (order.return-booked, a pickup visit on the crew's calendar); the admin marks it returned (order.returned):
 * the order completes, billing ends the subscription (no later draft) with a final invoice of what is still owed,
 * catalog takes the units back and the pickup leaves the calendar. An admin books a pickup only for an order more
 * than 90 days late.
 */

const ADMIN = { email: 'returns-admin@example.com', password: 'admin-password-1' };

let checkout: Checkout;
let adminToken: string;
let billing: Connection;
let catalog: Connection;
let products: PresentedProduct[];

type ReturnView = OrderView & { returnStatus: string | null; pickupDate: string | null; pickupTime: string | null; pickupBookedBy: string | null; returnedAt: string | null; returnCondition: string | null };
type Answer = { message?: string; order?: ReturnView; error?: string };
type AccountPage = {
  orders: Array<{ _id: string; status: string; amountDue: number; invoice: string | null }>;
  invoices: Array<{ _id: string; kind: string; amount: number; status: string; final: boolean; lines: Array<{ description: string; amount: number }> }>;
};
const call = (method: string, path: string, token: string, body: unknown) => checkout.stack.call<Answer>(method, path, { token, body });
const pickupOf = (slot: { deliveryDate: string; deliveryTime: string }) => ({ pickupDate: slot.deliveryDate, pickupTime: slot.deliveryTime });
const requestReturn = (orderId: string, token: string, body: unknown) => call('POST', `/requestReturn/${orderId}`, token, body);
const schedulePickup = (orderId: string, body: unknown, token = adminToken) => call('POST', `/schedulePickup/${orderId}`, token, body);
const markReturned = (orderId: string, body: unknown = { condition: 'good', note: 'All parts there' }, token = adminToken) => call('PATCH', `/markReturned/${orderId}`, token, body);
const eventsOf = (type: string, orderId: string) => checkout.stack.probe.all(type).filter((event) => (event.data as { orderId?: string }).orderId === orderId);
const visitOf = (orderId: string) => callInternal<{ booking?: { status: string; kind: string; deliveryDate: string; deliveryTime: string } }>(checkout.stack.services['scheduling']!.url, 'GET', `/internal/visits/pickup-${orderId}`);
const unitsOf = async (productId: string) =>
  ((await catalog.collection('products').findOne({ _id: new Types.ObjectId(productId) }, { projection: { units: 1 } })) as unknown as { units: Record<string, number> }).units;
const settled = () => new Promise((resolve) => setTimeout(resolve, 1_000));

/** A customer whose order of one product is active and delivered. */
async function deliveredOrder(label: string, product = products.find((p) => p.category === 'freezer' && !p.combo)!): Promise<{ customer: RegisteredCustomer; order: OrderView }> {
  const customer = await checkout.customer(label);
  await checkout.fillCart(customer.token, [{ ...product }]);
  expect((await checkout.storeBilling(customer.token)).status).toBe(201);
  const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
  expect(created.status).toBe(201);
  await eventually(async () => expect((await checkout.recentOrder(customer.token)).body.data.status).toBe('active'), 20_000);
  expect((await call('PATCH', `/markDelivered/${created.body.order._id}`, adminToken, { technician: 'Sam Ortiz' })).status).toBe(200);
  await checkout.stack.probe.waitFor<{ orderId: string }>('order.delivered', (event) => event.data.orderId === created.body.order._id);
  return { customer, order: created.body.order };
}

beforeAll(async () => {
  checkout = await Checkout.start({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  adminToken = (await checkout.stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  billing = await checkout.database('billing');
  catalog = await checkout.database('catalog');
  products = (await checkout.stack.call<{ products: PresentedProduct[] }>('GET', '/getProducts?page=1&limit=1000')).body.products;
}, 60_000);

afterAll(() => checkout?.stop());

describe('a return', () => {
  it('when the customer books a pickup and the admin marks it returned, then the order completes, the subscription ends with a $0.00 final invoice, the unit is back and the pickup leaves the calendar', async () => {
    const freezer = products.find((p) => p.category === 'freezer' && !p.combo)!;
    const { customer, order } = await deliveredOrder('return-walk', freezer);
    await eventually(async () => expect((await unitsOf(freezer._id))['rented']).toBeGreaterThan(0), 15_000);
    const unitsBefore = await unitsOf(freezer._id);
    const slot = checkout.freshSlot();

    // A customer's price or condition is not theirs to send: ignored.
    const booked = await requestReturn(order._id, customer.token, { ...pickupOf(slot), price: 0, condition: 'damaged', returnStatus: 'returned' });
    expect(booked.status).toBe(201);
    expect(booked.body.order).toMatchObject({ status: 'active', returnStatus: 'booked', ...pickupOf(slot), pickupBookedBy: 'customer', returnCondition: null });
    const told = await checkout.stack.probe.waitFor<Record<string, unknown>>('order.return-booked', (event) => event.data['orderId'] === order._id);
    expect(told.data).toMatchObject({ userId: customer.id, ...pickupOf(slot), bookedBy: 'customer' });
    expect((await visitOf(order._id)).body.booking).toMatchObject({ status: 'active', kind: 'pickup', ...slot });
    const account = await checkout.stack.call<{ orders: Array<Record<string, unknown>> }>('GET', '/getDashboardData', { token: customer.token });
    expect(account.body.orders.find((found) => found['_id'] === order._id)).toMatchObject({ status: 'active', returnStatus: 'booked', ...pickupOf(slot) });
    // Rent is still drafted until the goods are back.
    expect((await billing.collection('subscriptions').findOne({ orderId: order._id }))!['nextDraftAt']).not.toBeNull();

    const returned = await markReturned(order._id);
    expect(returned.status).toBe(200);
    expect(returned.body.order).toMatchObject({ status: 'completed', returnStatus: 'returned', returnCondition: 'good' });
    const event = await checkout.stack.probe.waitFor<Record<string, unknown>>('order.returned', (e) => e.data['orderId'] === order._id);
    expect(event.data).toMatchObject({ userId: customer.id, condition: 'good', note: 'All parts there', returnedAt: returned.body.order!.returnedAt });

    await eventually(async () => expect(await billing.collection('invoices').findOne({ invoiceId: `final-${order._id}` })).toMatchObject({ kind: 'final', amountCents: 0, status: 'paid' }), 15_000);
    const subscription = (await billing.collection('subscriptions').findOne({ orderId: order._id }))!;
    expect(subscription).toMatchObject({ status: 'canceled', nextDraftAt: null });
    const final = (await billing.collection('invoices').findOne({ invoiceId: `final-${order._id}` }))!;
    expect((final['lines'] as Array<{ description: string }>).at(-1)!.description).toBe('Balance still owed: $0.00');
    await eventually(async () => expect(await unitsOf(freezer._id)).toMatchObject({ rented: unitsBefore['rented']! - 1, available: unitsBefore['available']! + 1 }), 15_000);
    expect((await visitOf(order._id)).body.booking).toMatchObject({ status: 'released' });

    const page = await checkout.stack.call<{ orders: Array<Record<string, unknown>> }>('GET', '/getDashboardData', { token: customer.token });
    expect(page.body.orders.find((found) => found['_id'] === order._id)).toMatchObject({ status: 'completed', returnDate: returned.body.order!.returnedAt, condition: 'good', invoice: `final-${order._id}` });

    // Marked again: the same answer, nothing told twice; a pickup can no longer be booked.
    expect((await markReturned(order._id, { condition: 'damaged' })).body.order).toMatchObject({ status: 'completed', returnCondition: 'good' });
    expect(await requestReturn(order._id, customer.token, pickupOf(checkout.freshSlot()))).toMatchObject({ status: 409, body: { error: 'This order was returned already' } });
    await settled();
    expect(eventsOf('order.returned', order._id)).toHaveLength(1);
    expect(await unitsOf(freezer._id)).toMatchObject({ rented: unitsBefore['rented']! - 1, available: unitsBefore['available']! + 1 });
  }, 90_000);

  it('when the customer sends the same pickup twice at once, or two slots at once, then one pickup is booked and told once', async () => {
    const { customer, order } = await deliveredOrder('return-twice');
    const slot = pickupOf(checkout.freshSlot());
    const answers = await Promise.all([requestReturn(order._id, customer.token, slot), requestReturn(order._id, customer.token, slot)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error).toBe('A pickup is already booked for this order');
    await settled();
    expect(eventsOf('order.return-booked', order._id)).toHaveLength(1);
    expect((await visitOf(order._id)).body.booking).toMatchObject({ status: 'active', deliveryDate: slot.pickupDate, deliveryTime: slot.pickupTime });

    const { customer: other, order: second } = await deliveredOrder('return-two-slots');
    const [a, b] = [pickupOf(checkout.freshSlot()), pickupOf(checkout.freshSlot())];
    const both = await Promise.all([requestReturn(second._id, other.token, a), requestReturn(second._id, other.token, b)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const won = both.find((answer) => answer.status === 201)!.body.order!;
    await settled();
    expect(eventsOf('order.return-booked', second._id)).toHaveLength(1);
    expect((await visitOf(second._id)).body.booking).toMatchObject({ status: 'active', deliveryDate: won.pickupDate, deliveryTime: won.pickupTime });
  }, 90_000);

  it('when the rental is paid off while a pickup is booked, then the goods are the customer\'s: the pickup is dropped and leaves the calendar', async () => {
    const { customer, order } = await deliveredOrder('owned-before-pickup');
    const slot = checkout.freshSlot();
    expect((await requestReturn(order._id, customer.token, pickupOf(slot))).status).toBe(201);
    expect((await visitOf(order._id)).body.booking).toMatchObject({ status: 'active', kind: 'pickup' });

    const paidOff = await checkout.stack.call<{ owned?: boolean }>('POST', '/payNow', { token: customer.token, body: { orderId: order._id, payoff: true } });
    expect(paidOff.status).toBe(200);
    expect(paidOff.body.owned).toBe(true);
    await eventually(async () => expect((await visitOf(order._id)).body.booking).toMatchObject({ status: 'released' }), 15_000);
    const account = await checkout.stack.call<{ orders: Array<Record<string, unknown>> }>('GET', '/getDashboardData', { token: customer.token });
    expect(account.body.orders.find((found) => found['_id'] === order._id)).toMatchObject({ status: 'completed', returnStatus: null, pickupDate: null, pickupTime: null });
    // Nobody can mark it returned: the goods are not the store's any more.
    expect((await markReturned(order._id)).status).toBe(409);
  });

  it('when the goods come back damaged, then the unit goes to maintenance', async () => {
    const fridge = products.find((p) => p.category === 'refrigerator' && !p.combo) ?? products.find((p) => !p.combo && !/tv/i.test(p.name))!;
    const { customer, order } = await deliveredOrder('return-damaged', fridge);
    await eventually(async () => expect((await unitsOf(fridge._id))['rented']).toBeGreaterThan(0), 15_000);
    const before = await unitsOf(fridge._id);
    expect((await requestReturn(order._id, customer.token, pickupOf(checkout.freshSlot()))).status).toBe(201);
    const answers = await Promise.all([markReturned(order._id, { condition: 'damaged', note: 'Door dented' }), markReturned(order._id, { condition: 'damaged' })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    await eventually(async () => expect(await unitsOf(fridge._id)).toMatchObject({ rented: before['rented']! - 1, maintenance: before['maintenance']! + 1, available: before['available'] }), 15_000);
    await settled();
    expect(eventsOf('order.returned', order._id)).toHaveLength(1);
  }, 60_000);
});

describe('a pickup the admin schedules (repossession)', () => {
  it('when the order is not 90 days late, then 409; once it is, the pickup is booked, the customer told, and the final invoice names what is still owed', async () => {
    const { customer, order } = await deliveredOrder('repossession');
    const slot = pickupOf(checkout.freshSlot());
    expect(await schedulePickup(order._id, slot)).toMatchObject({ status: 409, body: { error: 'This order is not eligible for repossession (more than 90 days late)' } });

    // A rent invoice unpaid for 100 days, as billing would hold it.
    const dueDate = addDays(storeDateOf(new Date(), TIME_ZONE), -100);
    await billing.collection('invoices').insertOne({
      invoiceId: `in_late_${order._id}`, userId: customer.id, provider: 'sandbox', subscriptionId: null, orderId: order._id, period: dueDate, amountCents: 4900, currency: 'usd',
      status: 'failed', issuedAt: new Date(Date.now() - 100 * 86_400_000), paidAt: null, kind: 'rent', dueDate, lines: [], outbox: [],
    });
    const booked = await schedulePickup(order._id, slot);
    expect(booked.status).toBe(201);
    expect(booked.body.order).toMatchObject({ returnStatus: 'booked', pickupBookedBy: 'admin', ...slot });
    const told = await checkout.stack.probe.waitFor<Record<string, unknown>>('order.return-booked', (event) => event.data['orderId'] === order._id);
    expect(told.data).toMatchObject({ bookedBy: 'admin', userId: customer.id });

    expect((await markReturned(order._id, { condition: 'good' })).status).toBe(200);
    await eventually(async () => expect(await billing.collection('invoices').findOne({ invoiceId: `final-${order._id}` })).toMatchObject({ amountCents: 0 }), 15_000);
    const final = (await billing.collection('invoices').findOne({ invoiceId: `final-${order._id}` }))!;
    const lines = (final['lines'] as Array<{ description: string; amountCents: number }>).map((line) => line.description);
    expect(lines.some((line) => line.includes(`in_late_${order._id}`) && line.includes('$49.00'))).toBe(true);
    expect(lines.at(-1)).toBe('Balance still owed: $49.00');
    // Still owed, to Pay Now: dunning leaves it.
    expect(await billing.collection('invoices').findOne({ invoiceId: `in_late_${order._id}` })).toMatchObject({ status: 'failed', rentalEnded: true });

    // My Account: the order is completed and still owes $49.00, and the final statement lists it.
    const accountOf = () => checkout.stack.call<AccountPage>('GET', '/getDashboardData', { token: customer.token });
    const page = (await accountOf()).body;
    expect(page.orders.find((found) => found._id === order._id)).toMatchObject({ status: 'completed', amountDue: 49, invoice: `final-${order._id}` });
    const statement = page.invoices.find((invoice) => invoice._id === `final-${order._id}`);
    expect(statement).toMatchObject({ kind: 'final', amount: 0, status: 'paid', final: true });
    expect(statement!.lines.map((line) => line.description)).toEqual(lines);
    expect(statement!.lines.every((line) => line.amount === 0)).toBe(true);
    expect(page.invoices.find((invoice) => invoice._id === `in_late_${order._id}`)).toMatchObject({ kind: 'rent', amount: 49, status: 'failed', final: false });

    // Pay Now settles it on the ended rental, and the account then owes nothing.
    expect(await call('POST', '/payNow', customer.token, { orderId: order._id })).toMatchObject({ status: 200, body: { paid: 1, amount: 49 } });
    expect((await accountOf()).body.orders.find((found) => found._id === order._id)).toMatchObject({ status: 'completed', amountDue: 0 });
  }, 90_000);
});

describe('attackers and refusals', () => {
  let owner: RegisteredCustomer;
  let order: OrderView;
  beforeAll(async () => {
    ({ customer: owner, order } = await deliveredOrder('return-attacks'));
  }, 60_000);

  it("when a customer's token calls the admin's paths, then 403 and nothing changes", async () => {
    expect((await markReturned(order._id, undefined, owner.token)).status).toBe(403);
    expect((await schedulePickup(order._id, pickupOf(checkout.freshSlot()), owner.token)).status).toBe(403);
    expect((await checkout.recentOrder(owner.token)).body.data).toMatchObject({ _id: order._id, status: 'active' });
    expect(eventsOf('order.returned', order._id)).toHaveLength(0);
  });

  it("when another customer asks to return an order that is not theirs, or an unknown one, then 404 and nothing is booked", async () => {
    const stranger = await checkout.customer('return-stranger');
    expect(await requestReturn(order._id, stranger.token, pickupOf(checkout.freshSlot()))).toMatchObject({ status: 404, body: { error: 'Order not found' } });
    expect(await requestReturn('0123456789abcdef01234567', owner.token, pickupOf(checkout.freshSlot()))).toMatchObject({ status: 404 });
    expect((await visitOf(order._id)).status).toBe(404);
  });

  it("when one account floods POST /requestReturn, then the gateway's per-customer limit answers 429; another customer is not held back", async () => {
    const flooder = await checkout.customer('return-flood');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) statuses.push((await requestReturn(order._id, flooder.token, pickupOf(checkout.freshSlot()))).status);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await requestReturn(order._id, (await checkout.customer('return-flood-2')).token, pickupOf(checkout.freshSlot()))).status).toBe(404);
  }, 30_000);

  it('when the body or the slot is wrong, then 400 or 422 and nothing is booked', async () => {
    const today = storeDateOf(new Date(), TIME_ZONE);
    expect(await requestReturn(order._id, owner.token, {})).toMatchObject({ status: 400 });
    expect(await requestReturn(order._id, owner.token, { pickupDate: today, pickupTime: '3:30 PM' })).toMatchObject({ status: 400 });
    expect(await requestReturn(order._id, owner.token, { pickupDate: '2020-01-06', pickupTime: '3:00 PM' })).toMatchObject({ status: 422 });
    expect(await markReturned(order._id, { condition: 'broken' })).toMatchObject({ status: 400 });
    expect((await visitOf(order._id)).status).toBe(404);
    expect(eventsOf('order.return-booked', order._id)).toHaveLength(0);
  });

  it('when the order is not delivered yet, then 409 for the pickup and for the return', async () => {
    const customer = await checkout.customer('return-undelivered');
    await checkout.fillCart(customer.token);
    expect((await checkout.storeBilling(customer.token)).status).toBe(201);
    const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
    expect(await requestReturn(created.body.order._id, customer.token, pickupOf(checkout.freshSlot()))).toMatchObject({ status: 409, body: { error: 'This order has not been delivered yet' } });
    expect(await markReturned(created.body.order._id)).toMatchObject({ status: 409 });
  }, 30_000);
});
