import { refusalOf } from '@rto/kit/testing';
import { DELIVERY_FEE_CENTS, deliveryFeeCents as deliveryFeeFor } from '@rto/rules';
import { clientTotalMatches, EMPTY_CART_MESSAGE, priceOrder } from '../../src/domain/pricing';
import { product } from '../support/catalog-product';

const tv = product('a'.repeat(24), 'Smart LED TV', 100, { category: 'tv' });
const fridge = product('b'.repeat(24), 'Refrigerator', 4_000);
const washerDryer = product('c'.repeat(24), 'Washer & Dryer Set', 6_000, { combo: true, category: 'combo' });

/** The message of the invalid-input refusal a pricing rule threw. */
function refusedWith(work: () => unknown): string {
  const refusal = refusalOf(work);
  expect(refusal.kind).toBe('invalid');
  return refusal.message;
}

describe('pricing an order', () => {
  it('when a 55" TV at $1 an inch is ordered alone, then it costs $55 a month and the first payment adds the $25 delivery fee', () => {
    const priced = priceOrder([{ productId: tv.id, name: tv.name, tvSize: 55 }], [tv]);
    expect(priced.items).toEqual([{ productId: tv.id, name: tv.name, monthlyPriceCents: 5_500, stockStatus: 'available', photo: tv.photo, category: 'tv', tvSize: 55 }]);
    // Spec 9's rule: sum of monthly prices ($1) + tvSize - 1 (54) = $55, the line's own price.
    expect(priced).toMatchObject({ monthlyTotalCents: 5_500, deliveryFeeCents: 2_500, todayChargeCents: 8_000 });
  });

  it('when two or more items are ordered, then delivery is free and today equals the monthly total', () => {
    const priced = priceOrder(
      [
        { productId: fridge.id, name: fridge.name },
        { productId: washerDryer.id, name: washerDryer.name, comboItem: { plugType: '4-prong', plugDescription: '4-prong 220V USA Homes' } },
      ],
      [fridge, washerDryer],
    );
    expect(priced).toMatchObject({ monthlyTotalCents: 10_000, deliveryFeeCents: 0, todayChargeCents: 10_000 });
    expect(priced.items[1]).toMatchObject({ comboItem: { plugType: '4-prong', plugDescription: '4-prong 220V USA Homes' }, category: 'combo' });
  });

  it("when the catalogue's price changed since the cart was saved, then today's catalogue price counts", () => {
    const cheaper = { ...fridge, monthlyPriceCents: 3_550, name: 'Refrigerator (new model)' };
    expect(priceOrder([{ productId: fridge.id, name: 'Refrigerator' }], [cheaper]).items[0]).toMatchObject({ name: 'Refrigerator (new model)', monthlyPriceCents: 3_550 });
  });

  it('when the cart is empty, then it is refused', () => {
    expect(refusedWith(() => priceOrder([], [fridge]))).toBe(EMPTY_CART_MESSAGE);
  });

  it('when a product has left the catalogue, then it is refused by the name the cart showed', () => {
    expect(refusedWith(() => priceOrder([{ productId: 'd'.repeat(24), name: 'Chest Freezer' }], [fridge]))).toBe('Chest Freezer is no longer available: please remove it from your cart');
  });

  it('when counting the delivery fee, then $25 for exactly one item, else nothing', () => {
    expect([0, 1, 2, 5].map(deliveryFeeFor)).toEqual([0, DELIVERY_FEE_CENTS, 0, 0]);
  });

  it("when the client's total is compared, then the monthly total or today's payment match, to the cent", () => {
    const priced = { monthlyTotalCents: 5_500, todayChargeCents: 8_000 };
    expect([55, 80, 55.0, 80.001].map((total) => clientTotalMatches(total, priced))).toEqual([true, true, true, true]);
    expect([54.99, 0, 135].map((total) => clientTotalMatches(total, priced))).toEqual([false, false, false]);
  });
});
