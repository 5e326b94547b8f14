import type { Connection } from '@rto/kit';
import { eventually } from '@rto/kit/testing';
import { Checkout, customerWithCart, type OrderView } from '../support/checkout';

/**
 * The checkout of spec 2.6 and docs/architecture.md through the real gateway: identity, catalog, cart, scheduling,
 * billing (the sandbox provider) and order, each in-process against the real test servers. The SPA sends
 * storeBilling and createOrder together; either may arrive first.
 */

let checkout: Checkout;
let orders: Connection;
let billing: Connection;
let scheduling: Connection;

beforeAll(async () => {
  checkout = await Checkout.start();
  orders = await checkout.database('order');
  billing = await checkout.database('billing');
  scheduling = await checkout.database('scheduling');
}, 60_000);

afterAll(async () => {
  await checkout?.stop();
});

const statusOf = async (token: string) => (await checkout.recentOrder(token)).body.data.status;
const until = (token: string, status: string) => eventually(async () => expect(await statusOf(token)).toBe(status), 15_000);
const ordersOf = (userId: string) => orders.collection('orders').countDocuments({ user: userId });
const bookingsOf = (customerId: string) => scheduling.collection('bookings').countDocuments({ customerId, status: 'active' });
/** Waits until the saga has asked billing for the customer's order once, heard "no billing yet" and put it to rest. */
const billingAskedOnce = (userId: string) =>
  eventually(async () => {
    const order = await orders.collection('orders').findOne({ user: userId });
    expect(order).toMatchObject({ checkout: { step: 'billing', leaseBy: null } });
    expect(order!['checkout'].nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

describe('a whole checkout', () => {
  it('when a customer with a TV and a refrigerator submits billing and the order, then the order is active, the slot booked and the cart empty', async () => {
    const { tv, fridge } = checkout.products;
    const customer = await customerWithCart(checkout);
    const slot = checkout.freshSlot();
    const [billed, created] = await Promise.all([checkout.storeBilling(customer.token), checkout.createOrder(customer.token, checkout.choiceFor(slot))]);
    expect(billed.status).toBe(201);
    expect(created.status).toBe(201);

    const monthly = Math.round(tv.monthly_price * 100) * 50 + Math.round(fridge.monthly_price * 100);
    const order = created.body.order;
    expect(created.body.message).toBe('Order created');
    expect(order).toMatchObject({
      user: customer.id,
      deliveryDate: slot.deliveryDate,
      deliveryTime: slot.deliveryTime,
      location: [{ lat: 39.7684, lng: -86.1581 }],
      locationName: 'Indianapolis, Indiana',
      monthlyTotal: monthly / 100,
      deliveryFee: 0,
      totalToday: monthly / 100,
      comboItem: [],
      cancellation: null,
    });
    expect(order.items).toEqual([
      { _id: tv._id, name: tv.name, monthly_price: (Math.round(tv.monthly_price * 100) * 50) / 100, stock_status: tv.stock_status, photo: tv.photo, category: tv.category, tvSize: 50 },
      { _id: fridge._id, name: fridge.name, monthly_price: fridge.monthly_price, stock_status: fridge.stock_status, photo: fridge.photo, category: fridge.category },
    ]);

    await until(customer.token, 'active');
    const recent = await checkout.recentOrder(customer.token);
    expect(recent.body.data).toMatchObject({ _id: order._id, deliveryDate: slot.deliveryDate, items: order.items, status: 'active' });

    const booking = await checkout.bookingOf(order._id);
    expect(booking.body.booking).toMatchObject({ status: 'active', ...slot });
    await eventually(async () => expect((await checkout.cartOf(customer.token)).body.cartItems).toEqual({ items: [], tvSize: null, monthlyTotalCents: 0, deliveryFeeCents: 0, totalTodayCents: 0 }));

    // One subscription for the order, for its monthly total, and today's payment taken once.
    const subscriptions = await billing.collection('subscriptions').find({ orderId: order._id }).toArray();
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]).toMatchObject({ status: 'active', monthlyTotalCents: monthly, deliveryFeeCents: 0 });
    const stored = await orders.collection('orders').findOne({ user: customer.id });
    expect(stored).toMatchObject({ status: 'active', subscriptionId: subscriptions[0]!['subscriptionId'] });
    expect(await billing.collection('invoices').find({ orderId: order._id }).toArray()).toEqual([expect.objectContaining({ status: 'paid', amountCents: monthly })]);

    const placed = await checkout.stack.probe.waitFor<{ orderId: string; items: unknown[]; todayChargeCents: number; revision: number }>('order.placed', (e) => e.data.orderId === order._id);
    expect(placed.data).toMatchObject({ userId: customer.id, monthlyTotalCents: monthly, deliveryFeeCents: 0, todayChargeCents: monthly, ...slot, locationName: 'Indianapolis, Indiana', revision: 1 });
    expect(placed.data.items).toEqual([
      { productId: tv._id, name: tv.name, monthlyPriceCents: Math.round(tv.monthly_price * 100) * 50, tvSize: 50 },
      { productId: fridge._id, name: fridge.name, monthlyPriceCents: Math.round(fridge.monthly_price * 100) },
    ]);
    const activated = await checkout.stack.probe.waitFor<{ orderId: string; revision: number }>('order.activated', (e) => e.data.orderId === order._id);
    expect(activated.data).toEqual({ orderId: order._id, userId: customer.id, subscriptionId: subscriptions[0]!['subscriptionId'], revision: expect.any(Number) });
    // Later than the placing: 2, or 3 when order heard billing's invoice.paid (written while the subscription started)
    // before the saga's own answer came back, which the order records under a revision of its own.
    expect(activated.data.revision).toBeGreaterThan(placed.data.revision);
  });

  it("when one item is ordered, then today's payment adds the $25 delivery fee, taken with the first payment", async () => {
    const { combo } = checkout.products;
    const customer = await checkout.customer();
    await checkout.fillCart(customer.token, [{ ...combo, comboItem: { plugType: '4-prong' } }]);
    await checkout.storeBilling(customer.token);
    const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
    expect(created.status).toBe(201);
    const monthly = Math.round(combo.monthly_price * 100);
    expect(created.body.order).toMatchObject({ monthlyTotal: monthly / 100, deliveryFee: 25, totalToday: (monthly + 2_500) / 100 });
    expect(created.body.order.items[0]).toMatchObject({ _id: combo._id, comboItem: { plugType: '4-prong', plugDescription: '4-prong 220V USA Homes' } });
    expect(created.body.order.comboItem).toEqual([{ _id: combo._id, name: combo.name, plugType: '4-prong', plugDescription: '4-prong 220V USA Homes', monthly_price: 0 }]);

    await until(customer.token, 'active');
    const invoices = await billing.collection('invoices').find({ orderId: created.body.order._id }).toArray();
    expect(invoices).toEqual([expect.objectContaining({ status: 'paid', amountCents: monthly + 2_500 })]);
  });

  it.each([
    ['before', 'billing first'],
    ['after', 'the order first'],
  ])('when storeBilling arrives %s createOrder (%s), then the order ends active all the same', async (when) => {
    const customer = await customerWithCart(checkout);
    const choice = checkout.choiceFor(checkout.freshSlot());
    if (when === 'before') expect((await checkout.storeBilling(customer.token)).status).toBe(201);
    const created = await checkout.createOrder(customer.token, choice);
    expect(created.status).toBe(201);
    if (when === 'after') {
      // The order waits for billing, holding its slot.
      expect(await statusOf(customer.token)).toBe('pending');
      expect((await checkout.bookingOf(created.body.order._id)).body.booking?.status).toBe('active');
      expect((await checkout.storeBilling(customer.token)).status).toBe(201);
    }
    await until(customer.token, 'active');
    expect(await billing.collection('subscriptions').countDocuments({ orderId: created.body.order._id })).toBe(1);
  });
});

describe('a declined card', () => {
  it('when the card attaches but its first payment is refused, then the order is cancelled, the slot free again and the customer told', async () => {
    const customer = await customerWithCart(checkout);
    const slot = checkout.freshSlot();
    const [billed, created] = await Promise.all([
      checkout.storeBilling(customer.token, { paymentMethodId: 'pm_card_chargeCustomerFail' }),
      checkout.createOrder(customer.token, checkout.choiceFor(slot)),
    ]);
    expect(billed.status).toBe(201);
    expect(created.status).toBe(201);
    const orderId = created.body.order._id;

    await until(customer.token, 'cancelled');
    await eventually(async () => expect((await checkout.bookingOf(orderId)).body.booking?.status).toBe('released'));
    const calendar = await checkout.stack.call<{ orders: Array<{ deliveryDate: string; deliveryTime: string }> }>('GET', '/verifyCalandar', { token: customer.token });
    expect(calendar.body.orders).not.toContainEqual(slot);

    const cancelled = await checkout.stack.probe.waitFor<{ orderId: string }>('order.cancelled', (e) => e.data.orderId === orderId);
    expect(cancelled.data).toEqual({ orderId, userId: customer.id, reason: 'payment-declined', message: 'Your card was declined.', revision: 2 });
    const failed = await checkout.stack.probe.waitFor<{ orderId?: string }>('payment.failed', (e) => e.data.orderId === orderId);
    expect(failed.data).toEqual({ userId: customer.id, orderId, amountCents: created.body.order.totalToday * 100, message: 'Your card was declined.' });
    await eventually(async () =>
      expect(await orders.collection('orders').findOne({ user: customer.id })).toMatchObject({
        status: 'cancelled',
        subscriptionId: null,
        cancellation: { reason: 'payment-declined', message: 'Your card was declined.' },
        checkout: { step: 'done' },
      }),
    );

    // The slot is free for the next customer.
    const next = await customerWithCart(checkout, 'next');
    await checkout.storeBilling(next.token);
    expect((await checkout.createOrder(next.token, checkout.choiceFor(slot))).status).toBe(201);
    await until(next.token, 'active');
  });
});

describe('the same order sent twice', () => {
  it('when createOrder is sent again with the same Idempotency-Key, then the same order is answered and one slot is booked', async () => {
    const customer = await customerWithCart(checkout);
    const choice = checkout.choiceFor(checkout.freshSlot());
    const headers = { 'idempotency-key': `checkout-${customer.id}` };
    const first = await checkout.createOrder(customer.token, choice, headers);
    const again = await checkout.createOrder(customer.token, choice, headers);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(customer.id)).toBe(1);
    expect(await bookingsOf(customer.id)).toBe(1);

    const misused = await checkout.createOrder(customer.token, { ...choice, locationName: 'Carmel, Indiana' }, headers);
    expect(misused.status).toBe(422);
    expect(misused.body).toEqual({ error: 'This Idempotency-Key was already used for a different order' });
  });

  it("when another customer sends a victim's Idempotency-Key with the victim's choice, then they get an order of their own, never the victim's", async () => {
    const victim = await customerWithCart(checkout, 'victim');
    const attacker = await customerWithCart(checkout, 'attacker');
    const headers = { 'idempotency-key': `shared-${victim.id}` };
    const placed = await checkout.createOrder(victim.token, checkout.choiceFor(checkout.freshSlot()), headers);
    expect(placed.status).toBe(201);
    const replayed = await checkout.createOrder(attacker.token, checkout.choiceFor(checkout.freshSlot()), headers);
    expect(replayed.status).toBe(201);
    expect(replayed.body.order._id).not.toBe(placed.body.order._id);
    expect(JSON.stringify(replayed.body)).not.toContain(victim.id);
    expect(await ordersOf(victim.id)).toBe(1);
    expect(await ordersOf(attacker.id)).toBe(1);
  });

  it('when the same request comes three times at once without a key (a double click), then one order, one booking, the same answer', async () => {
    const customer = await customerWithCart(checkout);
    const choice = checkout.choiceFor(checkout.freshSlot());
    const answers = await Promise.all([1, 2, 3].map(() => checkout.createOrder(customer.token, choice)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.order._id)).size).toBe(1);
    expect(await ordersOf(customer.id)).toBe(1);
    expect(await bookingsOf(customer.id)).toBe(1);

    // And again a moment later (the cart is kept until the first payment, issue 21 item 3): still that order.
    const later = await checkout.createOrder(customer.token, choice);
    expect(later.status).toBe(201);
    expect(later.body.order._id).toBe(answers[0]!.body.order._id);
  });

  it('when the checkout is submitted again after the window while its order still waits for billing, then it is the same order', async () => {
    const customer = await customerWithCart(checkout);
    const slot = checkout.freshSlot();
    const first = await checkout.createOrder(customer.token, checkout.choiceFor(slot, { totalCost: 100 }));
    // Another total (not the same request), the same slot: the customer's pending order, not a 409 from their own booking.
    const again = await checkout.createOrder(customer.token, checkout.choiceFor(slot, { totalCost: 101 }));
    expect(again.status).toBe(201);
    expect(again.body.order._id).toBe(first.body.order._id);
    expect(await ordersOf(customer.id)).toBe(1);
  });
});

