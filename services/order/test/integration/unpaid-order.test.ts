import type { Connection } from '@rto/kit';
import { eventually } from '@rto/kit/testing';
import { Types } from 'mongoose';
import { Checkout, customerWithCart } from '../support/checkout';

/**
 * Issue 21, item 2 and item 8 (order's side): no order without payment holds a slot for long. A card refused at
 * storeBilling cancels the order placed beside it at once, whichever lands first; a customer has one unpaid order
 * at a time; a product gone from stock between cart and order places nothing.
 */

let checkout: Checkout;
let orders: Connection;
let catalog: Connection;

beforeAll(async () => {
  checkout = await Checkout.start();
  orders = await checkout.database('order');
  catalog = await checkout.database('catalog');
}, 60_000);

afterAll(async () => {
  await checkout?.stop();
});

const DECLINED = { paymentMethodId: 'pm_card_chargeDeclined' };
const statusOf = async (token: string) => (await checkout.recentOrder(token)).body.data.status;
// Well under CHECKOUT_BILLING_WAIT (10 minutes): the cancellation comes from the refusal, not from the wait.
const until = (token: string, status: string) => eventually(async () => expect(await statusOf(token)).toBe(status), 10_000);
const ordersOf = (userId: string) => orders.collection('orders').countDocuments({ user: userId });
const bookingsOf = (customerId: string) => checkout.stack.database('scheduling').then((db) => db.collection('bookings').countDocuments({ customerId, status: 'active' }));

async function expectCancelledAndFree(token: string, orderId: string): Promise<void> {
  await until(token, 'cancelled');
  const cancelled = await checkout.stack.probe.waitFor<{ orderId: string; reason: string }>('order.cancelled', (e) => e.data.orderId === orderId);
  expect(cancelled.data).toMatchObject({ reason: 'payment-declined', message: 'Your card was declined.' });
  await eventually(async () => expect((await checkout.bookingOf(orderId)).body.booking?.status).toBe('released'));
}

