import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDashboardOrder, dashboardData } from '../test/dashboard-builders';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

/** Renders My Account with these tickets and answers its list of them. */
async function ticketsShown(tickets: unknown[]) {
  window.localStorage.setItem('token', 'customer-token');
  mockFetch((call) => {
    if (call.path === '/getDashboardData') return jsonResponse(200, dashboardData({ orders: [aDashboardOrder({ _id: 'order-1' })] }));
    if (call.path === '/getRepairTickets') return jsonResponse(200, { data: tickets });
    if (call.path === '/getBillingDetails') return jsonResponse(200, { provider: 'sandbox', publishableKey: null, billing: null });
    return jsonResponse(404, { error: 'Not found' });
  });
  renderApp('/dashboard');
  return within(await screen.findByRole('list', { name: 'Repair tickets' })).getByTestId('repair-ticket');
}

/** My Account's repair tickets (issue 23, item 2). */
describe('repair tickets in My Account', () => {
  it('when the customer has a ticket, then it shows the item, their words, the visit and its status', async () => {
    const ticket = {
      _id: 't1',
      orderId: 'order-1',
      user: 'user-1',
      itemId: 'p-fridge',
      itemName: 'Fridge',
      category: 'refrigerator',
      issue: 'Too warm',
      visitDate: '2030-06-20',
      visitTime: '3:00 PM',
      status: 'replaced',
      note: 'New unit installed',
      replacedSerial: 'SN-OLD',
      newSerial: 'SN-NEW',
      createdAt: '2030-06-15T12:00:00.000Z',
      updatedAt: '2030-06-16T12:00:00.000Z',
    };
    const row = await ticketsShown([ticket]);
    expect(within(row).getByText('Fridge')).toBeInTheDocument();
    expect(within(row).getByText('Unit replaced')).toBeInTheDocument();
    expect(within(row).getByText('Too warm')).toBeInTheDocument();
    expect(within(row).getByText(/Visit Thursday, June 20, 2030 at 3:00 PM/)).toBeInTheDocument();
    expect(within(row).getByText('New unit SN-NEW')).toBeInTheDocument();
  });

  it('when the rental was returned with the ticket open, then it shows as cancelled', async () => {
    const row = await ticketsShown([
      { _id: 't2', orderId: 'order-1', user: 'user-1', itemId: 'p-fridge', itemName: 'Fridge', category: 'refrigerator', issue: 'Too warm', visitDate: '2030-06-20', visitTime: '3:00 PM', status: 'cancelled', note: 'Cancelled: the rental was returned', replacedSerial: null, newSerial: null, createdAt: '2030-06-15T12:00:00.000Z', updatedAt: '2030-06-16T12:00:00.000Z' },
    ]);
    expect(within(row).getByText('Cancelled (rental returned)')).toBeInTheDocument();
  });
});
