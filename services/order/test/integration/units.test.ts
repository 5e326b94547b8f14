import type { Connection } from '@rto/kit';
import type { PresentedProduct } from '@rto/catalog';
import { eventually } from '@rto/kit/testing';
import { Types } from 'mongoose';
import { Checkout } from '../support/checkout';

/**
 * Issue 23, item 4 (order's side): a placed order holds a unit of each line at catalog, a cancelled one gives them
 * back, and an order for a product whose last unit went meanwhile is refused (409) with nothing held.
 */

const ADMIN = { email: 'units-admin@example.com', password: 'admin-password-1' };

let checkout: Checkout;
let adminToken: string;
let orders: Connection;
let catalog: Connection;
let products: PresentedProduct[];

beforeAll(async () => {
  checkout = await Checkout.start({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  adminToken = (await checkout.stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  orders = await checkout.database('order');
  catalog = await checkout.database('catalog');
  products = (await checkout.stack.call<{ products: PresentedProduct[] }>('GET', '/getProducts?page=1&limit=1000')).body.products;
}, 60_000);

afterAll(async () => {
  await checkout?.stop();
});

interface StoredUnits {
  stockStatus: string;
  units: { available: number; reserved: number; rented: number; maintenance: number };
}
const stored = async (productId: string) =>
  (await catalog.collection('products').findOne({ _id: new Types.ObjectId(productId) }, { projection: { stockStatus: 1, units: 1 } })) as unknown as StoredUnits;
const placedOrdersOf = (userId: string) => orders.collection('orders').countDocuments({ user: userId, placedAt: { $ne: null } });
const bookingsOf = (customerId: string) => checkout.stack.database('scheduling').then((db) => db.collection('bookings').countDocuments({ customerId, status: 'active' }));
const byCategory = (category: string) => products.find((product) => product.category === category && !product.combo)!;

async function customerWith(product: PresentedProduct) {
  const customer = await checkout.customer('units');
  await checkout.fillCart(customer.token, [{ ...product }]);
  return customer;
}

describe("an order's units", () => {
  it('when an order is placed, then a unit of its product is held; when it is cancelled (card declined), the unit is back on the shelf', async () => {
    const freezer = byCategory('freezer');
    const before = await stored(freezer._id);
    const customer = await customerWith(freezer);
    const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
    expect(created.status).toBe(201);
    expect((await stored(freezer._id)).units).toMatchObject({ available: before.units.available - 1, reserved: before.units.reserved + 1 });

    expect((await checkout.storeBilling(customer.token, { paymentMethodId: 'pm_card_chargeDeclined' })).status).toBe(402);
    await checkout.stack.probe.waitFor<{ orderId: string }>('order.cancelled', (event) => event.data.orderId === created.body.order._id);
    await eventually(async () => expect((await stored(freezer._id)).units).toEqual(before.units), 15_000);
  });

  it('when the admin marks the order delivered, then its unit is rented with a serial number', async () => {
    const stove = byCategory('stove');
    const before = await stored(stove._id);
    const customer = await customerWith(stove);
    expect((await checkout.storeBilling(customer.token)).status).toBe(201);
    const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
    expect(created.status).toBe(201);
    const orderId = created.body.order._id;
    await eventually(async () => expect((await checkout.recentOrder(customer.token)).body.data.status).toBe('active'), 20_000);
    expect((await checkout.stack.call('PATCH', `/markDelivered/${orderId}`, { token: adminToken, body: { technician: 'Sam Ortiz' } })).status).toBe(200);
    await eventually(async () => expect((await stored(stove._id)).units).toEqual({ ...before.units, available: before.units.available - 1, rented: before.units.rented + 1 }), 15_000);
    const product = await catalog.collection('products').findOne({ _id: new Types.ObjectId(stove._id) });
    expect((product?.['serials'] as Array<{ orderId: string; status: string }>).filter((unit) => unit.orderId === orderId)).toEqual([expect.objectContaining({ status: 'rented' })]);
  });

  it('when two customers order the last unit at once, then one order is placed and the other refused (409) with nothing held; the cart then refuses it', async () => {
    const dryer = byCategory('dryer');
    await catalog.collection('products').updateOne({ _id: new Types.ObjectId(dryer._id) }, { $set: { 'units.available': 1 } });
    const [first, second] = [await customerWith(dryer), await customerWith(dryer)];
    const answers = await Promise.all([first, second].map((customer) => checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    // Refused by the unit count, or, when the winner's reservation has already made the product 'rented', by the
    // checkout's look at the product before it: which one depends on timing, and both refuse with nothing held.
    expect([`${dryer.name} has no unit left to rent right now`, `${dryer.name} is no longer available. Remove it from your cart to continue.`]).toContain(
      (refused.body as { error: string }).error,
    );
    const loser = answers[0]!.status === 409 ? first : second;
    expect(await placedOrdersOf(loser.id)).toBe(0);
    await eventually(async () => expect(await bookingsOf(loser.id)).toBe(0), 15_000);
    expect(await stored(dryer._id)).toMatchObject({ stockStatus: 'rented', units: { available: 0, reserved: 1 } });

    const third = await checkout.customer('units');
    const cart = await checkout.stack.call<{ error?: string }>('POST', '/addItemsToCart', { token: third.token, body: { cartItems: [{ _id: dryer._id }] } });
    expect(cart.status).toBe(409);
    expect(cart.body.error).toBe(`${dryer.name} is not available to rent right now`);
  });
});
