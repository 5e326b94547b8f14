import { priceOrder } from '../../src/domain/pricing';
import { canonicalPricedOrder, pricedOrderKey } from '../../src/domain/priced-order-key';
import { product } from '../support/catalog-product';

const tv = product('a'.repeat(24), 'Smart LED TV', 100, { category: 'tv' });
const fridge = product('b'.repeat(24), 'Refrigerator', 4_000);
const washerDryer = product('c'.repeat(24), 'Washer & Dryer Set', 6_000, { combo: true, category: 'combo' });
const catalogue = [tv, fridge, washerDryer];

const tv55 = { productId: tv.id, name: tv.name, tvSize: 55 };
const fridgeLine = { productId: fridge.id, name: fridge.name };
const comboLine = (plugType: string) => ({ productId: washerDryer.id, name: washerDryer.name, comboItem: { plugType, plugDescription: `${plugType} plug` } });
const keyOf = (...choices: Parameters<typeof priceOrder>[0]) => pricedOrderKey(priceOrder(choices, catalogue));

describe("the priced order's key (what an agreement was written for)", () => {
  it('when the same cart is priced twice, then the key is the same 64 hex characters', () => {
    expect(keyOf(tv55, fridgeLine)).toMatch(/^[0-9a-f]{64}$/);
    expect(keyOf(tv55, fridgeLine)).toBe(keyOf(tv55, fridgeLine));
  });

  it('when only what the agreement does not price changes (a name, a photo, the stock status), then the key stays', () => {
    const renamed = [{ ...tv, name: 'Another name', photo: '/other', stockStatus: 'low' }, fridge];
    expect(pricedOrderKey(priceOrder([tv55, fridgeLine], renamed))).toBe(keyOf(tv55, fridgeLine));
  });

  it('when an item is added, a price or a TV size or a plug type changes, then the key changes', () => {
    const base = keyOf(tv55, fridgeLine);
    expect(keyOf(tv55, fridgeLine, fridgeLine)).not.toBe(base);
    expect(keyOf({ ...tv55, tvSize: 65 }, fridgeLine)).not.toBe(base);
    expect(pricedOrderKey(priceOrder([tv55, fridgeLine], [tv, { ...fridge, monthlyPriceCents: 4_001 }]))).not.toBe(base);
    expect(keyOf(comboLine('NEMA 10-30'))).not.toBe(keyOf(comboLine('NEMA 14-30')));
  });

  it("when the totals differ from the lines' (today's charge), then the key changes", () => {
    const priced = priceOrder([fridgeLine], catalogue);
    expect(pricedOrderKey({ ...priced, todayChargeCents: priced.todayChargeCents + 1 })).not.toBe(pricedOrderKey(priced));
    expect(pricedOrderKey({ ...priced, monthlyTotalCents: priced.monthlyTotalCents + 1 })).not.toBe(pricedOrderKey(priced));
  });

  it('is one fixed serialisation: lines as [product, monthly cents, TV size, plug type], then the totals', () => {
    const priced = priceOrder([tv55, comboLine('NEMA 10-30')], catalogue);
    expect(canonicalPricedOrder(priced)).toBe(
      JSON.stringify([[[tv.id, 5_500, 55, null], [washerDryer.id, 6_000, null, 'NEMA 10-30']], priced.monthlyTotalCents, priced.todayChargeCents]),
    );
  });
});
