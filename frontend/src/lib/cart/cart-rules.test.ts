import { describe, expect, it } from 'vitest';
import { aCombo, aProduct, aTv, inCart } from '../../test/builders';
import { isTv } from '@rto/rules';
import { cartTvSize, decideSelection, linePrice, monthlyTotal } from './cart-rules';

describe('selection rules (spec 4)', () => {
  it('when the product is already in the cart, then selecting it removes it, whatever kind it is', () => {
    const tv = aTv();
    const combo = aCombo();
    const fridge = aProduct();
    const cart = [inCart(tv, { tvSize: 55 }), inCart(combo), inCart(fridge)];
    expect(decideSelection(tv, cart)).toEqual({ kind: 'remove' });
    expect(decideSelection(combo, cart)).toEqual({ kind: 'remove' });
    expect(decideSelection(fridge, cart)).toEqual({ kind: 'remove' });
  });

  it("when the name contains 'tv' in any letter case and it is not in the cart, then the TV size picker opens", () => {
    for (const name of ['Samsung 55" Smart TV', 'lg oled tv', 'Tv Stand Bundle', 'TCL 4K UHD TV']) {
      expect(decideSelection(aProduct({ name }), [])).toEqual({ kind: 'pick-tv-size' });
    }
  });

  it('when a combo is not in the cart, then the dryer plug picker opens', () => {
    expect(decideSelection(aCombo(), [])).toEqual({ kind: 'pick-plug' });
  });

  it('when a product is both a TV and a combo, then the TV size picker comes first', () => {
    expect(decideSelection(aCombo({ name: 'TV and Soundbar Combo' }), [])).toEqual({ kind: 'pick-tv-size' });
  });

  it('when a plain product is not in the cart, then it is added at once', () => {
    expect(decideSelection(aProduct({ name: 'Chest Freezer' }), [inCart(aProduct())])).toEqual({ kind: 'add' });
  });

  it("when the name does not contain 'tv', then it is not a TV", () => {
    expect(isTv({ name: 'Top-Load Washer' })).toBe(false);
    expect(isTv({ name: 'Smart TV' })).toBe(true);
  });
});

describe('prices (spec 9)', () => {
  it('when a TV has a size, then its line price is monthly_price times the size', () => {
    expect(linePrice(inCart(aTv({ monthly_price: 1 }), { tvSize: 55 }))).toBe(55);
    expect(linePrice(inCart(aTv({ monthly_price: 1.5 }), { tvSize: 43 }))).toBe(64.5);
  });

  it('when an item is not a sized TV, then its line price is its monthly_price', () => {
    expect(linePrice(inCart(aProduct({ monthly_price: 39.99 })))).toBe(39.99);
  });

  it('when there is no TV, then the total is the sum of the monthly prices, to the cent', () => {
    const cart = [inCart(aProduct({ monthly_price: 19.99 })), inCart(aProduct({ monthly_price: 29.99 })), inCart(aProduct({ monthly_price: 0.1 }))];
    expect(monthlyTotal(cart)).toBe(50.08);
  });

  it('when the cart is empty, then the total is 0', () => {
    expect(monthlyTotal([])).toBe(0);
  });

  it('when a $1 TV of 55 inches is in the cart, then tvSize - 1 is added, which makes the total equal the sum of the lines', () => {
    const cart = [
      inCart(aTv({ monthly_price: 1 }), { tvSize: 55 }),
      inCart(aCombo({ monthly_price: 60 }), { comboItem: { plugType: '4-prong', plugDescription: '4-prong 220V USA Homes' } }),
      inCart(aProduct({ monthly_price: 40 })),
    ];
    expect(monthlyTotal(cart)).toBe(1 + 60 + 40 + (55 - 1));
    expect(monthlyTotal(cart)).toBe(cart.map(linePrice).reduce((sum, price) => sum + price, 0));
  });

  it('when a TV is priced at other than $1 an inch, then the total is the sum of the lines, what the order charges', () => {
    const cart = [inCart(aTv({ monthly_price: 2 }), { tvSize: 40 })];
    expect(monthlyTotal(cart)).toBe(2 * 40);
  });

  it('when two TVs are in the cart, then the size of the one added last is the cart TV size, and each TV is priced at its own size', () => {
    const cart = [inCart(aTv({ monthly_price: 1 }), { tvSize: 40 }), inCart(aProduct()), inCart(aTv({ monthly_price: 1 }), { tvSize: 65 })];
    expect(cartTvSize(cart)).toBe(65);
    expect(monthlyTotal(cart)).toBe(40 + 40 + 65);
  });

  it('when no TV has a size, then there is no cart TV size', () => {
    expect(cartTvSize([inCart(aProduct())])).toBeUndefined();
  });
});
