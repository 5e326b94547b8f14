import { newEvent, type Connection } from '@rto/kit';
import { eventually, mailsTo } from '@rto/kit/testing';
import { rentalOwned } from '@rto/contracts';
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
const noticesOf = (orderId: string) => database.collection('admin_notifications').find({ subject: orderId, message: /is owned/ }).toArray();

describe('a rental owned', () => {
  it('when an order is paid off, then the customer is e-mailed once that its items are theirs, with the order, the payoff and My Account, and the feed tells the admin', async () => {
    const customer = await verifiedCustomer(stack, database);
    const placed = placedOrder(customer.id);
    await stack.probe.publish(placed);
    await eventually(async () => expect(await database.collection('admin_notifications').findOne({ subject: placed.data.orderId })).not.toBeNull());
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
    await eventually(async () => expect(await database.collection('handled_events').findOne({ _id: `notification:${event.id}` as never })).toMatchObject({ status: 'done' }));
    expect(await ownedMailsTo(customer.email)).toEqual([]);
  }, 30_000);
});