describe('what createOrder refuses', () => {
  it('when the slot was taken by another customer, then 409 says so and no order is kept', async () => {
    const slot = checkout.freshSlot();
    const first = await customerWithCart(checkout, 'first');
    expect((await checkout.createOrder(first.token, checkout.choiceFor(slot))).status).toBe(201);

    const second = await customerWithCart(checkout, 'second');
    const refused = await checkout.createOrder(second.token, checkout.choiceFor(slot));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: 'This time slot is already booked' });
    expect(await ordersOf(second.id)).toBe(0);
    expect((await checkout.recentOrder(second.token)).status).toBe(404);
    // Their cart is left as it was, to pick another slot.
    expect((await checkout.cartOf(second.token)).body.cartItems.items).toHaveLength(2);
  });

  it('when the cart is empty, then 400 says so', async () => {
    const customer = await checkout.customer();
    const refused = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'Your cart is empty: please add an appliance before placing an order' });
    expect(await ordersOf(customer.id)).toBe(0);
  });

  it.each([
    [{ deliveryDate: '2020-01-01' }, 422, 'This delivery date has passed, please choose another date'],
    [{ deliveryDate: '2031-02-30' }, 422, 'Delivery date must be a date like 2030-06-30'],
    [{ deliveryDate: '2099-06-30' }, 422, 'Deliveries can be booked at most 365 days ahead'],
    [{ deliveryDate: '30/06/2030' }, 400, 'Delivery date must be a date like 2030-06-30'],
    [{ deliveryTime: '8:00 PM' }, 400, 'Delivery time must be one of the 12 delivery slots, 8:00 AM to 7:00 PM'],
    [{ location: undefined }, 400, 'Please select a delivery location'],
    [{ location: { lat: 100, lng: 0 } }, 400, 'location.lat must be a latitude between -90 and 90'],
    [{ totalCost: 'lots' }, 400, 'totalCost must be an amount of dollars'],
  ])('when the choice has %j, then %i says "%s" and nothing is booked', async (overrides, status, error) => {
    const customer = await customerWithCart(checkout);
    const refused = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot(), overrides));
    expect(refused.status).toBe(status);
    expect(refused.body).toEqual({ error });
    expect(await ordersOf(customer.id)).toBe(0);
    expect(await bookingsOf(customer.id)).toBe(0);
  });

  it('when the body names its own prices (a cent total, $0 items, no delivery fee), then the server prices the cart and the client figures are ignored', async () => {
    const { tv, fridge } = checkout.products;
    const customer = await customerWithCart(checkout);
    const forged = checkout.choiceFor(checkout.freshSlot(), {
      totalCost: 0.01,
      monthlyTotal: 0.01,
      totalToday: 0.01,
      deliveryFee: 0,
      monthlyTotalCents: 1,
      items: [{ _id: tv._id, monthly_price: 0, tvSize: 1 }],
    });
    const created = await checkout.createOrder(customer.token, forged);
    expect(created.status).toBe(201);
    const monthly = Math.round(tv.monthly_price * 100) * 50 + Math.round(fridge.monthly_price * 100);
    expect(created.body.order).toMatchObject({ monthlyTotal: monthly / 100, totalToday: monthly / 100 });
    expect(await orders.collection('orders').findOne({ user: customer.id })).toMatchObject({ monthlyTotalCents: monthly, todayChargeCents: monthly, clientTotalCost: 0.01 });
  });

  it('when there is no token, then 401; an Idempotency-Key that is not one, 400', async () => {
    expect((await checkout.createOrder('', checkout.choiceFor(checkout.freshSlot()))).status).toBe(401);
    expect((await checkout.stack.call('GET', '/getRecentOrder')).status).toBe(401);
    const customer = await customerWithCart(checkout);
    const refused = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()), { 'idempotency-key': 'x'.repeat(201) });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'Idempotency-Key must be 1 to 200 visible characters' });
  });
});

