import { describe, expect, it } from 'vitest';
import { cartIsInOrder, recentOrderOfSameItems } from './repeat-order';

const NOW = new Date('2030-06-30T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();
const order = (overrides: Partial<{ _id: string; status: string; createdAt: string; items: Array<{ _id: string }> }> = {}) => ({
  _id: 'order-1',
  status: 'active',
  createdAt: hoursAgo(2),
  items: [{ _id: 'tv' }, { _id: 'fridge' }],
  ...overrides,
});
const cart = (...ids: string[]) => ids.map((_id) => ({ _id }));

describe('the cart and an order', () => {
  it('when every cart item was ordered, then the cart is in the order; an extra pick or an empty cart is not', () => {
    expect(cartIsInOrder(cart('fridge', 'tv'), order())).toBe(true);
    expect(cartIsInOrder(cart('tv'), order())).toBe(true);
    expect(cartIsInOrder(cart('tv', 'stove'), order())).toBe(false);
    expect(cartIsInOrder(cart(), order())).toBe(false);
  });
});

describe('ordering the same items again', () => {
  it('when the same items were ordered within the day, then that order is found', () => {
    expect(recentOrderOfSameItems(cart('tv', 'fridge'), [order({ _id: 'newer', items: [{ _id: 'stove' }] }), order()], NOW)?._id).toBe('order-1');
  });

  it.each([
    ['the order is over a day old', order({ createdAt: hoursAgo(25) })],
    ['the order was cancelled', order({ status: 'cancelled' })],
    ['the order holds other items', order({ items: [{ _id: 'stove' }] })],
  ])('when %s, then nothing is asked', (_label, candidate) => {
    expect(recentOrderOfSameItems(cart('tv', 'fridge'), [candidate], NOW)).toBeUndefined();
  });

  it('when the order awaits payment, then it counts: a second set would be a second rental', () => {
    expect(recentOrderOfSameItems(cart('tv'), [order({ status: 'pending' })], NOW)?._id).toBe('order-1');
  });
});
