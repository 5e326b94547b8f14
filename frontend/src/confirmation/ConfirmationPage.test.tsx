import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

function serve(answer: () => Response) {
  return mockFetch((call) => (call.path === '/getRecentOrder' ? answer() : jsonResponse(404, { error: 'Not found' })));
}

async function openConfirmation() {
  window.localStorage.setItem('token', 'customer-token');
  const view = renderApp('/confirmation');
  await screen.findByRole('heading', { level: 1, name: 'Order Confirmation' }, { timeout: 5000 });
  return view;
}

type Item = { _id: string; name: string; monthly_price: number };

/** The order as GET /getRecentOrder answers it, with the figures the server priced it at (dollars in this view). */
const ADDRESS = { street: '200 W Washington St', unit: 'Apt 4', city: 'Indianapolis', state: 'IN', zipCode: '46204' };

function recentOrder(items: Item[], status = 'active') {
  const monthlyTotal = items.reduce((sum, item) => sum + Math.round(item.monthly_price * 100), 0) / 100;
  const deliveryFee = items.length === 1 ? 25 : 0;
  const figures = { monthlyTotal, deliveryFee, totalToday: Math.round((monthlyTotal + deliveryFee) * 100) / 100 };
  return { data: { _id: '665f1c2ab7e4a1d2c3b4a5f6', items, deliveryDate: '2030-06-14', deliveryTime: '4:00 PM', locationName: 'Indianapolis, Indiana', deliveryAddress: ADDRESS, addressNeeded: false, status, ...figures } };
}

const order = (items: Item[], status = 'active') => () => jsonResponse(200, recentOrder(items, status));

describe('order confirmation (spec 2.7)', () => {
  it('when the order has two items, then it shows the confirmation number, the items, today = monthly, the date and time, the thanks and the technician', async () => {
    const { calls } = serve(order([
      { _id: 'i1', name: 'Samsung Smart TV', monthly_price: 55 },
      { _id: 'i2', name: 'French Door Refrigerator', monthly_price: 40 },
    ]));
    await openConfirmation();
    expect(await screen.findByTestId('confirmation-number')).toHaveTextContent('665f1c2ab7e4a1d2c3b4a5f6');
    expect(screen.getByTestId('item-count')).toHaveTextContent('2');
    expect(screen.getByTestId('total-today')).toHaveTextContent(/^\$95\.00$/);
    expect(screen.getByTestId('total-monthly')).toHaveTextContent('$95.00');
    expect(screen.getByTestId('delivery-date')).toHaveTextContent('Friday, June 14, 2030');
    expect(screen.getByTestId('delivery-address')).toHaveTextContent('200 W Washington St, Apt 4, Indianapolis, IN 46204');
    expect(screen.getByTestId('delivery-time')).toHaveTextContent(/^4:00 PM$/);
    const items = screen.getByRole('list', { name: 'Items ordered' });
    expect(within(items).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Samsung Smart TV$55.00/month', 'French Door Refrigerator$40.00/month']);
    expect(screen.getByText(/Thank you for your order!/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Certified technician' })).toBeInTheDocument();
    expect(await screen.findByText('Order placed sucessfully')).toBeInTheDocument();
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer customer-token');
  });

  it('when exactly one item was ordered, then today adds the $25 delivery fee', async () => {
    serve(order([{ _id: 'i1', name: 'Chest Freezer', monthly_price: 25 }]));
    await openConfirmation();
    expect(await screen.findByTestId('total-today')).toHaveTextContent('$50.00 (includes the $25.00 delivery fee)');
    expect(screen.getByTestId('total-monthly')).toHaveTextContent('$25.00');
    expect(screen.getByTestId('item-count')).toHaveTextContent('1');
  });

  it('when the order is still pending, then it says the payment is being confirmed, and looks again until it is active', async () => {
    let asked = 0;
    serve(() => {
      asked += 1;
      return jsonResponse(200, recentOrder([{ _id: 'i1', name: 'Chest Freezer', monthly_price: 25 }], asked === 1 ? 'pending' : 'active'));
    });
    await openConfirmation();
    expect(await screen.findByText('We are confirming your first payment...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('We are confirming your first payment...')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(asked).toBe(2);
    expect(screen.getByTestId('total-today')).toHaveTextContent('$50.00');
  });

  it('when the first payment failed and the order was cancelled, then it says so and does not say the order was placed', async () => {
    serve(order([{ _id: 'i1', name: 'Chest Freezer', monthly_price: 25 }], 'cancelled'));
    await openConfirmation();
    expect(await screen.findByText(/This order was cancelled: the first payment did not go through/)).toBeInTheDocument();
    expect(screen.queryByText('Order placed sucessfully')).not.toBeInTheDocument();
  });

  it('when the order cannot be fetched, then it is only logged (no toast), and the page offers to try again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => jsonResponse(503, { error: 'The order service is unavailable' }));
    const { user } = await openConfirmation();
    expect(await screen.findByText('Your order details could not be loaded right now.')).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveBeenCalledWith('GET /getRecentOrder failed', expect.anything()));
    expect(screen.queryByText('The order service is unavailable')).not.toBeInTheDocument();
    expect(screen.queryByText('Order placed sucessfully')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
  });

  it('when the customer has no order, then it says so and points to the appliances', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => jsonResponse(404, { error: 'No order found' }));
    await openConfirmation();
    expect(await screen.findByText('You have no order yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse appliances' })).toHaveAttribute('href', '/appliance');
  });
});
