import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../api';
import { aDashboardOrder, dashboardData } from '../test/dashboard-builders';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

/** Issue 21, item 5: an order placed without a street address (another client) is held as "address needed". */

const STREET = { street: '200 E Washington St', unit: 'Apt 4', city: 'Indianapolis', state: 'IN', zipCode: '46204', accessNotes: 'Gate code 1234' };

function openWith(data: DashboardData) {
  window.localStorage.setItem('token', 'customer-token');
  let current = data;
  const fetches = mockFetch((call) => {
    if (call.path === '/getDashboardData') return jsonResponse(200, current);
    if (call.path === '/getBillingDetails') return jsonResponse(200, { provider: 'sandbox', publishableKey: null, billing: null });
    if (call.path === '/setDeliveryAddress/order-open') {
      const [order] = current.orders;
      current = { ...current, orders: [{ ...order!, deliveryAddress: STREET, addressNeeded: false }] };
      return jsonResponse(200, { message: 'Delivery address saved', order: current.orders[0] });
    }
    return jsonResponse(404, { error: 'Not found' });
  });
  return { ...renderApp('/dashboard'), calls: fetches.calls };
}

describe('an order waiting for its street address', () => {
  it('when My Account shows it, then it says "Address needed", not confirmed; the street given is sent and shown', async () => {
    const order = aDashboardOrder({ _id: 'order-open', status: 'active', locationName: 'Indianapolis, Indiana, United States', deliveryAddress: null, addressNeeded: true });
    const { user, calls } = openWith(dashboardData({ orders: [order] }));
    const list = await screen.findByRole('list', { name: 'Current Orders' });
    expect(within(list).getAllByText('Address needed')).not.toHaveLength(0);
    expect(within(list).getByText(/before this delivery can be confirmed/)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Give the street address' }));
    const form = within(list).getByRole('form', { name: 'Delivery address for order order-open' });
    // Prefilled with the city the order names.
    expect(within(form).getByLabelText('City')).toHaveValue('Indianapolis');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(within(form).getByLabelText('Street address')).toHaveAccessibleDescription(/Please enter the street address/);
    expect(calls.some((call) => call.path.startsWith('/setDeliveryAddress'))).toBe(false);

    await user.type(within(form).getByLabelText('Street address'), STREET.street);
    await user.type(within(form).getByLabelText('Apt / unit (optional)'), STREET.unit);
    await user.type(within(form).getByLabelText('ZIP code'), STREET.zipCode);
    await user.type(within(form).getByLabelText('Access notes (optional)'), STREET.accessNotes);
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(screen.getByTestId('delivery-address')).toHaveTextContent('200 E Washington St, Apt 4, Indianapolis, IN 46204'));
    const sent = calls.find((call) => call.path === '/setDeliveryAddress/order-open');
    expect(sent?.method).toBe('PATCH');
    expect(sent?.body).toEqual({ deliveryAddress: STREET });
    expect(screen.queryByText(/before this delivery can be confirmed/)).not.toBeInTheDocument();
  });
});
