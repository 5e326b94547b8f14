import { loginAttackNotice, orderCancelledNotice, orderPlacedNotice, paymentFailedNotice } from '../../src/domain/admin-notification';

describe('admin notices about orders and payments', () => {
  it('when an order is placed, then the notice is a medium payment notice with the item names, totals and slot', () => {
    expect(
      orderPlacedNotice({
        orderId: 'order-1',
        items: [{ name: 'Smart TV', tvSize: 65 }, { name: 'Freezer' }],
        monthlyTotalCents: 9499,
        todayChargeCents: 9499,
        deliveryDate: '2030-06-10',
        deliveryTime: '9:00 AM',
      }),
    ).toEqual({
      type: 'payment',
      priority: 'medium',
      message: 'New order order-1: 2 items, $94.99 per month, $94.99 today; delivery 2030-06-10 at 9:00 AM',
      items: ['Smart TV (65-inch)', 'Freezer'],
    });
  });

  it('when an order of one item is placed, then the notice says "1 item"', () => {
    const notice = orderPlacedNotice({ orderId: 'o', items: [{ name: 'Stove' }], monthlyTotalCents: 3500, todayChargeCents: 6000, deliveryDate: 'd', deliveryTime: 't' });
    expect(notice.message).toBe('New order o: 1 item, $35.00 per month, $60.00 today; delivery d at t');
  });

  it('when an order is cancelled or a payment fails, then the notice is of high priority and says why', () => {
    expect(orderCancelledNotice({ orderId: 'o', message: 'Your card was declined.' }, ['Stove'])).toEqual({
      type: 'payment',
      priority: 'high',
      message: 'Order o cancelled: Your card was declined.',
      items: ['Stove'],
    });
    expect(paymentFailedNotice({ userId: 'u', orderId: 'o', amountCents: 3500, message: 'Declined.' }, []).message).toBe('Payment of $35.00 failed for order o: Declined.');
    expect(paymentFailedNotice({ userId: 'u', amountCents: 3500, message: 'Declined.' }, []).message).toBe('Payment of $35.00 failed for customer u: Declined.');
    expect(paymentFailedNotice({ userId: 'u', amountCents: 0, message: 'Your card was declined.', stage: 'card-setup' }, [])).toEqual({
      type: 'payment',
      priority: 'medium',
      message: 'Card refused at checkout for customer u: Your card was declined.',
      items: [],
    });
  });
});

describe('the admin notice of an account under attack', () => {
  const attack = { email: 'ann@example.com', userId: 'u1', clientAddress: '203.0.113.9', failures: 25, windowSeconds: 900 };

  it('when log-ins to an account keep failing, then the notice is a high user notice saying how many, how fast and from where', () => {
    expect(loginAttackNotice(attack)).toEqual({
      type: 'user',
      priority: 'high',
      message: 'Account under attack: 25 failed log-ins to account ann@example.com within 15 minutes, the last from 203.0.113.9',
    });
  });

  it('when no account has the address, then the notice says someone is guessing at it', () => {
    expect(loginAttackNotice({ ...attack, userId: null, windowSeconds: 3600 }).message).toBe(
      'Account under attack: 25 failed log-ins to ann@example.com (no account has this address) within 1 hour, the last from 203.0.113.9',
    );
  });
});
