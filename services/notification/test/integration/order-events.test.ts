import { randomBytes } from 'node:crypto';
import { newEvent, type Connection, type EventOf } from '@rto/kit';
import { eventually, mailsTo } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { userDeleted, userRegistered } from '@rto/identity/events';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { orderCancelled, orderPlaced } from '@rto/order/events';
import { paymentFailed } from '@rto/billing/events';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';

/**
 * notification hears of orders (order.placed, order.cancelled) and payments (payment.failed) on the bus: the
 * customer gets one receipt per order, at the address identity told of, and the admin feed one notice per event.
 * The order service's events are published here as it will publish them.
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

const objectId = () => randomBytes(12).toString('hex');

/** An order of a 55" TV and a washer and dryer set: two items, so no delivery fee (spec 9). */
function placedOrder(userId: string, overrides: Partial<EventOf<typeof orderPlaced>['data']> = {}) {
  return newEvent('order', orderPlaced, {
    orderId: objectId(),
    userId,
    items: [
      { productId: objectId(), name: 'Smart TV', monthlyPriceCents: 5500, tvSize: 55 },
      { productId: objectId(), name: 'Washer & Dryer Set', monthlyPriceCents: 6000, plugType: '4-prong' },
    ],
    monthlyTotalCents: 11554,
    deliveryFeeCents: 0,
    todayChargeCents: 11554,
    deliveryDate: '2030-06-10',
    deliveryTime: '3:00 PM',
    locationName: 'Indianapolis, Indiana',
    revision: 1,
    ...overrides,
  });
}

/** A customer registered through the gateway, once notification knows where their e-mail goes. */
async function knownCustomer(name = 'Rita Renter'): Promise<RegisteredCustomer> {
  const customer = await stack.registerCustomer({ name, email: stack.email('renter') });
  await eventually(async () => expect(await database.collection('customers').findOne({ _id: customer.id as never })).toMatchObject({ email: customer.email.toLowerCase() }));
  return customer;
}

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
  it("when an order is placed, then the customer gets one receipt with its items, monthly total, today's payment, delivery slot and place", async () => {
    const customer = await knownCustomer('Rita Renter');
    const event = placedOrder(customer.id);
    await stack.probe.publish(event);

    const [mail] = await eventually(async () => {
      const mails = await mailsTo(customer.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    const reference = event.data.orderId.slice(-8).toUpperCase();
    expect(mail!.subject).toBe(`Your order receipt (ref. ${reference})`);
    expect(mail!.messageId).toBe(`notification.${event.id}@rent-to-own.mail`);
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
    const [mail] = await eventually(async () => {
      const mails = await mailsTo(customer.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.text).toContain('  - Refrigerator: $40.00\n');
    expect(mail!.text).toContain("Monthly total: $40.00\nDelivery fee: $25.00\nToday's payment: $65.00");
  });

  it('when the same order.placed is delivered again, or the order comes in a second event, then there is still one receipt (and one notice per event)', async () => {
    const customer = await knownCustomer();
    const event = placedOrder(customer.id);
    await stack.probe.publish(event);
    await handled(event.id);
    await eventually(async () => expect(await mailsTo(customer.email)).toHaveLength(1));

    const before = await duplicatesSeen();
    await stack.probe.publish(event, 2);
    await eventually(async () => expect(await duplicatesSeen()).toBe(before + 2));
    // The same order in an event of its own (a publisher that sent it twice): the receipt is one per order.
    const again = newEvent('order', orderPlaced, event.data);
    await stack.probe.publish(again);
    await handled(again.id);

    expect(await mailsTo(customer.email)).toHaveLength(1);
    expect((await noticesAbout(event.data.orderId)).filter((notice) => notice['eventId'] === event.id)).toHaveLength(1);
    expect(await database.collection('order_receipts').countDocuments({ _id: event.data.orderId as never })).toBe(1);
  });

  it('when the order arrives before notification has heard of the customer, then the receipt follows once it has', async () => {
    const userId = objectId();
    const email = stack.email('early-bird');
    const event = placedOrder(userId);
    await stack.probe.publish(event);
    // The admin notice does not wait for the customer.
    await eventually(async () => expect(await noticesAbout(event.data.orderId)).toHaveLength(1));

    await stack.probe.publish(newEvent('identity', userRegistered, { userId, name: 'Early Bird', email, mobile: '5550100' }));
    // The bus tries the order again after a second.
    const [mail] = await eventually(async () => {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      return mails;
    }, 15_000);
    expect(mail!.text.startsWith('Hello Early Bird,\n')).toBe(true);
  });

  it('when the customer changed their address, then the receipt goes to the new one; when the account was deleted, to nobody', async () => {
    const customer = await knownCustomer();
    const admin = await stack.call<{ token: string }>('POST', '/login', { body: { email: 'admin@example.com', password: 'admin-dev-password' } });
    const newEmail = stack.email('moved');
    const updated = await stack.call('PUT', `/update-user/${customer.id}`, { token: admin.body.token, body: { name: 'Rita Moved', email: newEmail, mobile: '' } });
    expect(updated.status).toBe(200);
    await eventually(async () => expect(await database.collection('customers').findOne({ _id: customer.id as never })).toMatchObject({ email: newEmail }));

    await stack.probe.publish(placedOrder(customer.id));
    const [mail] = await eventually(async () => {
      const mails = await mailsTo(newEmail);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.text.startsWith('Hello Rita Moved,\n')).toBe(true);
    expect(await mailsTo(customer.email)).toHaveLength(0);

    const deletedId = objectId();
    const deletedEmail = stack.email('gone');
    await stack.probe.publish(newEvent('identity', userRegistered, { userId: deletedId, name: 'Gone Soon', email: deletedEmail }));
    await stack.probe.publish(newEvent('identity', userDeleted, { userId: deletedId }));
    await eventually(async () => expect(await database.collection('customers').findOne({ _id: deletedId as never })).toMatchObject({ email: null, name: '' }));
    const late = placedOrder(deletedId);
    await stack.probe.publish(late);
    await handled(late.id);
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
