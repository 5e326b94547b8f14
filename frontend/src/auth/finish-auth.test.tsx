import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct, aTv, inCart } from '../test/builders';
import { jsonResponse, mockFetch, type RecordedCall } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

const tv = aTv({ _id: 'tv1' });
const fridge = aProduct({ _id: 'fridge1' });

/** Log-in answers with a token; GET /getUser with the given role; the account's server cart holds a freezer. */
function serve(role: 'customer' | 'admin', overrides?: (call: RecordedCall) => Response | undefined) {
  return mockFetch((call) => {
    const answer = overrides?.(call);
    if (answer) return answer;
    switch (call.path) {
      case '/login':
        return jsonResponse(200, { message: 'Login successful', token: 'login-token' });
      case '/getUser':
        return jsonResponse(200, { user: { _id: 'u1', name: 'Ada', email: 'ada@example.com', mobile: '1', role } });
      case '/getCartItems':
        return jsonResponse(200, { cartItems: { items: [{ id: 'freezer1', name: 'Freezer', monthly_price: 25, photo: '/photos/f' }], tvSize: null } });
      case '/addItemsToCart':
        return jsonResponse(200, { message: 'Cart updated', cartItems: { items: [], tvSize: 55 } });
      case '/updateTvscreen':
        return jsonResponse(200, { message: 'ok', tvSize: 55 });
      case '/getProducts':
        return jsonResponse(200, { products: [] });
      default:
        return jsonResponse(404, { error: 'Not found' });
    }
  });
}

async function logIn(path: string) {
  const view = renderApp(path);
  const { user } = view;
  await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  const form = screen.getByRole('form', { name: 'Log in' });
  await user.click(within(form).getByRole('button', { name: 'Log In' }));
  return view;
}

function storedCart(): unknown {
  return window.localStorage.getItem('cartItems');
}

describe('after a successful log-in', () => {
  it("when a guest had picked items, then they join the account's server cart, the local cart is cleared and the checkout goes on", async () => {
    window.localStorage.setItem('cartItems', JSON.stringify([inCart(tv, { tvSize: 55 }), inCart(fridge)]));
    const { calls } = serve('customer');
    await logIn('/?login=true&next=%2Fdelivery');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/delivery$/));
    const add = calls.find((call) => call.path === '/addItemsToCart');
    expect(add?.headers.get('Authorization')).toBe('Bearer login-token');
    expect(add?.body).toEqual({ cartItems: [{ _id: 'freezer1' }, { _id: 'tv1', tvSize: 55 }, { _id: 'fridge1' }] });
    expect(calls.find((call) => call.path === '/updateTvscreen')?.body).toEqual({ tvSize: 55 });
    expect(storedCart()).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('login-token');
  });

  it('when a guest with picks logs in from the header, then after the merge the checkout goes on at /delivery', async () => {
    window.localStorage.setItem('cartItems', JSON.stringify([inCart(fridge)]));
    serve('customer');
    await logIn('/?login=true');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/delivery$/));
  });

  it('when nothing was picked, then no cart call is made and the catalogue opens', async () => {
    const { calls } = serve('customer');
    await logIn('/?login=true');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/appliance$/));
    expect(calls.some((call) => call.path.includes('Cart'))).toBe(false);
  });

  it("when the picks cannot be saved, then it says so, the spec's rule still clears the local cart and the catalogue opens", async () => {
    window.localStorage.setItem('cartItems', JSON.stringify([inCart(fridge)]));
    serve('customer', (call) => (call.path === '/addItemsToCart' ? jsonResponse(503, { error: 'Catalog unavailable' }) : undefined));
    await logIn('/?login=true');
    expect(await screen.findByText('Your earlier picks could not be added to your cart')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/appliance$/));
    expect(storedCart()).toBeNull();
  });

  it('when an admin logs in, then the back office opens and no cart is touched', async () => {
    window.localStorage.setItem('cartItems', JSON.stringify([inCart(fridge)]));
    const { calls } = serve('admin');
    await logIn('/?login=true');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard$/));
    expect(calls.some((call) => call.path.includes('Cart'))).toBe(false);
    expect(storedCart()).toBeNull();
  });

  it('when next points to another site, then it is ignored', async () => {
    serve('customer');
    await logIn('/?login=true&next=%2F%2Fevil.example');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/appliance$/));
  });

  it('when the visitor switches between Sign Up and Log In, then the way back (next) is kept', async () => {
    serve('customer');
    const { user } = renderApp('/?next=%2Fdelivery');
    await user.click(screen.getByRole('button', { name: 'Log In', pressed: false }));
    expect(screen.getByTestId('location')).toHaveTextContent('/?next=%2Fdelivery&login=true');
    await user.click(screen.getByRole('button', { name: 'Sign Up', pressed: false }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?next=%2Fdelivery$/);
  });
});
