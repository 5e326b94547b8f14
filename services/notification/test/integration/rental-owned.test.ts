import { newEvent, type Connection } from '@rto/kit';
import { eventually, mailsTo } from '@rto/kit/testing';
import { orderReturnBooked, orderReturned, rentalOwned, repairRequested } from '@rto/contracts';
import type { TestStack } from '../../../../test-support/stack';
import { useMailingStack } from '../support/notification-stack';
import { knownHere, objectId, placedOrder, verifiedCustomer } from '../support/customers';

/**
 * billing's rental.owned (an order's last payment, or its payoff): the customer is e-mailed that the items are now
 * theirs, with the order, the final payment and a link to My Account, at a proved address only, once per event; the
 * admin feed gets one notice per event.
 */

const PUBLIC_URL = 'https://store.example.com';
let stack: TestStack;
let database: Connection;

useMailingStack((running) => ({ stack, database } = running), PUBLIC_URL);

const owned = (userId: string, orderId: string, data: Partial<ReturnType<typeof newEvent<typeof rentalOwned>>['data']> = {}) =>
  newEvent('billing', rentalOwned, { userId, orderId, reason: 'payoff', ownedAt: '2030-07-03T15:00:00.000Z', invoiceId: `in_${objectId()}`, finalPaymentCents: 46_000, ...data });
const ownedMailsTo = async (address: string) => (await mailsTo(address)).filter((mail) => mail.subject.startsWith("It's yours"));
/** The placed order is kept (its receipt): what names the order's items. */
const placedHere = (orderId: string) =>
  eventually(async () => expect(await database.collection('order_receipts').findOne({ _id: orderId as never })).toMatchObject({ order: expect.objectContaining({ orderId }) }));
/** A customer with a proved address whose order placed here (its receipt kept). */
async function customerWithOrderPlaced() {
  const customer = await verifiedCustomer(stack, database);
  const placed = placedOrder(customer.id);
  await stack.probe.publish(placed);
  await placedHere(placed.data.orderId);
  return { customer, placed };
}
const handled = (eventId: string) =>
  eventually(async () => expect(await database.collection('handled_events').findOne({ _id: `notification:${eventId}` as never })).toMatchObject({ status: 'done' }));
const noticesOf = (orderId: string) => database.collection('admin_notifications').find({ subject: orderId, message: /is owned/ }).toArray();

