import { newEvent, type Connection } from '@rto/kit';
import { eventually, mailsTo } from '@rto/kit/testing';
import { orderDeliveryMissed } from '@rto/contracts';
import type { TestStack } from '../../../../test-support/stack';
import { useMailingStack } from '../support/notification-stack';
import { objectId, verifiedCustomer } from '../support/customers';

/**
 * order's order.delivery-missed (issue 23, item 1): the customer is e-mailed, once per event, that the delivery was
 * missed and asked to pick a new time on My Account; the admin feed gets a delivery notice.
 */

const PUBLIC_URL = 'https://store.example.com';
let stack: TestStack;
let database: Connection;

useMailingStack((running) => ({ stack, database } = running), PUBLIC_URL);

describe('a missed delivery', () => {
  it('when the admin marks a delivery missed, then the customer is e-mailed once to pick a new time and the feed tells the admin', async () => {
    const customer = await verifiedCustomer(stack, database);
    const orderId = objectId();
    const event = newEvent('order', orderDeliveryMissed, { orderId, userId: customer.id, deliveryDate: '2030-12-22', deliveryTime: '3:00 PM', note: 'Nobody home' });
    await stack.probe.publish(event);
    await stack.probe.publish(event);

    const [mail] = await eventually(async () => {
      const mails = (await mailsTo(customer.email)).filter((found) => found.subject.startsWith('Delivery missed'));
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.subject).toBe(`Delivery missed: please pick a new time (ref. ${orderId.slice(-8).toUpperCase()})`);
    expect(mail!.text).toContain(`We came to deliver your order ${orderId} on Sunday, December 22 at 3:00 PM, but could not make the delivery.`);
    expect(mail!.text).toContain('Our technician noted: Nobody home');
    expect(mail!.text).toContain(`Pick a new time: ${PUBLIC_URL}/dashboard`);
    await eventually(async () =>
      expect(await database.collection('admin_notifications').find({ subject: orderId }).toArray()).toEqual([
        expect.objectContaining({ type: 'delivery', priority: 'high', message: `Delivery missed for order ${orderId} on 2030-12-22 at 3:00 PM: Nobody home; the customer is asked to reschedule` }),
      ]),
    );
  }, 30_000);
});
