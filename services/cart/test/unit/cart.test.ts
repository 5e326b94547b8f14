import { refusalOf } from '@rto/kit/testing';
import { isTv as isTelevision, monthlyTotalCents } from '@rto/rules';
import {
  checkPlugType,
  checkRentable,
  checkTvSize,
  MAX_CART_ITEMS,
  priceCart,
  TV_SIZES,
  tvSizeOfLines,
  type CatalogProduct,
} from '../../src/domain/cart';

const invalid = (message: string) => ({ kind: 'invalid', message });

const tv: CatalogProduct = { id: 'a'.repeat(24), name: 'Smart TV', monthlyPriceCents: 100, photo: 'http://x/tv.jpg', combo: false, category: 'tv' };
const fridge: CatalogProduct = { id: 'b'.repeat(24), name: 'Refrigerator', monthlyPriceCents: 4000, photo: 'http://x/fridge.jpg', combo: false };
const washerDryer: CatalogProduct = { id: 'c'.repeat(24), name: 'Washer & Dryer Set', monthlyPriceCents: 6000, combo: true };
const oddPrice: CatalogProduct = { id: 'd'.repeat(24), name: 'Freezer', monthlyPriceCents: 2499 };

describe('TV sizes', () => {
  it.each(TV_SIZES)('when the size is %i inches, then it is accepted', (size) => {
    expect(checkTvSize(size)).toBe(size);
  });

  it.each([0, 39, 42, 55.5, 81, '55', null, undefined])('when the size is %p, then it is refused with the list of sizes', (size) => {
    expect(refusalOf(() => checkTvSize(size))).toEqual(invalid('TV size must be one of 40, 43, 50, 55, 60, 65, 70, 75, 80'));
  });
});

describe('plug types', () => {
  it.each(['3-prong', '4-prong'])('when the plug is %s, then it is accepted', (plug) => {
    expect(checkPlugType(plug)).toBe(plug);
  });

  it.each(['2-prong', '3-PRONG', '', 3, null])('when the plug is %p, then it is refused', (plug) => {
    expect(refusalOf(() => checkPlugType(plug))).toEqual(invalid("Plug type must be '3-prong' or '4-prong'"));
  });
});

describe('what counts as a TV', () => {
  it('when the name contains tv in any case or the category is TV, then it is a TV', () => {
    expect(isTelevision({ name: '55" Smart TV' })).toBe(true);
    expect(isTelevision({ name: 'LG OLED tv' })).toBe(true);
    expect(isTelevision({ name: 'OLED 4K', category: 'Television' })).toBe(true);
    expect(isTelevision({ name: 'Refrigerator', category: 'appliance' })).toBe(false);
  });
});

describe('pricing a cart from the catalogue', () => {
  it('when a TV is chosen in a size, then its line price is the monthly price times the size', () => {
    const [line] = priceCart([{ productId: tv.id, tvSize: 55 }], [tv]);
    expect(line).toEqual({ productId: tv.id, name: 'Smart TV', photo: 'http://x/tv.jpg', monthlyPriceCents: 5500, tvSize: 55 });
  });

  it('when a product is not a TV, then its line price is its monthly price in cents, names and photos from the catalogue', () => {
    const lines = priceCart([{ productId: fridge.id }, { productId: oddPrice.id }], [fridge, oddPrice]);
    expect(lines.map((line) => [line.name, line.monthlyPriceCents])).toEqual([
      ['Refrigerator', 4000],
      ['Freezer', 2499],
    ]);
    expect(lines[1]?.photo).toBe('');
  });

  it('when a combo set gets a plug type, then the line carries the plug and its description', () => {
    const [three] = priceCart([{ productId: washerDryer.id, plugType: '3-prong' }], [washerDryer]);
    const [four] = priceCart([{ productId: washerDryer.id, plugType: '4-prong' }], [washerDryer]);
    expect(three?.comboItem).toEqual({ plugType: '3-prong', plugDescription: '3-prong 220v USA Homes' });
    expect(four?.comboItem).toEqual({ plugType: '4-prong', plugDescription: '4-prong 220V USA Homes' });
    expect(three?.monthlyPriceCents).toBe(6000);
  });

  it('when a product is not in the catalogue, then the cart is refused naming it', () => {
    expect(refusalOf(() => priceCart([{ productId: fridge.id }, { productId: 'e'.repeat(24) }], [fridge]))).toEqual(invalid(`Unknown product: ${'e'.repeat(24)}`));
  });

  it('when a TV has no size, or a size is given for something that is not a TV, then the cart is refused', () => {
    expect(refusalOf(() => priceCart([{ productId: tv.id }], [tv]))).toEqual(invalid('Please choose a TV size for Smart TV'));
    expect(refusalOf(() => priceCart([{ productId: fridge.id, tvSize: 55 }], [fridge]))).toEqual(invalid('A TV size can only be chosen for a TV: Refrigerator'));
  });

  it('when a combo has no plug, or a plug is given for something that is not a combo, then the cart is refused', () => {
    expect(refusalOf(() => priceCart([{ productId: washerDryer.id }], [washerDryer]))).toEqual(invalid('Please choose a plug type for Washer & Dryer Set'));
    expect(refusalOf(() => priceCart([{ productId: fridge.id, plugType: '3-prong' }], [fridge]))).toEqual(invalid('A plug type can only be chosen for a combo set: Refrigerator'));
  });

  it(`when a cart holds more than ${MAX_CART_ITEMS} items, then it is refused`, () => {
    const choices = Array.from({ length: MAX_CART_ITEMS + 1 }, () => ({ productId: fridge.id }));
    expect(refusalOf(() => priceCart(choices, [fridge]))).toEqual(invalid(`A cart can hold at most ${MAX_CART_ITEMS} items`));
    expect(priceCart(choices.slice(1), [fridge])).toHaveLength(MAX_CART_ITEMS);
  });

  it('when the cart is priced, then its total is the sum of its lines and its TV size is the TV line size', () => {
    const lines = priceCart([{ productId: fridge.id }, { productId: tv.id, tvSize: 65 }], [fridge, tv]);
    expect(monthlyTotalCents(lines)).toBe(4000 + 6500);
    expect(tvSizeOfLines(lines)).toBe(65);
    expect(tvSizeOfLines(priceCart([{ productId: fridge.id }], [fridge]))).toBeNull();
    expect(monthlyTotalCents([])).toBe(0);
  });
});

describe('only stock on offer can be rented', () => {
  const withStatus = (product: CatalogProduct, stockStatus: string): CatalogProduct => ({ ...product, stockStatus });

  it.each(['available', 'low'])('when a product is %s, then it may be chosen', (status) => {
    expect(() => checkRentable([withStatus(tv, status), withStatus(fridge, 'available')])).not.toThrow();
  });

  it.each(['rented', 'maintenance', 'discontinued', undefined])('when a product is %p, then the choice is refused as a conflict naming it', (status) => {
    expect(refusalOf(() => checkRentable([withStatus(fridge, 'available'), { ...tv, stockStatus: status }]))).toEqual({ kind: 'conflict', message: 'Smart TV is not available to rent right now' });
  });

  it('when two products are off offer, then both are named', () => {
    expect(refusalOf(() => checkRentable([withStatus(tv, 'rented'), withStatus(fridge, 'maintenance')]))).toEqual({ kind: 'conflict', message: 'Smart TV and Refrigerator are not available to rent right now' });
  });
});
