import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct } from '../../test/builders';
import { aDashboardOrder, anOrderItem, dashboardData } from '../../test/dashboard-builders';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const fridge = aProduct({ _id: 'fridge-r', name: 'French Door Refrigerator', monthly_price: 40 });
const stove = aProduct({ _id: 'stove-r', name: 'Electric Range', monthly_price: 35 });
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** The catalogue, the customer's orders (My Account's) and a cart that saves. */
function serve(orders: ReturnType<typeof aDashboardOrder>[]) {
  return mockFetch((call) => {
    if (call.path === '/getProducts') return jsonResponse(200, { products: [fridge, stove] });
    if (call.path === '/getDashboardData') return jsonResponse(200, dashboardData({ orders }));
    if (call.path === '/addItemsToCart') return jsonResponse(200, {});
    return jsonResponse(404, { error: 'Not found' });
  });
}

async function pickAndContinue(name: string) {
  window.localStorage.setItem('token', 'customer-token');
  const view = renderApp('/appliance');
  const card = await screen.findByRole('article', { name });
  await view.user.click(within(card).getByRole('button', { name: 'Select' }));
  await view.user.click(screen.getByRole('button', { name: 'Continue' }));
  return view;
}

describe('ordering the same items again (issue 21)', () => {
  it('when the customer ordered these items within the day, then it asks once; Rent another set goes on to /delivery', async () => {
    const { calls } = serve([aDashboardOrder({ createdAt: hoursAgo(1), items: [anOrderItem({ _id: fridge._id })] })]);
    const { user } = await pickAndContinue(fridge.name);
    const dialog = await screen.findByRole('dialog', { name: 'Rent another set?' });
    expect(within(dialog).getByText('You already rent these. Rent another set?')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/addItemsToCart')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Rent another set' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/delivery'));
    expect(calls.filter((call) => call.path === '/addItemsToCart')).toHaveLength(1);
  });

  it('when the customer says no, then the cart stays here and nothing is saved', async () => {
    const { calls } = serve([aDashboardOrder({ createdAt: hoursAgo(3), status: 'pending', items: [anOrderItem({ _id: stove._id })] })]);
    const { user } = await pickAndContinue(stove.name);
    await user.click(within(await screen.findByRole('dialog', { name: 'Rent another set?' })).getByRole('button', { name: 'Keep my order as it is' }));
    expect(screen.queryByRole('dialog', { name: 'Rent another set?' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/appliance');
    expect(calls.some((call) => call.path === '/addItemsToCart')).toBe(false);
  });

  it.each([
    ['over a day ago', aDashboardOrder({ createdAt: hoursAgo(30), items: [anOrderItem({ _id: 'fridge-r' })] })],
    ['but it was cancelled', aDashboardOrder({ createdAt: hoursAgo(1), status: 'cancelled', items: [anOrderItem({ _id: 'fridge-r' })] })],
  ])('when the same items were ordered %s, then it goes straight on', async (_label, order) => {
    serve([order]);
    await pickAndContinue(fridge.name);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/delivery'));
  });
});

describe('a pick that is no longer on offer (issue 21)', () => {
  it('when the server refuses the cart with 409, then its message naming the product is shown and the customer stays', async () => {
    window.localStorage.setItem('token', 'customer-token');
    mockFetch((call) => {
      if (call.path === '/getProducts') return jsonResponse(200, { products: [fridge, stove] });
      if (call.path === '/addItemsToCart') return jsonResponse(409, { error: `${stove.name} is not available to rent right now` });
      return jsonResponse(404, { error: 'Not found' });
    });
    const { user } = renderApp('/appliance');
    await user.click(within(await screen.findByRole('article', { name: stove.name })).getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Electric Range is not available to rent right now')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/appliance');
  });
});