describe('a card refused at storeBilling', () => {
  it('when the refusal lands after the order, then the order is cancelled within seconds and its slot freed', async () => {
    const customer = await customerWithCart(checkout);
    const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
    expect(created.status).toBe(201);
    const billed = await checkout.storeBilling(customer.token, DECLINED);
    expect(billed.status).toBe(402);
    const failed = await checkout.stack.probe.waitFor<{ userId: string }>('payment.failed', (e) => e.data.userId === customer.id);
    expect(failed.data).toEqual({ userId: customer.id, amountCents: 0, message: 'Your card was declined.', stage: 'card-setup' });
    await expectCancelledAndFree(customer.token, created.body.order._id);
  });

  it('when the refusal lands before the order exists, then the order placed a moment later is cancelled at once too', async () => {
    const customer = await customerWithCart(checkout);
    expect((await checkout.storeBilling(customer.token, DECLINED)).status).toBe(402);
    // order has heard of the refusal before the order is sent.
    await eventually(async () => expect(await orders.collection('card_declines').countDocuments({ _id: customer.id as never })).toBe(1));
    const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
    expect(created.status).toBe(201);
    await expectCancelledAndFree(customer.token, created.body.order._id);
  });

  it('when both are sent at once (the SPA), then the order is cancelled; a new card a while later places an order that goes active', async () => {
    const customer = await customerWithCart(checkout);
    const slot = checkout.freshSlot();
    const [billed, created] = await Promise.all([checkout.storeBilling(customer.token, DECLINED), checkout.createOrder(customer.token, checkout.choiceFor(slot))]);
    expect([billed.status, created.status]).toEqual([402, 201]);
    await expectCancelledAndFree(customer.token, created.body.order._id);

    // As if the customer took a while to type another card: the old refusal does not reach the new attempt.
    await orders.collection('card_declines').updateOne({ _id: customer.id as never }, { $set: { at: new Date(Date.now() - 60_000) } });
    const [again, placed] = await Promise.all([checkout.storeBilling(customer.token), checkout.createOrder(customer.token, checkout.choiceFor(slot, { totalCost: 126 }))]);
    expect([again.status, placed.status]).toEqual([201, 201]);
    expect(placed.body.order._id).not.toBe(created.body.order._id);
    await until(customer.token, 'active');
  });

  it('when the same choice is sent again with a new Idempotency-Key after a refusal, then a new order is placed; the old key still answers the cancelled one', async () => {
    const customer = await customerWithCart(checkout);
    const choice = checkout.choiceFor(checkout.freshSlot());
    const first = { 'Idempotency-Key': `first-${customer.id}` };
    const [billed, created] = await Promise.all([checkout.storeBilling(customer.token, DECLINED), checkout.createOrder(customer.token, choice, first)]);
    expect([billed.status, created.status]).toEqual([402, 201]);
    await expectCancelledAndFree(customer.token, created.body.order._id);
    await orders.collection('card_declines').updateOne({ _id: customer.id as never }, { $set: { at: new Date(Date.now() - 60_000) } });

    // Within the minute in which the same choice answers the same order: a cancelled order is not that answer.
    expect((await checkout.storeBilling(customer.token)).status).toBe(201);
    const placed = await checkout.createOrder(customer.token, choice, { 'Idempotency-Key': `second-${customer.id}` });
    expect(placed.status).toBe(201);
    expect(placed.body.order._id).not.toBe(created.body.order._id);
    await until(customer.token, 'active');
    const repeated = await checkout.createOrder(customer.token, choice, first);
    expect(repeated.body.order).toMatchObject({ _id: created.body.order._id, status: 'cancelled' });
  });

  it("when another customer's card is refused, then this customer's waiting order is left alone", async () => {
    const waiting = await customerWithCart(checkout, 'waiting');
    const created = await checkout.createOrder(waiting.token, checkout.choiceFor(checkout.freshSlot()));
    const other = await customerWithCart(checkout, 'other');
    expect((await checkout.storeBilling(other.token, DECLINED)).status).toBe(402);
    await eventually(async () => expect(await orders.collection('card_declines').countDocuments({ _id: other.id as never })).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await statusOf(waiting.token)).toBe('pending');
    expect((await checkout.bookingOf(created.body.order._id)).body.booking?.status).toBe('active');
  });
});

