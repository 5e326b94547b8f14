import { cartFigures, DELIVERY_FEE_CENTS, deliveryFeeCents, isTv, linePriceCents, monthlyTotalCents, todayChargeCents } from '../src/pricing';

describe('is it a TV', () => {
  it("when the name contains 'tv' in any letter case, then it is a TV", () => {
    expect(isTv({ name: 'Smart TV' })).toBe(true);
    expect(isTv({ name: 'smart tv 55' })).toBe(true);
    expect(isTv({ name: 'Top-Load Washer' })).toBe(false);
  });

  it('when the catalogue files it under TVs, then it is a TV whatever its name', () => {
    expect(isTv({ name: 'Samsung QLED', category: 'TVs' })).toBe(true);
    expect(isTv({ name: 'Samsung QLED', category: ' television ' })).toBe(true);
    expect(isTv({ name: 'Chest Freezer', category: 'freezer' })).toBe(false);
    expect(isTv({ name: 'Chest Freezer', category: null })).toBe(false);
  });
});

describe('the price of a line', () => {
  it('when a TV has a size, then its line costs the price per inch times the size', () => {
    expect(linePriceCents(100, 55)).toBe(5500);
    expect(linePriceCents(150, 43)).toBe(6450);
  });

  it('when the line is not a TV, then it costs its monthly price', () => {
    expect(linePriceCents(3999)).toBe(3999);
    expect(linePriceCents(3999, null)).toBe(3999);
  });
});

describe('the monthly total', () => {
  it('when lines are summed, then the total is their sum to the cent', () => {
    expect(monthlyTotalCents([{ monthlyPriceCents: 1999 }, { monthlyPriceCents: 2999 }, { monthlyPriceCents: 10 }])).toBe(5008);
  });

  it("when a $1-an-inch TV of 55 inches is in the cart, then the total is spec 9's sum plus tvSize - 1", () => {
    const lines = [{ monthlyPriceCents: linePriceCents(100, 55) }, { monthlyPriceCents: 6000 }, { monthlyPriceCents: 4000 }];
    expect(monthlyTotalCents(lines)).toBe(100 + 6000 + 4000 + (55 - 1) * 100);
  });

  it('when the cart is empty, then the total is 0', () => {
    expect(monthlyTotalCents([])).toBe(0);
  });
});

describe('the delivery fee and today’s charge', () => {
  it('when exactly one item is rented, then delivery costs $25', () => {
    expect(DELIVERY_FEE_CENTS).toBe(2500);
    expect(deliveryFeeCents(1)).toBe(2500);
  });

  it('when two or more items are rented, then delivery is free', () => {
    expect(deliveryFeeCents(2)).toBe(0);
    expect(deliveryFeeCents(5)).toBe(0);
  });

  it('when nothing is rented, then there is nothing to deliver and no fee', () => {
    expect(deliveryFeeCents(0)).toBe(0);
  });

  it("when today's charge is figured, then it is the first month plus the delivery fee", () => {
    expect(todayChargeCents(4000, 1)).toBe(6500);
    expect(todayChargeCents(15500, 3)).toBe(15500);
    expect(todayChargeCents(0, 0)).toBe(0);
  });

  it('when a cart is priced, then its three figures agree with each rule', () => {
    expect(cartFigures([{ monthlyPriceCents: 4999 }])).toEqual({ monthlyTotalCents: 4999, deliveryFeeCents: 2500, totalTodayCents: 7499 });
    expect(cartFigures([{ monthlyPriceCents: 5500 }, { monthlyPriceCents: 4000 }])).toEqual({ monthlyTotalCents: 9500, deliveryFeeCents: 0, totalTodayCents: 9500 });
    expect(cartFigures([])).toEqual({ monthlyTotalCents: 0, deliveryFeeCents: 0, totalTodayCents: 0 });
  });
});
