import { newEvent, type Connection } from '@rto/kit';
import { eventually, publishAsOwner } from '@rto/kit/testing';
import { orderActivated } from '@rto/contracts';
import { Checkout, customerWithCart } from '../../../order/test/support/checkout';

/**
 * Issue 21 item 3: the server cart empties when the order's first payment goes through (`order.activated`), not
 * when an order that may still fail is placed. Real checkouts through the gateway (identity, catalog, cart,
 * scheduling, billing on the sandbox provider, order), and the event published again as a broker would.
 */

let checkout: Checkout;
let carts: Connection;
let orders: Connection;

beforeAll(async () => {
  checkout = await Checkout.start();
  carts = await checkout.database('cart');
  orders = await checkout.database('order');
}, 60_000);

afterAll(async () => {
  await checkout?.stop();
});

const EMPTY = { items: [], tvSize: null, monthlyTotalCents: 0, deliveryFeeCents: 0, totalTodayCents: 0 };
const cartIdsOf = async (token: string) => ((await checkout.cartOf(token)).body.cartItems.items as Array<{ id: string }>).map((item) => item.id);
const statusOf = async (token: string) => (await checkout.recentOrder(token)).body.data.status;
const until = (token: string, status: string) => eventually(async () => expect(await statusOf(token)).toBe(status), 15_000);
const handledMark = (eventId: string) => carts.collection('handled_events').countDocuments({ _id: `cart:${eventId}` as never, status: 'done' });

/** A paid checkout: billing and the order sent together, as the SPA does; gives its `order.activated`. */
async function paidOrder(token: string, userId: string) {
  const [billed, created] = await Promise.all([checkout.storeBilling(token), checkout.createOrder(token, checkout.choiceFor(checkout.freshSlot()))]);
  expect([billed.status, created.status]).toEqual([201, 201]);
  await until(token, 'active');
  return checkout.stack.probe.waitFor<{ orderId: string; userId: string; subscriptionId: string; revision: number }>('order.activated', (event) => event.data.userId === userId);
}

describe('the cart and an order that is not paid', () => {
  it('when the first payment is declined, then the order is cancelled and the cart is kept to try again', async () => {
    const customer = await customerWithCart(checkout, 'declined');
    const before = await cartIdsOf(customer.token);
    const [billed, created] = await Promise.all([
      checkout.storeBilling(customer.token, { paymentMethodId: 'pm_card_chargeCustomerFail' }),
      checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot())),
    ]);
    expect([billed.status, created.status]).toEqual([201, 201]);
    await until(customer.token, 'cancelled');
    expect(before).toHaveLength(2);
    expect(await cartIdsOf(customer.token)).toEqual(before);
  });

  it('when an order is placed but billing never comes, then the cart is kept while it waits', async () => {
    const customer = await customerWithCart(checkout, 'unpaid');
    const created = await checkout.createOrder(customer.token, checkout.choiceFor(checkout.freshSlot()));
    expect(created.status).toBe(201);
    await checkout.stack.probe.waitFor<{ userId: string }>('order.placed', (event) => event.data.userId === customer.id);
    // The saga has asked billing once and heard "no billing yet": the order waits, unpaid.
    await eventually(async () => expect(await orders.collection('orders').findOne({ user: customer.id })).toMatchObject({ status: 'pending', checkout: { step: 'billing', leaseBy: null } }));
    expect(await cartIdsOf(customer.token)).toHaveLength(2);
    const emptied = checkout.stack.probe.all('cart.updated').filter((event) => (event.data as { userId: string; items: unknown[] }).userId === customer.id && (event.data as { items: unknown[] }).items.length === 0);
    expect(emptied).toEqual([]);
  });
});

describe('the cart and a paid order', () => {
  it("when the first payment succeeds, then the customer's cart is emptied with reason order-paid, and nobody else's", async () => {
    const buyer = await customerWithCart(checkout, 'paid');
    const bystander = await customerWithCart(checkout, 'bystander');
    await paidOrder(buyer.token, buyer.id);

    await eventually(async () => expect((await checkout.cartOf(buyer.token)).body.cartItems).toEqual(EMPTY));
    const event = await checkout.stack.probe.waitFor<{ userId: string; reason: string; items: unknown[] }>('cart.updated', (e) => e.data.userId === buyer.id && e.data.reason === 'order-paid');
    expect(event.data.items).toEqual([]);
    expect(await cartIdsOf(bystander.token)).toHaveLength(2);
  });

  it('when order.activated is delivered again, then a cart filled since is not emptied and no change is published', async () => {
    const buyer = await customerWithCart(checkout, 'redelivery');
    const activated = await paidOrder(buyer.token, buyer.id);
    await eventually(async () => expect(await handledMark(activated.id)).toBe(1));
    await checkout.fillCart(buyer.token, [{ ...checkout.products.fridge }]);
    // Saved, emptied by the payment, filled again: the cart's third revision.
    await checkout.stack.probe.waitFor<{ userId: string; revision: number }>('cart.updated', (e) => e.data.userId === buyer.id && e.data.revision === 3);
    const changesBefore = checkout.stack.probe.all('cart.updated').filter((e) => (e.data as { userId: string }).userId === buyer.id).length;

    // The same envelope again (the broker's redelivery), then another customer's payment behind it on the same
    // queue: once that one has emptied its cart, the redelivery has been seen too.
    await publishAsOwner(checkout.stack.namespace, activated);
    const marker = await customerWithCart(checkout, 'marker');
    await publishAsOwner(checkout.stack.namespace, newEvent('order', orderActivated, { orderId: `marker-${marker.id}`, userId: marker.id, subscriptionId: 'sub_marker', revision: 2 }));
    await eventually(async () => expect(await cartIdsOf(marker.token)).toEqual([]));

    expect(await cartIdsOf(buyer.token)).toEqual([checkout.products.fridge._id]);
    expect(checkout.stack.probe.all('cart.updated').filter((e) => (e.data as { userId: string }).userId === buyer.id)).toHaveLength(changesBefore);
  });

  it('when order.activated comes again after the bus lost its record of it, then the cart filled since is still kept', async () => {
    const buyer = await customerWithCart(checkout, 'lost-record');
    const activated = await paidOrder(buyer.token, buyer.id);
    await eventually(async () => expect(await handledMark(activated.id)).toBe(1));
    await checkout.fillCart(buyer.token, [{ ...checkout.products.fridge }]);

    // A crash after the cart was emptied but before the bus recorded the event: only the cart's own mark remains.
    await carts.collection('handled_events').deleteOne({ _id: `cart:${activated.id}` as never });
    await publishAsOwner(checkout.stack.namespace, activated);

    await eventually(async () => expect(await handledMark(activated.id)).toBe(1));
    expect(await cartIdsOf(buyer.token)).toEqual([checkout.products.fridge._id]);
  });
});
