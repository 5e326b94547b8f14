import type { Connection } from '@rto/kit';
import { Types } from 'mongoose';
import { Checkout, customerWithCart } from '../support/checkout';

/**
 * Issue 21, item 5 (order's side): the delivery address and the stairs answer go with POST /createOrder; an order
 * placed without an address (another client, the spec's body) is held as "address needed" until the customer gives
 * it with PATCH /setDeliveryAddress/{orderId}, which answers only their own orders.
 */

let checkout: Checkout;
let orders: Connection;

const ADMIN = { email: 'address-admin@example.com', password: 'admin-password-1' };
let adminToken: string;

beforeAll(async () => {
  checkout = await Checkout.start({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  adminToken = (await checkout.stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  orders = await checkout.database('order');
}, 60_000);

afterAll(async () => {
  await checkout?.stop();
});

const ADDRESS = { street: '200 E Washington St', unit: 'Apt 4', city: 'Indianapolis', state: 'IN', zipCode: '46204', accessNotes: 'Gate code 1234' };
const storedOf = (orderId: string) => orders.collection('orders').findOne({ _id: new Types.ObjectId(orderId) });
const setAddress = (token: string, orderId: string, body: unknown) =>
  checkout.stack.call<{ message?: string; order?: Record<string, unknown>; error?: string }>('PATCH', `/setDeliveryAddress/${orderId}`, { token, body });
const dashboardOf = (token: string) => checkout.stack.call<{ orders: Array<Record<string, unknown>> }>('GET', '/getDashboardData', { token });

describe('an order placed with its address', () => {
  it('when the SPA sends the address and the stairs answer, then the order keeps both and every view shows them', async () => {
    const customer = await customerWithCart(checkout);
    const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot(), { deliveryAddress: { ...ADDRESS, state: 'in', street: ' 200 E Washington St ' }, stairs: true }));
    expect(created.status).toBe(201);
    expect(created.body.order).toMatchObject({ deliveryAddress: ADDRESS, addressNeeded: false, stairs: true, locationName: 'Indianapolis, Indiana' });
    expect(await storedOf(created.body.order._id)).toMatchObject({ deliveryAddress: ADDRESS, stairs: true });

    expect((await checkout.recentOrder(customer.token)).body.data).toMatchObject({ deliveryAddress: ADDRESS, addressNeeded: false });
    const [shown] = (await dashboardOf(customer.token)).body.orders;
    // The spec's `address` keeps its meaning (the place picked); the street is the new field.
    expect(shown).toMatchObject({ address: 'Indianapolis, Indiana', deliveryAddress: ADDRESS, stairs: true });

    // The admin's order details.
    const listed = await checkout.stack.call<{ orders: Array<Record<string, unknown>> }>('GET', `/get-orders?search=${created.body.order._id}`, { token: adminToken });
    expect(listed.body.orders[0]).toMatchObject({ id: created.body.order._id, deliveryAddress: ADDRESS, stairs: true });
    // A customer token on the admin's path: refused.
    expect((await checkout.stack.call('GET', '/get-orders', { token: customer.token })).status).toBe(403);
  });

  it('when the ZIP code is not one of the state\'s, then 400 names the ZIP field and nothing is placed', async () => {
    const customer = await customerWithCart(checkout);
    const slot = checkout.freshSlot();
    const refused = await checkout.createOrder(customer.token, checkout.choiceFor(slot, { deliveryAddress: { ...ADDRESS, zipCode: '90210' } }));
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('ZIP code 90210 is not in Indiana');
    const noStreet = await checkout.createOrder(customer.token, checkout.choiceFor(slot, { deliveryAddress: { ...ADDRESS, street: ' ' } }));
    expect(noStreet.status).toBe(400);
    expect(noStreet.body.error).toBe('Please enter the street address');
    expect(await orders.collection('orders').countDocuments({ user: customer.id })).toBe(0);
    // The slot was never claimed: another customer books it.
    const other = await customerWithCart(checkout);
    expect((await checkout.createOrder(other.token, checkout.choiceFor(slot, { deliveryAddress: ADDRESS }))).status).toBe(201);
  });
});

describe('an order placed without an address (the spec\'s body)', () => {
  it('when another client leaves the address out, then the order is placed as "address needed" and the customer gives it later', async () => {
    const customer = await customerWithCart(checkout);
    const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
    expect(created.status).toBe(201);
    const orderId = created.body.order._id;
    expect(created.body.order).toMatchObject({ deliveryAddress: null, addressNeeded: true, stairs: null });
    expect((await dashboardOf(customer.token)).body.orders[0]).toMatchObject({ addressNeeded: true, deliveryAddress: null });

    // A client-sent owner or status is not the customer's to set: ignored.
    const given = await setAddress(customer.token, orderId, { deliveryAddress: ADDRESS, user: 'someone-else', status: 'active' });
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({ message: 'Delivery address saved', order: { deliveryAddress: ADDRESS, addressNeeded: false, status: 'pending', user: customer.id } });
    expect((await dashboardOf(customer.token)).body.orders[0]).toMatchObject({ addressNeeded: false, deliveryAddress: ADDRESS });
  });

  it('when the same address is sent twice at once, then both answer the order with it and it is stored once', async () => {
    const customer = await customerWithCart(checkout);
    const orderId = (await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()))).body.order._id;
    const answers = await Promise.all([setAddress(customer.token, orderId, { deliveryAddress: ADDRESS }), setAddress(customer.token, orderId, { deliveryAddress: ADDRESS })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await storedOf(orderId))?.['deliveryAddress']).toEqual(ADDRESS);
  });

  it("when a customer sends an address for another customer's order, then 404 and that order is unchanged", async () => {
    const owner = await customerWithCart(checkout);
    const orderId = (await checkout.createOrder(owner.token, checkout.choiceFor(checkout.freshSlot()))).body.order._id;
    const intruder = await checkout.customer('intruder');
    const refused = await setAddress(intruder.token, orderId, { deliveryAddress: ADDRESS });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('Order not found');
    expect((await setAddress(intruder.token, new Types.ObjectId().toHexString(), { deliveryAddress: ADDRESS })).status).toBe(404);
    expect((await storedOf(orderId))?.['deliveryAddress']).toBeNull();
  });

  it('when the address is malformed, the token missing or the order cancelled, then 400, 401 or 409 and nothing changes', async () => {
    const customer = await customerWithCart(checkout);
    const orderId = (await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()))).body.order._id;
    const wrongZip = await setAddress(customer.token, orderId, { deliveryAddress: { ...ADDRESS, state: 'OH' } });
    expect(wrongZip.status).toBe(400);
    expect(wrongZip.body.error).toBe('ZIP code 46204 is not in Ohio');
    expect((await setAddress(customer.token, orderId, {})).status).toBe(400);
    expect((await setAddress('', orderId, { deliveryAddress: ADDRESS })).status).toBe(401);

    await orders.collection('orders').updateOne({ _id: new Types.ObjectId(orderId) }, { $set: { status: 'cancelled' } });
    const late = await setAddress(customer.token, orderId, { deliveryAddress: ADDRESS });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('The delivery of this order can no longer be changed');
    expect((await storedOf(orderId))?.['deliveryAddress']).toBeNull();
  });
});