describe('reading the recent order', () => {
  it("when two customers have ordered, then each reads only their own; one who never ordered gets 404", async () => {
    const first = await customerWithCart(checkout, 'first');
    const second = await customerWithCart(checkout, 'second');
    const mine = await checkout.createOrder(first.token, checkout.choiceFor(checkout.freshSlot()));
    const theirs = await checkout.createOrder(second.token, checkout.choiceFor(checkout.freshSlot()));
    expect((await checkout.recentOrder(first.token)).body.data._id).toBe(mine.body.order._id);
    expect((await checkout.recentOrder(second.token)).body.data._id).toBe(theirs.body.order._id);

    const stranger = await checkout.customer('stranger');
    const none = await checkout.recentOrder(stranger.token);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ error: 'You have not placed an order yet' });
  });

  it('when the confirmation page reads it, then it has the id, the items with their monthly price and the delivery date', async () => {
    const customer = await customerWithCart(checkout);
    const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
    const { data } = (await checkout.recentOrder(customer.token)).body as { data: OrderView };
    expect(Object.keys(data).sort()).toEqual(['_id', 'addressNeeded', 'createdAt', 'deliveryAddress', 'deliveryDate', 'deliveryFee', 'deliveryTime', 'items', 'locationName', 'monthlyTotal', 'status', 'totalToday']);
    expect(data).toMatchObject({ _id: created.body.order._id, items: created.body.order.items, deliveryDate: created.body.order.deliveryDate });
  });
});

