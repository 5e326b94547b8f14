import { orderPayoffCents, ownershipOf, PAYMENTS_TO_OWN } from '../src/ownership';

describe('the cost to own a rented item', () => {
  it('discloses the cash price, the payments to own and their total for a new rental', () => {
    expect(ownershipOf(49.99)).toEqual({
      cashPrice: 599.88,
      paymentsToOwn: 24,
      totalCostToOwn: 1199.76,
      paymentsMade: 0,
      remainingPayments: 24,
      earlyPayoff: 599.88,
      percentOwned: 0,
      owned: false,
    });
  });

  it('offers half of the remaining payments as the early payoff, in cents', () => {
    const progress = ownershipOf(49.99, 5);
    expect(progress.remainingPayments).toBe(19);
    expect(progress.earlyPayoff).toBe(474.91); // 19 x 49.99 / 2 = 474.905, rounded to the cent
    expect(progress.percentOwned).toBe(20); // 5 / 24 = 20.8%, never rounded up to look more owned
    expect(progress.owned).toBe(false);
  });

  it('keeps the sums free of float noise', () => {
    expect(ownershipOf(0.1, 0).totalCostToOwn).toBe(2.4);
    expect(ownershipOf(19.99, 1).earlyPayoff).toBe(229.89); // 23 x 19.99 / 2 = 229.885
  });

  it.each([PAYMENTS_TO_OWN, PAYMENTS_TO_OWN + 3])('is owned after %i payments, with nothing left to pay', (made) => {
    expect(ownershipOf(30, made)).toMatchObject({
      paymentsMade: made,
      remainingPayments: 0,
      earlyPayoff: 0,
      percentOwned: 100,
      owned: true,
    });
  });

  it('is 95% owned, not 100%, one payment before the end', () => {
    expect(ownershipOf(30, PAYMENTS_TO_OWN - 1)).toMatchObject({ percentOwned: 95, owned: false, earlyPayoff: 15 });
  });

  it.each<[number, number]>([
    [-1, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [30, -1],
    [30, 1.5],
    [30, Number.NaN],
  ])('refuses a monthly price of %p with %p payments made', (price, made) => {
    expect(() => ownershipOf(price, made)).toThrow(RangeError);
  });
});

describe('an item paid off early or by its last payment', () => {
  it('when the rental completed before 24 payments (a payoff), then the meter is full and nothing is left to pay', () => {
    expect(ownershipOf(49.99, 5, true)).toMatchObject({ paymentsMade: 5, remainingPayments: 0, earlyPayoff: 0, percentOwned: 100, owned: true });
  });
});

describe("the early purchase payoff of an order (what billing charges and the account shows)", () => {
  it('when nothing is paid yet, then half of the 24 payments of each item, summed in cents', () => {
    expect(orderPayoffCents([4_000, 2_500], 0)).toBe(4_000 * 12 + 2_500 * 12);
  });

  it('when payments were made, then half of those still to make, each item rounded to the cent on its own', () => {
    // 19 x 49.99 / 2 = 474.905 -> 474.91 and 19 x 19.99 / 2 = 189.905 -> 189.91, per item as each card shows it.
    expect(orderPayoffCents([4_999, 1_999], 5)).toBe(47_491 + 18_991);
    expect(orderPayoffCents([4_999], 5) / 100).toBe(ownershipOf(49.99, 5).earlyPayoff);
  });

  it('when the order is owned by its payments, then 0', () => {
    expect(orderPayoffCents([4_000], PAYMENTS_TO_OWN)).toBe(0);
    expect(orderPayoffCents([4_000], PAYMENTS_TO_OWN + 2)).toBe(0);
  });

  it('when an order has no items, then 0', () => {
    expect(orderPayoffCents([], 3)).toBe(0);
  });

  it.each<[number[], number]>([
    [[4_000], -1],
    [[4_000], 2.5],
    [[40.5], 1],
    [[-100], 1],
  ])('refuses prices %p with %p payments made', (prices, made) => {
    expect(() => orderPayoffCents(prices, made)).toThrow(RangeError);
  });
});
