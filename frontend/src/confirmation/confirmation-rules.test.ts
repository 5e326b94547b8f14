import { describe, expect, it } from 'vitest';
import { formatDeliveryDate, orderTotals } from './confirmation-rules';

describe('the order confirmation totals (spec 2.7 and 9)', () => {
  it('when exactly one item was ordered, then today is the monthly total plus the $25 delivery fee', () => {
    expect(orderTotals([{ monthly_price: 40 }])).toEqual({ itemCount: 1, monthly: 40, today: 65, deliveryFee: 25 });
  });

  it('when two or more items were ordered, then today equals the monthly total (delivery is free)', () => {
    expect(orderTotals([{ monthly_price: 55 }, { monthly_price: 40 }, { monthly_price: 60 }])).toEqual({ itemCount: 3, monthly: 155, today: 155, deliveryFee: 0 });
  });

  it('when prices have cents, then the sums are exact to the cent', () => {
    expect(orderTotals([{ monthly_price: 0.1 }, { monthly_price: 0.2 }]).monthly).toBe(0.3);
    expect(orderTotals([{ monthly_price: 49.99 }]).today).toBe(74.99);
  });

  it('when no item is listed, then everything is zero', () => {
    expect(orderTotals([])).toEqual({ itemCount: 0, monthly: 0, today: 0, deliveryFee: 0 });
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
