import { randomBytes } from 'node:crypto';
import { orderActivated, orderPlaced, userVerified } from '@rto/contracts';
import { newEvent, type Connection, type EventOf } from '@rto/kit';
import { eventually, mailsTo, type CaughtMail } from '@rto/kit/testing';
import type { RegisteredCustomer, TestStack } from '../../../../test-support/stack';

/** Builders and waits the notification tests share: customers as identity tells of them, orders as order does. */

export const objectId = () => randomBytes(12).toString('hex');

/** An order of a 55" TV and a washer and dryer set: two items, so no delivery fee (spec 9). */
export function placedOrder(userId: string, overrides: Partial<EventOf<typeof orderPlaced>['data']> = {}) {
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

/** The order's first payment went through: order publishes order.activated (billing started its subscription). */
export function activatedOrder(placed: EventOf<typeof orderPlaced>) {
  return newEvent('order', orderActivated, { orderId: placed.data.orderId, userId: placed.data.userId, subscriptionId: `sub_${objectId()}`, revision: 2 });
}

/** The receipts (not the verification link, not other mail) that reached `address`. */
export async function receiptsTo(address: string): Promise<CaughtMail[]> {
  return (await mailsTo(address)).filter((mail) => mail.subject.startsWith('Your order receipt'));
}

/** Waits until notification knows the customer, as identity last told (and, with `verified`, that it is proved). */
export async function knownHere(database: Connection, userId: string, expected: Record<string, unknown>): Promise<void> {
  await eventually(async () => expect(await database.collection('customers').findOne({ _id: userId as never })).toMatchObject(expected));
}

/**
 * A customer registered through the gateway whose owner then proved the address: identity's user.verified, sent
 * here as identity sends it (the link itself is followed in the security tests).
 */
export async function verifiedCustomer(stack: TestStack, database: Connection, name = 'Rita Renter'): Promise<RegisteredCustomer> {
  const customer = await stack.registerCustomer({ name, email: stack.email('renter') });
  const email = customer.email.toLowerCase();
  await knownHere(database, customer.id, { email });
  await stack.probe.publish(newEvent('identity', userVerified, { userId: customer.id, email }));
  await knownHere(database, customer.id, { verifiedEmail: email });
  return customer;
}

/** The one verification e-mail that reached `address`, and the token of its link (what its owner opens). */
export async function verificationMailTo(address: string): Promise<{ mail: CaughtMail; token: string }> {
  const mail = await eventually(async () => {
    const found = (await mailsTo(address)).filter((m) => m.subject === 'Confirm your e-mail address');
    expect(found).toHaveLength(1);
    return found[0]!;
  });
  const link = /^https?:\/\/\S+\/verify-email\?token=\S+$/m.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verification link in: ${mail.text}`);
  return { mail, token: new URL(link).searchParams.get('token')! };
}

/** A customer registered through the gateway who then opened the link e-mailed to them, once notification knows it. */
export async function customerWhoVerified(stack: TestStack, database: Connection, name: string): Promise<RegisteredCustomer> {
  const customer = await stack.registerCustomer({ name, email: stack.email(name.toLowerCase().replace(/\W+/g, '-')) });
  const { token } = await verificationMailTo(customer.email);
  const opened = await stack.call('POST', '/verifyEmail', { body: { token } });
  if (opened.status !== 200) throw new Error(`verifying ${customer.email} answered ${opened.status}`);
  await knownHere(database, customer.id, { verifiedEmail: customer.email.toLowerCase() });
  return customer;
}
