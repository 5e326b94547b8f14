import { newEvent, type Connection } from '@rto/kit';
import { eventually, mailsTo } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { orderActivated, orderCancelled, orderPlaced, paymentFailed, userDeleted, userRegistered, userVerified } from '@rto/contracts';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';
import { activatedOrder, knownHere, objectId, placedOrder, receiptsTo, verifiedCustomer } from '../support/customers';

/**
 * notification hears of orders (order.placed, order.activated, order.cancelled) and payments (payment.failed) on the
 * bus: the customer gets one receipt per order once its first payment went through, at the proved address identity
 * told of, and the admin feed one notice per event. The order service's events are published here as it publishes
 * them. (Receipts held for an unproved address: test/security/mail-to-proved-addresses.test.ts.)
 */

let stack: TestStack;
let database: Connection;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      notification: (env) => startNotification(loadNotificationConfig(env)),
    },
  });
  database = await stack.database('notification');
});

afterAll(async () => {
  await stack?.stop();
});

/** A customer registered through the gateway whose address is proved, once notification knows both. */
const knownCustomer = (name = 'Rita Renter'): Promise<RegisteredCustomer> => verifiedCustomer(stack, database, name);

/** Waits until notification has handled the event (the bus's record of it is done). */
async function handled(eventId: string, timeoutMs = 10_000): Promise<void> {
  await eventually(async () => expect(await database.collection('handled_events').findOne({ _id: `notification:${eventId}` as never })).toMatchObject({ status: 'done' }), timeoutMs);
}

/** How many deliveries notification recognised as already handled, from its /metrics. */
async function duplicatesSeen(): Promise<number> {
  const metrics = await (await fetch(`${stack.services['notification']!.url}/metrics`)).text();
  return Number(/^event_bus_consumed_total\{[^}]*outcome="duplicate"[^}]*\} (\d+)$/m.exec(metrics)?.[1] ?? 0);
}

const noticesAbout = (subject: string) => database.collection('admin_notifications').find({ subject }).sort({ time: 1 }).toArray();

