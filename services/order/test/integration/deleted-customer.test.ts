import { userDeleted } from '@rto/contracts';
import { newEvent, type Connection } from '@rto/kit';
import { eventually } from '@rto/kit/testing';
import type { RegisteredCustomer } from '../../../../test-support/stack';
import { Checkout, customerWithCart } from '../support/checkout';

/**
 * Issue 22, item 6 (order's side): user.deleted erases the delivery address, the place and the agreement texts of the
 * customer's orders, which stay for the books; and a request that reaches order after the deletion (its token was let
 * in a moment before) is refused. The event is published here as identity would: the customer's token stays valid,
 * as a request already past the gateway would be.
 */

const DELETED = 'This account was deleted: it cannot order or sign anything';
const ADDRESS = { street: '1 Monument Cir', unit: 'Suite 2', city: 'Indianapolis', state: 'IN', zipCode: '46204', accessNotes: 'Ring twice' };

let checkout: Checkout;
let database: Connection;

beforeAll(async () => {
  checkout = await Checkout.start();
  database = await checkout.database('order');
}, 60_000);

afterAll(() => checkout?.stop());

const ordersOf = (customer: RegisteredCustomer) => database.collection('orders').find({ user: customer.id }).toArray();
const draftsOf = (customer: RegisteredCustomer) => database.collection('agreement_drafts').find({ userId: customer.id }).toArray();
const draftAgreement = (customer: RegisteredCustomer, body: Record<string, unknown>) => checkout.stack.call('POST', '/draftAgreement', { token: customer.token, body });

/** Publishes user.deleted as identity does, and waits until order has handled it. */
async function tellDeleted(customer: RegisteredCustomer, event = newEvent('identity', userDeleted, { userId: customer.id })) {
  await checkout.stack.probe.publish(event);
  await eventually(async () => expect(await database.collection('handled_events').findOne({ eventId: event.id, status: 'done' })).not.toBeNull(), 10_000);
  return event;
}

/** A stored document without what every write moves (its write time). */
const withoutWriteTime = ({ updatedAt: _updatedAt, ...rest }: Record<string, unknown>) => rest;

describe('a deleted customer in order', () => {
  it('when the customer had an order and an agreement text, then the order keeps its amounts, items and status and loses the address and the place; the texts go', async () => {
    const customer = await customerWithCart(checkout, 'erased');
    const choice = checkout.choiceFor(checkout.freshSlot(), { deliveryAddress: ADDRESS, stairs: true });
    expect((await draftAgreement(customer, { ...choice, draftDay: 15, customerName: customer.name })).status).toBe(200);
    const created = await checkout.createOrder(customer.token, choice);
    expect(created.status).toBe(201);
    const [before] = await ordersOf(customer);
    expect(before).toMatchObject({ deliveryAddress: ADDRESS, locationName: 'Indianapolis, Indiana' });

    const event = await tellDeleted(customer);

    const [after] = await ordersOf(customer);
    expect(after).toMatchObject({
      _id: before!['_id'],
      status: before!['status'],
      items: before!['items'],
      monthlyTotalCents: before!['monthlyTotalCents'],
      todayChargeCents: before!['todayChargeCents'],
      deliveryDate: before!['deliveryDate'],
      deliveryTime: before!['deliveryTime'],
      deliveryAddress: null,
      locationName: '',
      location: { lat: 0, lng: 0 },
      stairs: null,
    });
    expect(await draftsOf(customer)).toEqual([]);
    expect(await database.collection('deleted_customers').findOne({ _id: customer.id as never })).not.toBeNull();

    // The same event delivered again, and the deletion told a second time: nothing changes.
    await checkout.stack.probe.publish(event);
    await tellDeleted(customer);
    const [again] = await ordersOf(customer);
    expect(withoutWriteTime(again!)).toEqual(withoutWriteTime(after!));
  });

  it('when a request of a deleted customer reaches order, then createOrder and draftAgreement answer 409 and nothing is stored', async () => {
    const customer = await customerWithCart(checkout, 'late');
    const other = await customerWithCart(checkout, 'other');
    await tellDeleted(customer);

    const slot = checkout.freshSlot();
    const choice = checkout.choiceFor(slot, { deliveryAddress: ADDRESS });
    // The same request twice at once: both refused.
    const refused = await Promise.all([1, 2].map(() => checkout.createOrder(customer.token, choice)));
    for (const answer of refused) expect(answer).toMatchObject({ status: 409, body: { error: DELETED } });
    expect(await draftAgreement(customer, { ...choice, draftDay: 15, customerName: customer.name })).toMatchObject({ status: 409, body: { error: DELETED } });
    expect(await ordersOf(customer)).toEqual([]);
    expect(await draftsOf(customer)).toEqual([]);

    // Another customer is not affected, and the slot was never taken.
    expect((await checkout.createOrder(other.token, choice)).status).toBe(201);
  });
});
