import { describe, expect, it } from 'vitest';
import { formatDeliveryDate, orderTotals } from './confirmation-rules';

describe('the order confirmation totals (spec 2.7 and 9)', () => {
  const anOrder = (count: number, monthlyTotal: number, deliveryFee: number, totalToday: number) => ({ items: Array.from({ length: count }, () => ({})), monthlyTotal, deliveryFee, totalToday });

  it('when exactly one item was ordered, then today is what the server charged: the monthly total plus the $25 delivery fee', () => {
    expect(orderTotals(anOrder(1, 40, 25, 65))).toEqual({ itemCount: 1, monthly: 40, today: 65, deliveryFee: 25 });
  });

  it('when two or more items were ordered, then today equals the monthly total (delivery is free)', () => {
    expect(orderTotals(anOrder(3, 155, 0, 155))).toEqual({ itemCount: 3, monthly: 155, today: 155, deliveryFee: 0 });
  });

  it('when prices have cents, then the server figures are shown as they came, to the cent', () => {
    expect(orderTotals(anOrder(1, 49.99, 25, 74.99)).today).toBe(74.99);
  });

  it('when no item is listed, then everything is zero', () => {
    expect(orderTotals(anOrder(0, 0, 0, 0))).toEqual({ itemCount: 0, monthly: 0, today: 0, deliveryFee: 0 });
  });
});

describe('the delivery date line', () => {
  it('when the date is a calendar date or an ISO time on it, then it is written out; otherwise shown as it came', () => {
    expect(formatDeliveryDate('2030-06-12')).toBe('Wednesday, June 12, 2030');
    expect(formatDeliveryDate('2030-06-12T00:00:00.000Z')).toBe('Wednesday, June 12, 2030');
    expect(formatDeliveryDate('next Tuesday')).toBe('next Tuesday');
    expect(formatDeliveryDate(undefined)).toBe('To be scheduled');
  });
});