describe('the order receipt', () => {
  it("when an order is placed, then no receipt yet; when its first payment went through, then one receipt with its items, totals, slot and place", async () => {
    const customer = await knownCustomer('Rita Renter');
    const event = placedOrder(customer.id);
    await stack.probe.publish(event);
    await handled(event.id);
    // Placed is not paid: a card may still be declined.
    expect(await receiptsTo(customer.email)).toEqual([]);

    await stack.probe.publish(activatedOrder(event));
    const [mail] = await eventually(async () => {
      const mails = await receiptsTo(customer.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    const reference = event.data.orderId.slice(-8).toUpperCase();
    expect(mail!.subject).toBe(`Your order receipt (ref. ${reference})`);
    expect(mail!.messageId).toBe(`receipt.${event.data.orderId}@rent-to-own.mail`);
    expect(mail!.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Hello Rita Renter,',
        `Order: ${event.data.orderId} (ref. ${reference})`,
        '  - Smart TV (55-inch): $55.00',
        '  - Washer & Dryer Set (4-prong plug): $60.00',
        'Monthly total: $115.54',
        'Delivery fee: Free',
        "Today's payment: $115.54",
        'Delivery: Monday, June 10, 2030 at 3:00 PM',
        'Place: Indianapolis, Indiana',
      ]),
    );
    // The same in HTML, the names shown as text.
    for (const part of ['Smart TV (55-inch)', 'Washer &#38; Dryer Set (4-prong plug)', '$115.54', 'Monday, June 10, 2030 at 3:00 PM', 'Indianapolis, Indiana']) {
      expect(mail!.html).toContain(part);
    }
  });

  it("when one item is ordered, then the receipt shows the $25 delivery fee in today's payment", async () => {
    const customer = await knownCustomer();
    const event = placedOrder(customer.id, {
      items: [{ productId: objectId(), name: 'Refrigerator', monthlyPriceCents: 4000 }],
      monthlyTotalCents: 4000,
      deliveryFeeCents: 2500,
      todayChargeCents: 6500,
    });
    await stack.probe.publish(event);
    await stack.probe.publish(activatedOrder(event));
    const [mail] = await eventually(async () => {
      const mails = await receiptsTo(customer.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.text).toContain('  - Refrigerator: $40.00\n');
    expect(mail!.text).toContain("Monthly total: $40.00\nDelivery fee: $25.00\nToday's payment: $65.00");
  });

  it('when the card is declined (the order is cancelled, never activated), then no receipt goes out', async () => {
    const customer = await knownCustomer();
    const placed = placedOrder(customer.id);
    const declined = newEvent('order', orderCancelled, { orderId: placed.data.orderId, userId: customer.id, reason: 'payment-declined', message: 'Your card was declined.', revision: 2 });
    await stack.probe.publish(placed);
    await stack.probe.publish(declined);
    await handled(placed.id);
    await handled(declined.id);
    expect(await receiptsTo(customer.email)).toEqual([]);
  });

  it('when the payment event arrives before the order, then the receipt goes once the order is in', async () => {
    const customer = await knownCustomer();
    const placed = placedOrder(customer.id);
    const activated = activatedOrder(placed);
    await stack.probe.publish(activated);
    await handled(activated.id);
    expect(await receiptsTo(customer.email)).toEqual([]);
    await stack.probe.publish(placed);
    await eventually(async () => expect(await receiptsTo(customer.email)).toHaveLength(1));
  });

  it('when the order events are delivered again, or the order comes in a second event, then there is still one receipt (and one notice per event)', async () => {
    const customer = await knownCustomer();
    const event = placedOrder(customer.id);
    const activated = activatedOrder(event);
    await stack.probe.publish(event);
    await stack.probe.publish(activated);
    await handled(activated.id);
    await eventually(async () => expect(await receiptsTo(customer.email)).toHaveLength(1));

    const before = await duplicatesSeen();
    await stack.probe.publish(event, 2);
    await stack.probe.publish(activated);
    await eventually(async () => expect(await duplicatesSeen()).toBe(before + 3));
    // The same order in events of their own (a publisher that sent them twice): the receipt is one per order.
    const again = newEvent('order', orderPlaced, event.data);
    const activatedAgain = newEvent('order', orderActivated, activated.data);
    await stack.probe.publish(again);
    await stack.probe.publish(activatedAgain);
    await handled(again.id);
    await handled(activatedAgain.id);

    expect(await receiptsTo(customer.email)).toHaveLength(1);
    expect((await noticesAbout(event.data.orderId)).filter((notice) => notice['eventId'] === event.id)).toHaveLength(1);
    expect(await database.collection('order_receipts').countDocuments({ _id: event.data.orderId as never })).toBe(1);
  });

  it('when the order arrives before notification has heard of the customer, then the receipt follows once it has', async () => {
    const userId = objectId();
    const email = stack.email('early-bird');
    const event = placedOrder(userId);
    await stack.probe.publish(event);
    await stack.probe.publish(activatedOrder(event));
    // The admin notice does not wait for the customer.
    await eventually(async () => expect(await noticesAbout(event.data.orderId)).toHaveLength(1));

    await stack.probe.publish(newEvent('identity', userRegistered, { userId, name: 'Early Bird', email, mobile: '5550100' }));
    await stack.probe.publish(newEvent('identity', userVerified, { userId, email }));
    const [mail] = await eventually(async () => {
      const mails = await receiptsTo(email);
      expect(mails).toHaveLength(1);
      return mails;
    }, 15_000);
    expect(mail!.text.startsWith('Hello Early Bird,\n')).toBe(true);
  });

  it('when the customer changed their address, then the receipt waits for the new one to be proved and goes there; a deleted account gets none', async () => {
    const customer = await knownCustomer();
    const admin = await stack.call<{ token: string }>('POST', '/login', { body: { email: 'admin@example.com', password: 'admin-dev-password' } });
    const newEmail = stack.email('moved');
    const updated = await stack.call('PUT', `/update-user/${customer.id}`, { token: admin.body.token, body: { name: 'Rita Moved', email: newEmail, mobile: '' } });
    expect(updated.status).toBe(200);
    await knownHere(database, customer.id, { email: newEmail });

    const placed = placedOrder(customer.id);
    const activated = activatedOrder(placed);
    await stack.probe.publish(placed);
    await stack.probe.publish(activated);
    await handled(activated.id);
    // The old address was proved, the new one not yet: nothing to either.
    expect(await receiptsTo(newEmail)).toEqual([]);
    await stack.probe.publish(newEvent('identity', userVerified, { userId: customer.id, email: newEmail }));
    const [mail] = await eventually(async () => {
      const mails = await receiptsTo(newEmail);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.text.startsWith('Hello Rita Moved,\n')).toBe(true);
    expect(await receiptsTo(customer.email)).toHaveLength(0);

    const deletedId = objectId();
    const deletedEmail = stack.email('gone');
    await stack.probe.publish(newEvent('identity', userRegistered, { userId: deletedId, name: 'Gone Soon', email: deletedEmail }));
    await stack.probe.publish(newEvent('identity', userVerified, { userId: deletedId, email: deletedEmail }));
    await stack.probe.publish(newEvent('identity', userDeleted, { userId: deletedId }));
    await knownHere(database, deletedId, { email: null, name: '' });
    const late = placedOrder(deletedId);
    const lateActivated = activatedOrder(late);
    await stack.probe.publish(late);
    await stack.probe.publish(lateActivated);
    await handled(lateActivated.id);
    expect(await mailsTo(deletedEmail)).toEqual([]);
  });
});

describe('the admin feed', () => {
  it('when an order is placed, then an unread payment notice of medium priority names it with its items, at the time it was placed', async () => {
    const customer = await knownCustomer();
    const event = placedOrder(customer.id);
    await stack.probe.publish(event);
    const [notice] = await eventually(async () => {
      const found = await noticesAbout(event.data.orderId);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(notice).toMatchObject({
      type: 'payment',
      priority: 'medium',
      read: false,
      message: `New order ${event.data.orderId}: 2 items, $115.54 per month, $115.54 today; delivery 2030-06-10 at 3:00 PM`,
      items: ['Smart TV (55-inch)', 'Washer & Dryer Set (4-prong plug)'],
      eventId: event.id,
    });
    expect(notice!['time']).toEqual(new Date(event.occurredAt));
  });

  it('when an order is cancelled, then a high-priority notice says why, with the items of the order', async () => {
    const customer = await knownCustomer();
    const placed = placedOrder(customer.id);
    await stack.probe.publish(placed);
    await handled(placed.id);
    const { orderId } = placed.data;
    const cancelled = newEvent('order', orderCancelled, { orderId, userId: customer.id, reason: 'payment-declined', message: 'Your card was declined.', revision: 2 });
    await stack.probe.publish(cancelled);

    const notices = await eventually(async () => {
      const found = await noticesAbout(orderId);
      expect(found).toHaveLength(2);
      return found;
    });
    expect(notices.find((notice) => notice['eventId'] === cancelled.id)).toMatchObject({
      type: 'payment',
      priority: 'high',
      read: false,
      message: `Order ${orderId} cancelled: Your card was declined.`,
      items: ['Smart TV (55-inch)', 'Washer & Dryer Set (4-prong plug)'],
    });

    await handled(cancelled.id);
    const before = await duplicatesSeen();
    await stack.probe.publish(cancelled);
    await eventually(async () => expect(await duplicatesSeen()).toBe(before + 1));
    expect(await noticesAbout(orderId)).toHaveLength(2);
  });

  it('when a payment fails, with or without an order, then a high-priority notice gives the amount and the reason, once per event', async () => {
    const userId = objectId();
    const orderId = objectId();
    const forOrder = newEvent('billing', paymentFailed, { userId, orderId, amountCents: 11554, message: 'Your card has insufficient funds.' });
    const monthly = newEvent('billing', paymentFailed, { userId, amountCents: 4000, message: 'Your card was declined.' });
    await stack.probe.publish(forOrder, 2);
    await stack.probe.publish(monthly);
    await handled(forOrder.id);
    await handled(monthly.id);

    expect(await noticesAbout(orderId)).toEqual([
      expect.objectContaining({ type: 'payment', priority: 'high', read: false, message: `Payment of $115.54 failed for order ${orderId}: Your card has insufficient funds.`, items: [] }),
    ]);
    expect(await noticesAbout(userId)).toEqual([
      expect.objectContaining({ type: 'payment', priority: 'high', message: `Payment of $40.00 failed for customer ${userId}: Your card was declined.` }),
    ]);
  });
});
