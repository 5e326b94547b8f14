import { describe, expect, it } from 'vitest';
import type { ServerCartItem } from '../../api';
import { aCombo, aProduct, aTv, inCart } from '../../test/builders';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { mergeCartChoices, mergeGuestCart } from './guest-cart-merge';

const tv = aTv({ _id: 'tv1' });
const combo = aCombo({ _id: 'combo1' });
const fridge = aProduct({ _id: 'fridge1' });
const freezer = aProduct({ _id: 'freezer1', name: 'Chest Freezer' });

function serverLine(id: string, extra: Partial<ServerCartItem> = {}): ServerCartItem {
  return { id, name: `Server ${id}`, monthly_price: 25, photo: `/photos/${id}`, ...extra };
}

describe('merging a guest cart into the server cart', () => {
  it('when the server cart is empty, then the guest picks are sent as they were chosen, ids and choices only', () => {
    expect(mergeCartChoices([], [inCart(tv, { tvSize: 55 }), inCart(combo, { comboItem: { plugType: '4-prong', plugDescription: '4-prong 220V USA Homes' } })])).toEqual([
      { _id: 'tv1', tvSize: 55, comboItem: undefined },
      { _id: 'combo1', tvSize: undefined, comboItem: { plugType: '4-prong', plugDescription: '4-prong 220V USA Homes' } },
    ]);
  });

  it('when both hold items, then the server lines come first, the new picks after, with no name or price sent', () => {
    const merged = mergeCartChoices(
      [serverLine('freezer1'), serverLine('combo1', { comboItem: { plugType: '3-prong', plugDescription: '3-prong 220v USA Homes' } })],
      [inCart(fridge)],
    );
    expect(merged).toEqual([
      { _id: 'freezer1', tvSize: undefined, comboItem: undefined },
      { _id: 'combo1', tvSize: undefined, comboItem: { plugType: '3-prong', plugDescription: '3-prong 220v USA Homes' } },
      { _id: 'fridge1', tvSize: undefined, comboItem: undefined },
    ]);
  });

  it('when a product is in both, then it is sent once, in its server place, with the choice the guest just made', () => {
    const merged = mergeCartChoices([serverLine('tv1', { tvSize: 40 }), serverLine('freezer1')], [inCart(tv, { tvSize: 65 }), inCart(freezer)]);
    expect(merged).toEqual([
      { _id: 'tv1', tvSize: 65, comboItem: undefined },
      { _id: 'freezer1', tvSize: undefined, comboItem: undefined },
    ]);
  });

  it('when the guest picked nothing, then no call is made', async () => {
    const { calls } = mockFetch(() => jsonResponse(500));
    expect(await mergeGuestCart([])).toBe(0);
    expect(calls).toEqual([]);
  });

  it('when the guest picked items, then the server cart is read, the union saved with the token and the TV size stored', async () => {
    window.localStorage.setItem('token', 'customer-token');
    const { calls } = mockFetch((call) => {
      if (call.path === '/getCartItems') return jsonResponse(200, { cartItems: { items: [serverLine('freezer1')], tvSize: null } });
      if (call.path === '/addItemsToCart') return jsonResponse(200, { message: 'Cart updated', cartItems: { items: [], tvSize: 50 } });
      if (call.path === '/updateTvscreen') return jsonResponse(200, { message: 'ok', tvSize: 50 });
      return jsonResponse(404, { error: 'Not found' });
    });
    expect(await mergeGuestCart([inCart(tv, { tvSize: 50 }), inCart(fridge)])).toBe(2);

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /getCartItems', 'POST /addItemsToCart', 'PATCH /updateTvscreen']);
    expect(calls.every((call) => call.headers.get('Authorization') === 'Bearer customer-token')).toBe(true);
    expect(calls[1]?.body).toEqual({ cartItems: [{ _id: 'freezer1' }, { _id: 'tv1', tvSize: 50 }, { _id: 'fridge1' }] });
    expect(calls[2]?.body).toEqual({ tvSize: 50 });
  });

  it('when no TV was picked, then no TV size is sent; when saving fails, then the merge says so', async () => {
    window.localStorage.setItem('token', 'customer-token');
    const { calls } = mockFetch((call) => {
      if (call.path === '/getCartItems') return jsonResponse(200, { cartItems: { items: [], tvSize: null } });
      return jsonResponse(503, { error: 'Catalog unavailable' });
    });
    await expect(mergeGuestCart([inCart(fridge)])).rejects.toThrow('Catalog unavailable');
    expect(calls.some((call) => call.path === '/updateTvscreen')).toBe(false);
  });
});