describe('one unpaid order per customer', () => {
  it('when an order waits for payment, then its slot is held for CHECKOUT_BILLING_WAIT (10 minutes by default)', async () => {
    const customer = await customerWithCart(checkout);
    const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
    const order = await orders.collection('orders').findOne({ _id: new Types.ObjectId(created.body.order._id) });
    const heldMs = order!['checkout'].billingDeadline.getTime() - order!['placedAt'].getTime();
    expect(heldMs).toBe(10 * 60_000);
  });

  it('when another choice is sent while one waits, then 409 names the first; the same choice again is the first order', async () => {
    const customer = await customerWithCart(checkout);
    const first = checkout.freshSlot();
    const placed = await checkout.createOrder(customer.token, checkout.choiceFor(first));
    const other = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
    expect(other.status).toBe(409);
    expect(other.body).toEqual({
      error: `You already have an order awaiting payment, for delivery on ${first.deliveryDate} at ${first.deliveryTime}. Finish its payment, or wait until it is released.`,
      orderId: placed.body.order._id,
      ...first,
    });
    const finish = await checkout.createOrder(customer.token, checkout.choiceFor(first, { totalCost: 130 }), { 'idempotency-key': `finish-${customer.id}` });
    expect(finish.status).toBe(201);
    expect(finish.body.order._id).toBe(placed.body.order._id);
    expect(await ordersOf(customer.id)).toBe(1);
    expect(await bookingsOf(customer.id)).toBe(1);
  });

  it('when the same choice is sent twice at once with two Idempotency-Keys, then both get the one order', async () => {
    const customer = await customerWithCart(checkout);
    const choice = checkout.choiceFor(checkout.freshSlot());
    const answers = await Promise.all(['a', 'b'].map((key) => checkout.createOrder(customer.token, choice, { 'idempotency-key': `${key}-${customer.id}` })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0]!.body.order._id).toBe(answers[1]!.body.order._id);
    expect(await ordersOf(customer.id)).toBe(1);
    expect(await bookingsOf(customer.id)).toBe(1);
  });

  it('when Finish payment sends billing and the same choice again, then the waiting order is the one that goes active', async () => {
    const customer = await customerWithCart(checkout);
    const slot = checkout.freshSlot();
    const waiting = await checkout.createOrder(customer.token, checkout.choiceFor(slot));
    const [billed, finished] = await Promise.all([checkout.storeBilling(customer.token), checkout.createOrder(customer.token, checkout.choiceFor(slot, { totalCost: 140 }))]);
    expect([billed.status, finished.status]).toEqual([201, 201]);
    expect(finished.body.order._id).toBe(waiting.body.order._id);
    await until(customer.token, 'active');
    expect(await ordersOf(customer.id)).toBe(1);
  });

  it('when two different choices are sent at once, then one order is placed and the other answered 409, one slot held', async () => {
    const customer = await customerWithCart(checkout);
    const answers = await Promise.all([checkout.freshSlot(), checkout.freshSlot(), checkout.freshSlot()].map((slot) => checkout.createOrder(customer.token, checkout.choiceFor(slot))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    await eventually(async () => expect(await bookingsOf(customer.id)).toBe(1));
    expect(await orders.collection('orders').countDocuments({ user: customer.id, status: 'pending' })).toBe(1);
  });

  it("when another customer has an order waiting for payment, then this customer's order is placed", async () => {
    const first = await customerWithCart(checkout, 'first');
    const second = await customerWithCart(checkout, 'second');
    expect((await checkout.createOrder(first.token, checkout.choiceFor(checkout.freshSlot()))).status).toBe(201);
    expect((await checkout.createOrder(second.token, checkout.choiceFor(checkout.freshSlot()))).status).toBe(201);
  });

  it('when the waiting order was cancelled, then a new choice is placed', async () => {
    const customer = await customerWithCart(checkout);
    const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
    expect((await checkout.storeBilling(customer.token, DECLINED)).status).toBe(402);
    await expectCancelledAndFree(customer.token, created.body.order._id);
    await orders.collection('card_declines').updateOne({ _id: customer.id as never }, { $set: { at: new Date(Date.now() - 60_000) } });
    await checkout.fillCart(customer.token);
    expect((await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()))).status).toBe(201);
  });
});

describe('a product gone from stock between cart and order', () => {
  it.each(['rented', 'maintenance', 'discontinued'])('when it became %s, then 409 names it and nothing is placed or claimed', async (stock) => {
    const customer = await customerWithCart(checkout);
    const { fridge } = checkout.products;
    await catalog.collection('products').updateOne({ _id: new Types.ObjectId(fridge._id) }, { $set: { stockStatus: stock } });
    try {
      const refused = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ error: `${fridge.name} is no longer available. Remove it from your cart to continue.`, productId: fridge._id });
      expect(await ordersOf(customer.id)).toBe(0);
      expect(await bookingsOf(customer.id)).toBe(0);
    } finally {
      await catalog.collection('products').updateOne({ _id: new Types.ObjectId(fridge._id) }, { $set: { stockStatus: 'available' } });
    }
  });

  it('when it is low, then the order is placed', async () => {
    const customer = await customerWithCart(checkout);
    const { fridge } = checkout.products;
    await catalog.collection('products').updateOne({ _id: new Types.ObjectId(fridge._id) }, { $set: { stockStatus: 'low' } });
    try {
      expect((await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()))).status).toBe(201);
    } finally {
      await catalog.collection('products').updateOne({ _id: new Types.ObjectId(fridge._id) }, { $set: { stockStatus: 'available' } });
    }
  });
});
