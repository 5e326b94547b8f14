import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../api';
import { DELIVERY_CHOICE_KEY } from '../lib/delivery-choice-storage';
import { aProduct } from '../test/builders';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

const fridge = aProduct({ _id: 'fridge-c', name: 'French Door Refrigerator', monthly_price: 40 });
const stove = aProduct({ _id: 'stove-c', name: 'Electric Range', monthly_price: 35 });

function openWith(status: string, cart: unknown[]) {
  window.localStorage.setItem('token', 'customer-token');
  window.localStorage.setItem('cartItems', JSON.stringify(cart));
  const data = { _id: '665f1c2ab7e4a1d2c3b4a5f6', status, items: [{ _id: fridge._id, name: fridge.name, monthly_price: 40 }], deliveryDate: '2030-06-14', deliveryTime: '4:00 PM', locationName: 'Indianapolis, Indiana', monthlyTotal: 40, deliveryFee: 25, totalToday: 65 };
  mockFetch((call) => (call.path === '/getRecentOrder' ? jsonResponse(200, { data }) : jsonResponse(404, { error: 'Not found' })));
  return renderApp('/confirmation');
}

const storedCart = () => JSON.parse(window.localStorage.getItem('cartItems') ?? '[]') as unknown[];

describe("the SPA's cart after an order (issue 21)", () => {
  it.each(['active', 'pending'])('when the confirmation shows an %s order of the cart, then the cart and the badge empty', async (status) => {
    openWith(status, [fridge]);
    await screen.findByTestId('confirmation-number');
    await waitFor(() => expect(storedCart()).toEqual([]));
    expect(await screen.findByRole('link', { name: 'Cart, 0 item(s)' })).toBeInTheDocument();
  });

  it('when the order is placed, then the delivery choice kept for Back and reload goes too', async () => {
    window.sessionStorage.setItem(DELIVERY_CHOICE_KEY, JSON.stringify({ kept: true }));
    openWith('pending', [fridge]);
    await waitFor(() => expect(storedCart()).toEqual([]));
    expect(window.sessionStorage.getItem(DELIVERY_CHOICE_KEY)).toBeNull();
  });

  it('when an order is shown, then My Account no longer holds the orders it cached before it', async () => {
    const { queryClient } = openWith('pending', [fridge]);
    queryClient.setQueryData(queryKeys.dashboard, { user: null, orders: [] });
    await waitFor(() => expect(storedCart()).toEqual([]));
    expect(queryClient.getQueryData(queryKeys.dashboard)).toBeUndefined();
  });

  it('when the order was cancelled (declined), then the cart is kept to try again', async () => {
    openWith('cancelled', [fridge]);
    await screen.findByTestId('confirmation-number');
    expect(storedCart()).toHaveLength(1);
  });

  it('when the cart holds picks made since that were not ordered, then it is kept', async () => {
    openWith('active', [fridge, stove]);
    await screen.findByTestId('confirmation-number');
    expect(storedCart()).toHaveLength(2);
  });
});
