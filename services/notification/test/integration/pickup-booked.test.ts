import { newEvent, type Connection } from '@rto/kit';
import { eventually, mailsTo } from '@rto/kit/testing';
import { orderReturnBooked } from '@rto/contracts';
import type { TestStack } from '../../../../test-support/stack';
import { useMailingStack } from '../support/notification-stack';
import { objectId, verifiedCustomer } from '../support/customers';

/**
 * order's order.return-booked (issue 23, item 3): every pickup is a notice in the admin feed; one an admin booked
 * (repossession) is e-mailed to the customer, once per event; the customer's own booking is not (My Account shows it).
 */

const PUBLIC_URL = 'https://store.example.com';
let stack: TestStack;
let database: Connection;

useMailingStack((running) => ({ stack, database } = running), PUBLIC_URL);

const booked = (userId: string, orderId: string, bookedBy: 'customer' | 'admin') =>
  newEvent('order', orderReturnBooked, { orderId, userId, subscriptionId: 'sub_1', pickupDate: '2030-12-22', pickupTime: '3:00 PM', bookedBy });

describe('a pickup booked', () => {
  it('when an admin books a pickup (repossession), then the customer is e-mailed once with its day and time, and the feed tells the crew', async () => {
    const customer = await verifiedCustomer(stack, database);
    const orderId = objectId();
    const event = booked(customer.id, orderId, 'admin');
    await stack.probe.publish(event);
    await stack.probe.publish(event);

    const [mail] = await eventually(async () => {
      const mails = (await mailsTo(customer.email)).filter((found) => found.subject.startsWith('Pickup scheduled'));
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail!.subject).toBe(`Pickup scheduled for your rental (ref. ${orderId.slice(-8).toUpperCase()})`);
    expect(mail!.text).toContain('Our crew will come on Sunday, December 22 at 3:00 PM.');
    expect(mail!.text).toContain(`Open My Account: ${PUBLIC_URL}/dashboard`);
    await eventually(async () =>
      expect(await database.collection('admin_notifications').find({ subject: orderId }).toArray()).toEqual([
        expect.objectContaining({ type: 'delivery', priority: 'medium', message: `Pickup booked for order ${orderId} on 2030-12-22 at 3:00 PM: scheduled by an admin (repossession); the customer is told` }),
      ]),
    );
  }, 30_000);

  it('when the customer books their own pickup, then the feed tells the crew and no e-mail is sent', async () => {
    const customer = await verifiedCustomer(stack, database);
    const orderId = objectId();
    await stack.probe.publish(booked(customer.id, orderId, 'customer'));
    await eventually(async () =>
      expect(await database.collection('admin_notifications').find({ subject: orderId }).toArray()).toEqual([
        expect.objectContaining({ message: `Pickup booked for order ${orderId} on 2030-12-22 at 3:00 PM: the customer is ending the rental` }),
      ]),
    );
    expect((await mailsTo(customer.email)).filter((found) => found.subject.startsWith('Pickup scheduled'))).toHaveLength(0);
  }, 30_000);
});
