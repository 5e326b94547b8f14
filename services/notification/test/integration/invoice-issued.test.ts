import { newEvent, type Connection } from '@rto/kit';
import { eventually, mailsTo } from '@rto/kit/testing';
import { invoiceIssued } from '@rto/contracts';
import type { TestStack } from '../../../../test-support/stack';
import { useMailingStack } from '../support/notification-stack';
import { knownHere, objectId, verifiedCustomer } from '../support/customers';

/**
 * billing's invoice.issued (a customer who keeps no card: issue 22, item 1): the invoice is e-mailed with its amount,
 * due date and a link to My Account, at a proved address only, once per event.
 */

const PUBLIC_URL = 'https://store.example.com';
let stack: TestStack;
let database: Connection;

useMailingStack((running) => ({ stack, database } = running), PUBLIC_URL);

const issued = (userId: string, orderId: string) => newEvent('billing', invoiceIssued, { userId, orderId, invoiceId: `in_${objectId()}`, amountCents: 7_499, dueDate: '2030-12-12' });
const invoiceMailsTo = async (address: string) => (await mailsTo(address)).filter((mail) => mail.subject.startsWith('Your invoice'));

describe('an invoice sent to be paid', () => {
  it('when an invoice is issued, then the customer is e-mailed once with the amount, the due date and My Account', async () => {
    const customer = await verifiedCustomer(stack, database, 'Nora Nocard');
    const orderId = objectId();
    const event = issued(customer.id, orderId);
    await stack.probe.publish(event);
    await stack.probe.publish(event);
    const [mail] = await eventually(async () => {
      const mails = await invoiceMailsTo(customer.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.subject).toBe(`Your invoice of $74.99 is due December 12, 2030 (ref. ${orderId.slice(-8).toUpperCase()})`);
    expect(mail!.text).toContain('Hello Nora Nocard,');
    expect(mail!.text).toContain(`Your monthly rental invoice of $74.99 (order ${orderId}) is due on December 12, 2030.`);
    expect(mail!.text).toContain(`Pay on My Account: ${PUBLIC_URL}/dashboard`);
    expect(mail!.html).toContain(`<a href="${PUBLIC_URL}/dashboard">Pay on My Account</a>`);
  }, 30_000);

  it('when the address is not proved, then nothing is e-mailed and the event is done', async () => {
    const customer = await stack.registerCustomer({ email: stack.email('nocard-unproved') });
    await knownHere(database, customer.id, { email: customer.email.toLowerCase() });
    const event = issued(customer.id, objectId());
    await stack.probe.publish(event);
    await eventually(async () => expect(await database.collection('handled_events').findOne({ _id: `notification:${event.id}` as never })).toMatchObject({ status: 'done' }));
    expect(await invoiceMailsTo(customer.email)).toEqual([]);
  }, 30_000);
});
