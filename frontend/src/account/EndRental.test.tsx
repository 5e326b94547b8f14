import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../api';
import { aDashboardOrder, anOrderItem, dashboardData } from '../test/dashboard-builders';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

/** Issue 23, item 3: a delivered rental can be ended from its card by booking a pickup; the card then shows it. */

function openWith(data: DashboardData, answer: () => Response = () => jsonResponse(201, { message: 'Pickup booked', order: data.orders[0] })) {
  window.localStorage.setItem('token', 'customer-token');
  const fetches = mockFetch((call) => {
    if (call.path === '/getDashboardData') return jsonResponse(200, data);
    if (call.path === '/getBillingDetails') return jsonResponse(200, { provider: 'sandbox', publishableKey: null, billing: null });
    if (call.path.startsWith('/requestReturn/')) return answer();
    return jsonResponse(404, { error: 'Not found' });
  });
  return { ...renderApp('/dashboard'), calls: fetches.calls };
}

const washer = anOrderItem({ name: 'Front Load Washer' }, 2);

describe('ending a rental', () => {
  it('when the customer ends a delivered rental, then the dialog says month to month, no fee, rent due until pickup, and the time picked is sent', async () => {
    const { user, calls } = openWith(dashboardData({ orders: [aDashboardOrder({ _id: 'order-end', items: [washer] })] }));
    const list = await screen.findByRole('list', { name: 'Current Orders' });
    await user.click(within(list).getByRole('button', { name: 'End rental' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this rental?' });
    expect(dialog).toHaveTextContent('month to month: ending it costs no fee');
    expect(dialog).toHaveTextContent('Rent is due until the pickup');
    const form = within(dialog).getByRole('form', { name: 'Pickup time for order order-end' });
    const date = within(form).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2030-07-02');
    await user.selectOptions(within(form).getByLabelText('Time'), '10:00 AM');
    // Nothing sent before the customer books.
    expect(calls.some((call) => call.path.startsWith('/requestReturn'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Book pickup' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/requestReturn/order-end')).toMatchObject({ method: 'POST', body: { pickupDate: '2030-07-02', pickupTime: '10:00 AM' } }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'End this rental?' })).not.toBeInTheDocument());
  });

  it("when the server refuses the slot, then its words show in the dialog, which stays open", async () => {
    const { user } = openWith(dashboardData({ orders: [aDashboardOrder({ items: [washer] })] }), () => jsonResponse(409, { error: 'This time slot is already booked' }));
    const list = await screen.findByRole('list', { name: 'Current Orders' });
    await user.click(within(list).getByRole('button', { name: 'End rental' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this rental?' });
    await user.click(within(dialog).getByRole('button', { name: 'Book pickup' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This time slot is already booked');
  });

  it('when a pickup is booked, then the card says "Pickup Tue Dec 22, 3:00 PM" and offers no second one', async () => {
    openWith(dashboardData({ orders: [aDashboardOrder({ items: [washer], returnStatus: 'booked', pickupDate: '2026-12-22', pickupTime: '3:00 PM', pickupBookedBy: 'customer' })] }));
    const list = await screen.findByRole('list', { name: 'Current Orders' });
    expect(within(list).getByTestId('pickup-line')).toHaveTextContent('Pickup Tue Dec 22, 3:00 PM');
    expect(within(list).queryByRole('button', { name: 'End rental' })).not.toBeInTheDocument();
  });

  it('when the order is not delivered yet, then it cannot be ended', async () => {
    openWith(dashboardData({ orders: [aDashboardOrder({ items: [washer], deliveryStatus: 'scheduled', deliveredAt: null })] }));
    const list = await screen.findByRole('list', { name: 'Current Orders' });
    expect(within(list).getByTestId('delivery-line')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'End rental' })).not.toBeInTheDocument();
  });
});
