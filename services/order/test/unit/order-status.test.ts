import { refusalOf } from '@rto/kit/testing';
import {
  activateOrder,
  canMove,
  CANCEL_REASONS,
  cancelOrder,
  completeOrder,
  markOverdue,
  ORDER_STATUSES,
  pauseOrder,
  resumeOrder,
  type OrderState,
  type OrderStatus,
} from '../../src/domain/order-status';

const orderIn = (status: OrderStatus): OrderState => ({ status, subscriptionId: status === 'pending' ? null : 'sub_1', cancellation: null });

describe('the moves between order statuses', () => {
  const allowed: Array<[OrderStatus, OrderStatus]> = [
    ['pending', 'active'],
    ['pending', 'cancelled'],
    ['active', 'paused'],
    ['active', 'overdue'],
    ['active', 'completed'],
    ['active', 'cancelled'],
    ['paused', 'active'],
    // A paused rental paid off (rental.owned) completes as owned.
    ['paused', 'completed'],
    ['paused', 'cancelled'],
    ['overdue', 'active'],
    ['overdue', 'completed'],
    ['overdue', 'cancelled'],
  ];

  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))('when an order that is %s would become %s, then the table says whether it may', (from, to) => {
    expect(canMove(from, to)).toBe(allowed.some(([a, b]) => a === from && b === to));
  });

  it('when completed or cancelled, then an order goes nowhere', () => {
    for (const final of ['completed', 'cancelled'] as const) expect(ORDER_STATUSES.filter((to) => canMove(final, to))).toEqual([]);
  });
});

describe('activating', () => {
  it('when a pending order gets its subscription, then it is active with it', () => {
    expect(activateOrder(orderIn('pending'), 'sub_42')).toEqual({ status: 'active', subscriptionId: 'sub_42', cancellation: null });
  });

  it.each(['active', 'paused', 'cancelled', 'completed'] as const)('when the order is %s, then activating it is refused', (status) => {
    expect(refusalOf(() => activateOrder(orderIn(status), 'sub_42'))).toEqual({ kind: 'conflict', message: `An order that is ${status} cannot be activated` });
  });
});

describe('cancelling', () => {
  it('when a pending order is cancelled, then it keeps the reason and the message for the customer', () => {
    const cancelled = cancelOrder(orderIn('pending'), CANCEL_REASONS.paymentDeclined, 'Your card was declined.');
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellation: { reason: 'payment-declined', message: 'Your card was declined.' } });
  });

  it.each(['cancelled', 'completed'] as const)('when the order is %s, then cancelling it is refused', (status) => {
    expect(refusalOf(() => cancelOrder(orderIn(status), CANCEL_REASONS.paymentDeclined, 'x'))).toEqual({ kind: 'conflict', message: `An order that is ${status} cannot be cancelled` });
  });
});

describe('pausing and resuming (admin)', () => {
  it('when an active order is paused and resumed, then it is paused, then active again', () => {
    const paused = pauseOrder(orderIn('active'));
    expect(paused.status).toBe('paused');
    expect(resumeOrder(paused).status).toBe('active');
  });

  it.each(['pending', 'cancelled', 'completed', 'paused'] as const)('when the order is %s, then pausing it is refused', (status) => {
    expect(refusalOf(() => pauseOrder(orderIn(status))).kind).toBe('conflict');
  });

  it.each(['pending', 'active', 'cancelled', 'completed'] as const)('when the order is %s, then resuming it is refused', (status) => {
    expect(refusalOf(() => resumeOrder(orderIn(status)))).toEqual({ kind: 'conflict', message: `An order that is ${status} cannot be resumed` });
  });

  it('when a payment is late and then paid, then overdue comes back to active; a rental that ended is completed', () => {
    const overdue = markOverdue(orderIn('active'));
    expect(overdue.status).toBe('overdue');
    expect(resumeOrder(overdue).status).toBe('active');
    expect(completeOrder(orderIn('active')).status).toBe('completed');
    expect(refusalOf(() => completeOrder(orderIn('pending'))).kind).toBe('conflict');
  });
});