describe('a rental owned', () => {
  it('when an order is paid off, then the customer is e-mailed once that its items are theirs, with the order, the payoff and My Account, and the feed tells the admin', async () => {
    const { customer, placed } = await customerWithOrderPlaced();
    const event = owned(customer.id, placed.data.orderId);
    await stack.probe.publish(event);
    await stack.probe.publish(event);

    const [mail] = await eventually(async () => {
      const mails = await ownedMailsTo(customer.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    const reference = placed.data.orderId.slice(-8).toUpperCase();
    expect(mail!.subject).toBe(`It's yours: the Smart TV (55-inch) and the Washer & Dryer Set (4-prong plug) are now yours (ref. ${reference})`);
    expect(mail!.text).toContain(`Your early purchase payoff of $460.00 was received on July 3, 2030, so your rental (order ${placed.data.orderId}) is complete`);
    expect(mail!.text).toContain(`My Account: ${PUBLIC_URL}/dashboard`);
    expect(mail!.html).toContain(`<a href="${PUBLIC_URL}/dashboard">My Account</a>`);
    expect(mail!.html).toContain('Washer &#38; Dryer Set');
    await eventually(async () =>
      expect(await noticesOf(placed.data.orderId)).toEqual([
        expect.objectContaining({
          type: 'payment',
          message: `Order ${placed.data.orderId} is owned by the customer: early purchase payoff of $460.00 paid`,
          items: expect.arrayContaining([expect.stringContaining('Smart TV')]),
        }),
      ]),
    );
  }, 30_000);

  it('when one item of a two-item order was repaired, then the e-mail and the notice still name both items, not the repaired one alone', async () => {
    const { customer, placed } = await customerWithOrderPlaced();
    const washer = placed.data.items[1]!;
    const repair = newEvent('order', repairRequested, {
      ticketId: objectId(),
      orderId: placed.data.orderId,
      userId: customer.id,
      itemId: washer.productId,
      itemName: washer.name,
      status: 'booked',
      visitDate: '2030-06-20',
      visitTime: '10:00 AM',
      issue: 'It leaks.',
    });
    await stack.probe.publish(repair);
    await eventually(async () => expect(await database.collection('admin_notifications').findOne({ eventId: repair.id })).not.toBeNull());
    await stack.probe.publish(owned(customer.id, placed.data.orderId));

    const [mail] = await eventually(async () => {
      const mails = await ownedMailsTo(customer.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.subject).toContain('the Smart TV (55-inch) and the Washer & Dryer Set (4-prong plug) are now yours');
    await eventually(async () => expect((await noticesOf(placed.data.orderId))[0]?.items).toEqual(['Smart TV (55-inch)', 'Washer & Dryer Set (4-prong plug)']));
  }, 30_000);

  it('when the last monthly payment owns it, then the e-mail says so, and names the items generally when none is known', async () => {
    const customer = await verifiedCustomer(stack, database, 'Ray Renter');
    await stack.probe.publish(owned(customer.id, objectId(), { reason: 'last-payment', finalPaymentCents: 11_554 }));
    const [mail] = await eventually(async () => {
      const mails = await ownedMailsTo(customer.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.subject).toMatch(/^It's yours: your rented items are now yours \(ref\. [0-9A-F]{8}\)$/);
    expect(mail!.text).toContain('Your last monthly payment of $115.54 was received on July 3, 2030');
  }, 30_000);

  it('when the address is not proved, then no e-mail goes there, but the admin still sees the notice', async () => {
    const customer = await stack.registerCustomer({ email: stack.email('unproved') });
    await knownHere(database, customer.id, { email: customer.email.toLowerCase() });
    const event = owned(customer.id, objectId());
    await stack.probe.publish(event);
    await eventually(async () => expect(await noticesOf(event.data.orderId)).toHaveLength(1));
    await handled(event.id);
    expect(await ownedMailsTo(customer.email)).toEqual([]);
  }, 30_000);
});

describe('a rental owned while a pickup was booked', () => {
  const pickupBooked = (userId: string, orderId: string) =>
    newEvent('order', orderReturnBooked, { orderId, userId, subscriptionId: 'sub_1', pickupDate: '2030-12-22', pickupTime: '3:00 PM', bookedBy: 'admin' });
  const droppedNoticesOf = (orderId: string) => database.collection('admin_notifications').find({ subject: orderId, message: /dropped/ }).toArray();

  /** A customer whose order has a pickup booked by an admin, kept here (its feed notice recorded). */
  async function withPickupBooked() {
    const { customer, placed } = await customerWithOrderPlaced();
    const booked = pickupBooked(customer.id, placed.data.orderId);
    await stack.probe.publish(booked);
    await eventually(async () => expect(await database.collection('admin_notifications').findOne({ eventId: booked.id })).not.toBeNull());
    return { customer, orderId: placed.data.orderId };
  }

  it('when the rental becomes owned before the pickup, then the e-mail says the pickup is cancelled and the feed says it was dropped, once for the order', async () => {
    const { customer, orderId } = await withPickupBooked();
    const first = owned(customer.id, orderId);
    await stack.probe.publish(first);
    await stack.probe.publish(first);
    await handled(first.id);
    // Billing telling it again under another event: the pickup is not told of twice.
    const again = owned(customer.id, orderId);
    await stack.probe.publish(again);
    await handled(again.id);

    const mails = await eventually(async () => {
      const found = await ownedMailsTo(customer.email);
      expect(found).toHaveLength(2);
      return found;
    });
    const cancelled = 'The pickup booked for Sunday, December 22 at 3:00 PM is cancelled: nobody will come.';
    expect(mails.filter((mail) => mail.text.includes(cancelled))).toHaveLength(1);
    expect(mails.find((mail) => mail.text.includes(cancelled))!.html).toContain(`<p>${cancelled}</p>`);
    expect(await droppedNoticesOf(orderId)).toEqual([
      expect.objectContaining({
        type: 'delivery',
        priority: 'high',
        message: `Pickup for order ${orderId} on 2030-12-22 at 3:00 PM dropped: the rental is now owned by the customer, nobody goes`,
      }),
    ]);
  }, 30_000);

  it('when the goods were returned before the rental became owned, then nothing is said of the pickup', async () => {
    const { customer, orderId } = await withPickupBooked();
    const returned = newEvent('order', orderReturned, { orderId, userId: customer.id, subscriptionId: 'sub_1', returnedAt: '2030-12-22T20:00:00.000Z', condition: 'good', note: '' });
    await stack.probe.publish(returned);
    await handled(returned.id);
    await stack.probe.publish(owned(customer.id, orderId));

    const [mail] = await eventually(async () => {
      const found = await ownedMailsTo(customer.email);
      expect(found).toHaveLength(1);
      return found;
    });
    expect(mail!.text).not.toContain('pickup');
    expect(await droppedNoticesOf(orderId)).toEqual([]);
  }, 30_000);
});
