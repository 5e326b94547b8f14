import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem, Product } from '../../api';
import { aCombo, aProduct, aTv } from '../../test/builders';
import { deferred, jsonResponse, mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const tv = aTv({ _id: 'tv1', name: 'Samsung 4K Smart TV', monthly_price: 1, key_features: ['4K UHD', 'HDR'] });
const combo = aCombo({ _id: 'combo1', name: 'Washer & Dryer Set', monthly_price: 60, key_features: [] });
const fridge = aProduct({ _id: 'fridge1', name: 'French Door Refrigerator', monthly_price: 40, stock_status: 'low', key_features: ['Ice maker'] });
const catalogue: Product[] = [tv, combo, fridge];

function serveCatalogue(extra?: (call: RecordedCall) => Response | Promise<Response> | undefined) {
  return mockFetch(async (call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.path === '/getProducts') return jsonResponse(200, { products: catalogue });
    return jsonResponse(404, { error: 'Not found' });
  });
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

function storedCart(): CartItem[] {
  return JSON.parse(window.localStorage.getItem('cartItems') ?? '[]') as CartItem[];
}

async function openProducts() {
  const view = renderApp('/appliance');
  await screen.findByRole('article', { name: fridge.name });
  return view;
}

describe('products screen', () => {
  it('when products load, then each card shows photo, name, price per month, combo badge, features and low stock', async () => {
    serveCatalogue();
    await openProducts();

    const tvCard = card(tv.name);
    const photo = within(tvCard).getByRole('img', { name: tv.name });
    expect(photo).toHaveAttribute('src', tv.photo);
    // The first two cards' photos are the page's largest paint: loaded at once; the others lazily.
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(within(card(fridge.name)).getByRole('img', { name: fridge.name })).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width');
    // A TV is sold by the inch (spec 9): the card says so and starts from the 40" price.
    expect(within(tvCard).getByText('from $40/mo')).toBeInTheDocument();
    expect(within(tvCard).getByText('$1 per inch')).toBeInTheDocument();
    expect(within(card(fridge.name)).getByText('$40.00/mo')).toBeInTheDocument();
    expect(within(tvCard).getByText('HDR')).toBeInTheDocument();
    expect(within(tvCard).getByRole('button', { name: 'Select' })).toBeInTheDocument();

    expect(within(card(combo.name)).getByText('COMBO SET')).toBeInTheDocument();
    expect(within(card(combo.name)).getByText('No features listed')).toBeInTheDocument();
    expect(within(card(fridge.name)).getByText('Low stock')).toBeInTheDocument();
    expect(within(tvCard).queryByText('Low stock')).not.toBeInTheDocument();
    expect(screen.getByText('0 item(s) selected')).toBeInTheDocument();
  });

  it('when loading products fails with a server error, then its text is shown', async () => {
    mockFetch(() => jsonResponse(503, { error: 'Catalog is down for maintenance' }));
    renderApp('/appliance');
    expect(await screen.findByRole('alert')).toHaveTextContent('Catalog is down for maintenance');
  });

  it('when loading products fails without an error text, then the fallback message is shown', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/appliance');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error while fetching products please try again');
  });

  it('when a plain product is selected and then selected again, then it is added and then removed, and the cart is saved each time', async () => {
    serveCatalogue();
    const { user } = await openProducts();

    await user.click(within(card(fridge.name)).getByRole('button', { name: 'Select' }));
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
    expect(within(card(fridge.name)).getByRole('button', { name: 'Selected' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('1 item(s) selected')).toBeInTheDocument();
    expect(storedCart().map((item) => item._id)).toEqual(['fridge1']);

    await user.click(within(card(fridge.name)).getByRole('button', { name: 'Selected' }));
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
    expect(screen.getByText('0 item(s) selected')).toBeInTheDocument();
    expect(storedCart()).toEqual([]);
  });

  it('when a TV is selected, then the size picker offers nine sizes and picking 55" adds the TV with that size and closes the picker', async () => {
    serveCatalogue();
    const { user } = await openProducts();

    await user.click(within(card(tv.name)).getByRole('button', { name: 'Select' }));
    const picker = await screen.findByRole('dialog', { name: 'Select TV Size' });
    const sizes = within(picker).getAllByRole('button').filter((button) => /^\d\d"/.test(button.textContent ?? ''));
    expect(sizes.map((button) => button.textContent?.slice(0, 3))).toEqual(['40"', '43"', '50"', '55"', '60"', '65"', '70"', '75"', '80"']);

    await user.click(within(picker).getByRole('button', { name: /^55"/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Select TV Size' })).not.toBeInTheDocument());
    expect(storedCart()).toEqual([{ ...tv, tvSize: 55 }]);
    expect(within(card(tv.name)).getByRole('button', { name: 'Selected' })).toBeInTheDocument();
    // The card now shows the chosen size's price, as the cart counts it.
    expect(within(card(tv.name)).getByText('$55.00/mo')).toBeInTheDocument();
    expect(within(card(tv.name)).getByText('55" · $1 per inch')).toBeInTheDocument();
    expect(within(card(tv.name)).queryByText('from $40/mo')).not.toBeInTheDocument();
  });

  it('when the TV size picker is closed with Escape, then nothing is added', async () => {
    serveCatalogue();
    const { user } = await openProducts();

    await user.click(within(card(tv.name)).getByRole('button', { name: 'Select' }));
    await screen.findByRole('dialog', { name: 'Select TV Size' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedCart()).toEqual([]);
    expect(screen.getByText('0 item(s) selected')).toBeInTheDocument();
  });

  it('when a combo is selected, then the plug picker asks 3-Prong or 4-Prong and 4-Prong is stored on the item', async () => {
    serveCatalogue();
    const { user } = await openProducts();

    await user.click(within(card(combo.name)).getByRole('button', { name: 'Select' }));
    const picker = await screen.findByRole('dialog', { name: 'Select Dryer Plug Type' });
    expect(within(picker).getByRole('button', { name: /3-Prong/ })).toBeInTheDocument();
    await user.click(within(picker).getByRole('button', { name: /4-Prong/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedCart()).toEqual([{ ...combo, comboItem: { plugType: '4-prong', plugDescription: '4-prong 220V USA Homes' } }]);
  });

  it('when the cart holds a 55" TV, a combo and a fridge, then the overlay lists each with its choice and the spec total', async () => {
    serveCatalogue();
    const { user } = await openProducts();
    await user.click(within(card(tv.name)).getByRole('button', { name: 'Select' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^55"/ }));
    await user.click(within(card(combo.name)).getByRole('button', { name: 'Select' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /4-Prong/ }));
    await user.click(within(card(fridge.name)).getByRole('button', { name: 'Select' }));

    await user.click(screen.getByRole('button', { name: 'View Cart' }));
    const cart = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(cart).getByText('TV size: 55"')).toBeInTheDocument();
    expect(within(cart).getByText('$55.00/mo')).toBeInTheDocument();
    expect(within(cart).getByText('Plug type: 4-prong 220V USA Homes')).toBeInTheDocument();
    expect(within(cart).getByText('4K UHD · HDR')).toBeInTheDocument();
    expect(within(cart).getByText('Total Monthly Cost')).toBeInTheDocument();
    // 1 + 60 + 40, plus 55 - 1 for the TV.
    expect(within(cart).getByTestId('cart-total')).toHaveTextContent('$155.00');

    await user.click(within(cart).getByRole('button', { name: `Remove ${fridge.name}` }));
    expect(within(cart).getByTestId('cart-total')).toHaveTextContent('$115.00');
    expect(await screen.findByText('Item removed from cart')).toBeInTheDocument();
  });

  it('when the cart is empty, then the overlay says so and Proceed to Checkout is disabled', async () => {
    serveCatalogue();
    const { user } = await openProducts();
    await user.click(screen.getByRole('button', { name: 'View Cart' }));
    const cart = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(cart).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(cart).getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    await user.click(within(cart).getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when Continue is pressed with nothing selected, then it warns and goes nowhere', async () => {
    const { calls } = serveCatalogue();
    const { user } = await openProducts();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toHaveAttribute('aria-disabled', 'true');
    await user.click(continueButton);
    expect(await screen.findByText('Please select at least one item')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/addItemsToCart')).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/appliance');
  });

  it('when checking out, then it shows ...Processing, sends the cart and the TV size with the token, and goes to /delivery', async () => {
    window.localStorage.setItem('token', 'customer-token');
    const cartSaved = deferred<Response>();
    const { calls } = serveCatalogue((call) => {
      if (call.path === '/addItemsToCart') return cartSaved.promise;
      if (call.path === '/updateTvscreen') return jsonResponse(200, { message: 'ok' });
      return undefined;
    });
    const { user } = await openProducts();
    await user.click(within(card(tv.name)).getByRole('button', { name: 'Select' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^55"/ }));
    await user.click(within(card(fridge.name)).getByRole('button', { name: 'Select' }));

    await user.click(screen.getByRole('button', { name: 'View Cart' }));
    const cart = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    await user.click(within(cart).getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await within(cart).findByRole('button', { name: '...Processing' })).toBeDisabled();

    cartSaved.resolve(jsonResponse(200, { message: 'Cart saved' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/delivery'));

    const addCall = calls.find((call) => call.path === '/addItemsToCart');
    expect(addCall?.method).toBe('POST');
    expect(addCall?.headers.get('Authorization')).toBe('Bearer customer-token');
    expect(addCall?.body).toEqual({ cartItems: [{ ...tv, tvSize: 55 }, fridge] });
    const tvCall = calls.find((call) => call.path === '/updateTvscreen');
    expect(tvCall?.method).toBe('PATCH');
    expect(tvCall?.headers.get('Authorization')).toBe('Bearer customer-token');
    expect(tvCall?.body).toEqual({ tvSize: 55 });
  });

  it('when no TV is in the cart, then saving the cart does not send a TV size', async () => {
    window.localStorage.setItem('token', 'customer-token');
    const { calls } = serveCatalogue((call) => (call.path === '/addItemsToCart' ? jsonResponse(200, {}) : undefined));
    const { user } = await openProducts();
    await user.click(within(card(fridge.name)).getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/delivery'));
    expect(calls.some((call) => call.path === '/updateTvscreen')).toBe(false);
  });

  it('when syncing the cart fails, then it says Error syncing cart and stays on the products screen', async () => {
    window.localStorage.setItem('token', 'customer-token');
    serveCatalogue((call) => (call.path === '/addItemsToCart' ? jsonResponse(500, { error: 'Cart service unavailable' }) : undefined));
    const { user } = await openProducts();
    await user.click(within(card(fridge.name)).getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Error syncing cart')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/appliance');
  });

  it('when the session has expired when the cart is saved, then the token is cleared and Log In opens, to go on to /delivery after it', async () => {
    window.localStorage.setItem('token', 'expired-token');
    serveCatalogue((call) => (call.path === '/addItemsToCart' ? jsonResponse(401, { error: 'Token expired' }) : undefined));
    const { user } = await openProducts();
    await user.click(within(card(fridge.name)).getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?login=true&next=%2Fdelivery'));
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Log in or create an account to continue')).toBeInTheDocument();
    expect(screen.queryByText('Error syncing cart')).not.toBeInTheDocument();
    expect(storedCart()).toEqual([fridge]);
  });

  it('when a visitor who is not logged in continues, then nothing is sent, they are asked to log in or sign up, and their picks stay', async () => {
    const { calls } = serveCatalogue();
    const { user } = await openProducts();
    await user.click(within(card(fridge.name)).getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Log in or create an account to continue')).toBeInTheDocument();
    expect(screen.queryByText('Error syncing cart')).not.toBeInTheDocument();
    // Sign Up (the default) with the way back to /delivery.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/\?next=%2Fdelivery$/));
    expect(screen.getByRole('heading', { name: 'Create Account / Log In' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/addItemsToCart')).toBe(false);
    expect(storedCart()).toEqual([fridge]);
  });

  it("when the header's cart badge is used, then it counts the picks and opens the cart overlay", async () => {
    serveCatalogue();
    const { user } = await openProducts();
    expect(screen.getByRole('link', { name: 'Cart, 0 item(s)' })).toBeInTheDocument();
    await user.click(within(card(fridge.name)).getByRole('button', { name: 'Select' }));
    const badge = screen.getByRole('link', { name: 'Cart, 1 item(s)' });

    await user.click(badge);
    const cart = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(within(cart).getByRole('heading', { name: fridge.name })).toBeInTheDocument();
    await user.click(within(cart).getByRole('button', { name: 'Continue Shopping' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shopping Cart' })).not.toBeInTheDocument());

    // Each use opens it again.
    await user.click(badge);
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
  });

  it('when the cart cannot be saved locally while adding, then it says Error adding appliance to cart', async () => {
    serveCatalogue();
    const { user } = await openProducts();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    await user.click(within(card(fridge.name)).getByRole('button', { name: 'Select' }));
    expect(await screen.findByText('Error adding appliance to cart')).toBeInTheDocument();
  });

  it('when the cart cannot be saved locally while removing, then it says Error updating cart', async () => {
    serveCatalogue();
    const { user } = await openProducts();
    await user.click(within(card(fridge.name)).getByRole('button', { name: 'Select' }));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    await user.click(within(card(fridge.name)).getByRole('button', { name: 'Selected' }));
    expect(await screen.findByText('Error updating cart')).toBeInTheDocument();
  });

  it('when a saved cart exists, then the screen starts with it selected', async () => {
    window.localStorage.setItem('cartItems', JSON.stringify([fridge]));
    serveCatalogue();
    await openProducts();
    expect(within(card(fridge.name)).getByRole('button', { name: 'Selected' })).toBeInTheDocument();
    expect(screen.getByText('1 item(s) selected')).toBeInTheDocument();
  });
});
