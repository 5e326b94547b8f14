import { newEvent, type Connection } from '@rto/kit';
import { eventually, mailsTo } from '@rto/kit/testing';
import { paymentReminder } from '@rto/contracts';
import type { TestStack } from '../../../../test-support/stack';
import { useMailingStack } from '../support/notification-stack';
import { knownHere, objectId, verifiedCustomer } from '../support/customers';

/**
 * billing's payment.reminder (a declined retry, a late fee assessed on a late payment): the customer is e-mailed how
 * late it is and what is due, at a proved address only, once per event; the admin feed gets one notice per event.
 */

let stack: TestStack;
let database: Connection;

useMailingStack((running) => ({ stack, database } = running));

const reminder = (userId: string, data: Partial<ReturnType<typeof newEvent<typeof paymentReminder>>['data']> = {}) =>
  newEvent('billing', paymentReminder, { userId, orderId: objectId(), invoiceId: `in_${objectId()}`, daysLate: 30, amountDueCents: 8_300, lateFeeCents: 800, retried: false, ...data });
const remindersTo = async (address: string) => (await mailsTo(address)).filter((mail) => mail.subject.startsWith('Your payment is'));
const noticesAbout = (subject: string) => database.collection('admin_notifications').find({ subject }).toArray();

describe('payment reminders', () => {
  it('when a late fee is assessed, then the customer is e-mailed once with the days late and the amount due, and the feed tells the admin', async () => {
    const customer = await verifiedCustomer(stack, database);
    const event = reminder(customer.id);
    await stack.probe.publish(event);
    await stack.probe.publish(event);
    const reference = event.data.orderId.slice(-8).toUpperCase();
    const [mail] = await eventually(async () => {
      const mails = await remindersTo(customer.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.subject).toBe(`Your payment is 30 days late: $83.00 is due (ref. ${reference})`);
    expect(mail!.text).toContain('a late fee of $8.00 was added');
    expect(mail!.text).toContain(`Amount due now: $83.00 (order ${event.data.orderId}).`);
    await eventually(async () =>
      expect(await noticesAbout(event.data.orderId)).toEqual([
        expect.objectContaining({ type: 'payment', message: `Order ${event.data.orderId} is 30 days late (late fee $8.00 assessed): $83.00 due` }),
      ]),
    );
  }, 30_000);

  it('when a retry was declined, then the e-mail says the card was tried again', async () => {
    const customer = await verifiedCustomer(stack, database, 'Ray Renter');
    await stack.probe.publish(reminder(customer.id, { daysLate: 3, amountDueCents: 7_500, lateFeeCents: 0, retried: true }));
    const [mail] = await eventually(async () => {
      const mails = await remindersTo(customer.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.subject).toMatch(/^Your payment is 3 days late: \$75\.00 is due/);
    expect(mail!.text).toContain('We tried your card again for your monthly rental payment, 3 days after it was due, and it was declined.');
  }, 30_000);

  it('when the address is not proved, then no e-mail goes there, but the admin still sees the notice', async () => {
    const customer = await stack.registerCustomer({ email: stack.email('unproved') });
    await knownHere(database, customer.id, { email: customer.email.toLowerCase() });
    const event = reminder(customer.id);
    await stack.probe.publish(event);
    await eventually(async () => expect(await noticesAbout(event.data.orderId)).toHaveLength(1));
    await eventually(async () => expect(await database.collection('handled_events').findOne({ _id: `notification:${event.id}` as never })).toMatchObject({ status: 'done' }));
    expect(await remindersTo(customer.email)).toEqual([]);
  }, 30_000);
});
