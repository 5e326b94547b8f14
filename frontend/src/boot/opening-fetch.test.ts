import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api/client';
import { setUnauthorizedHandler } from '../api/http';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { startOpeningFetches } from './opening-fetch';

const READS = { '/delivery': ['/getUser', '/getCartItems'] };
const CART = { cartItems: { items: [], tvSize: 55 } };

/** Opens `path` with `token` stored and runs the opening script, as index.html does before the main script. */
function openPage(path: string, token: string | null) {
  window.history.replaceState(null, '', path);
  if (token) window.localStorage.setItem('token', token);
  startOpeningFetches(READS, '');
}

describe('the opening script (boot/opening-fetch.ts) and the API client taking its answers', () => {
  afterEach(() => {
    delete window.openingFetches;
    window.history.replaceState(null, '', '/');
    vi.useRealTimers();
  });

  it("when a signed-in page is opened, then its reads go out at once with the session's token, and the client's own reads take their answers instead of asking again", async () => {
    const { calls } = mockFetch((call) => jsonResponse(200, call.path === '/getCartItems' ? CART : { user: { name: 'Ada' } }));
    openPage('/Delivery/', 'abc');
    expect(calls.map((call) => call.path)).toEqual(['/getUser', '/getCartItems']);
    expect(calls.every((call) => call.headers.get('Authorization') === 'Bearer abc' && call.headers.get('Accept') === 'application/json')).toBe(true);

    await expect(api.getCartItems()).resolves.toEqual(CART);
    expect(calls).toHaveLength(2);
    // Taken once: a later read of the same path asks the server.
    await api.getCartItems();
    expect(calls).toHaveLength(3);
  });

  it('when no one is signed in, or the page has no opening reads, then nothing is fetched', () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    openPage('/delivery', null);
    openPage('/appliance', 'abc');
    openPage('/delivery/extra', 'abc');
    expect(calls).toEqual([]);
    expect(window.openingFetches).toBeUndefined();
  });

  it("when a stranger's link names an odd path (an object's own keys, a long run of slashes), then nothing but the page's own reads go out", () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    for (const path of ['/__proto__', '/constructor', '/toString', '/', `/__proto__${'/'.repeat(50_000)}`]) openPage(path, 'abc');
    expect(calls).toEqual([]);
    expect(window.openingFetches).toBeUndefined();
    openPage(`/delivery${'/'.repeat(50_000)}`, 'abc');
    expect(calls.map((call) => call.path)).toEqual(['/getUser', '/getCartItems']);
  });

  it('when the opening read answers 401, then the client meets it as its own: the session is over, the token cleared', async () => {
    mockFetch(() => jsonResponse(401, { error: 'Session expired' }));
    openPage('/delivery', 'expired');
    const toLogin = vi.fn();
    const restore = setUnauthorizedHandler(toLogin);
    try {
      await expect(api.getCartItems()).rejects.toMatchObject({ status: 401, serverMessage: 'Session expired' });
    } finally {
      restore();
    }
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('when the opening read failed on the network, then the client fetches again', async () => {
    let first = true;
    const { calls } = mockFetch((call) => {
      if (first && call.path === '/getCartItems') {
        first = false;
        throw new TypeError('Failed to fetch');
      }
      return jsonResponse(200, CART);
    });
    openPage('/delivery', 'abc');
    await expect(api.getCartItems()).resolves.toEqual(CART);
    expect(calls.filter((call) => call.path === '/getCartItems')).toHaveLength(2);
  });

  it('when the token changed since (another log-in), then the answer read with the old one is never used', async () => {
    const { calls } = mockFetch((call) => jsonResponse(200, { ...CART, readWith: call.headers.get('Authorization') }));
    openPage('/delivery', 'old');
    window.localStorage.setItem('token', 'new');
    await expect(api.getCartItems()).resolves.toMatchObject({ readWith: 'Bearer new' });
    expect(calls.at(-1)?.headers.get('Authorization')).toBe('Bearer new');
  });

  it('when a change was sent since, then a read asks the server afresh rather than taking an answer read before it', async () => {
    const { calls } = mockFetch((call) => jsonResponse(200, call.path === '/getCartItems' ? CART : { message: 'ok' }));
    openPage('/delivery', 'abc');
    await api.addItemsToCart([]);
    await api.getCartItems();
    expect(calls.filter((call) => call.path === '/getCartItems')).toHaveLength(2);
  });

  it('when the page has been open longer than an opening, then its reads ask the server afresh', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { calls } = mockFetch(() => jsonResponse(200, CART));
    openPage('/delivery', 'abc');
    vi.setSystemTime(Date.now() + 10_001);
    await api.getCartItems();
    expect(calls.filter((call) => call.path === '/getCartItems')).toHaveLength(2);
  });
});