describe('an order that never gets billing', () => {
  it('when its wait for billing runs out, then it is cancelled, told, and its slot released', async () => {
    const customer = await customerWithCart(checkout);
    const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
    const orderId = created.body.order._id;
    await billingAskedOnce(customer.id);
    // As if CHECKOUT_BILLING_WAIT had passed: the deadline is now.
    await orders.collection('orders').updateOne({ user: customer.id }, { $set: { 'checkout.billingDeadline': new Date(), 'checkout.nextAttemptAt': new Date() } });

    await until(customer.token, 'cancelled');
    const cancelled = await checkout.stack.probe.waitFor<{ orderId: string; reason: string }>('order.cancelled', (e) => e.data.orderId === orderId);
    expect(cancelled.data.reason).toBe('billing-not-completed');
    await eventually(async () => expect((await checkout.bookingOf(orderId)).body.booking?.status).toBe('released'));
    // Billing stored afterwards starts nothing for it.
    await checkout.storeBilling(customer.token);
    await checkout.stack.probe.waitFor<{ userId: string }>('billing.stored', (e) => e.data.userId === customer.id);
    expect(await billing.collection('subscriptions').countDocuments({ orderId })).toBe(0);
  });

  it('when a crash left an order whose slot was claimed but never placed, then the saga releases the slot and nobody hears of it', async () => {
    const customer = await customerWithCart(checkout);
    const slot = checkout.freshSlot();
    const created = await checkout.createOrder(customer.token, checkout.choiceFor(slot));
    await billingAskedOnce(customer.id);
    // Turn it back into the draft a crash between the claim and the placing would leave, its time up.
    await orders.collection('orders').updateOne(
      { user: customer.id },
      { $set: { placedAt: null, status: 'pending', 'checkout.step': 'slot', 'checkout.nextAttemptAt': new Date(), 'checkout.leaseUntil': null } },
    );
    await eventually(async () => expect((await checkout.bookingOf(created.body.order._id)).body.booking?.status).toBe('released'), 15_000);
    await eventually(async () =>
      expect(await orders.collection('orders').findOne({ user: customer.id })).toMatchObject({ status: 'cancelled', cancellation: { reason: 'not-placed' }, checkout: { step: 'done' } }),
    );
    expect(checkout.stack.probe.all('order.cancelled').filter((e) => (e.data as { orderId: string }).orderId === created.body.order._id)).toEqual([]);
  });
});
