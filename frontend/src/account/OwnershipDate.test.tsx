import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../api';
import { aDashboardOrder, anOrderItem, dashboardData } from '../test/dashboard-builders';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

/** My Account tells when a running rental becomes the customer's, and how far a pause moved it (issue 22, item 4). */

function openAccount(page: DashboardData) {
  window.localStorage.setItem('token', 'customer-token');
  mockFetch((call) => {
    if (call.path === '/getDashboardData') return jsonResponse(200, page);
    if (call.path === '/getBillingDetails') return jsonResponse(200, { provider: 'sandbox', publishableKey: null, billing: null });
    return jsonResponse(404, { error: 'Not found' });
  });
  return renderApp('/dashboard');
}

const cardOf = async (name: string) => (await screen.findByRole('heading', { name })).closest('article')!;

describe('Yours on', () => {
  it('when billing schedules the last payment, then the order card says the date under the ownership meter', async () => {
    const fridge = anOrderItem({ name: 'Fridge' }, 1);
    openAccount(dashboardData({ orders: [aDashboardOrder({ items: [fridge], paymentsMade: 1, ownershipDate: '2027-12-15' })] }));
    const card = await cardOf('Fridge');
    expect(within(card).getByTestId('ownership-date')).toHaveTextContent(/^Yours on Dec(ember)? 15, 2027$/);
  });

  it('when a pause moved it out, then the card says by how many days', async () => {
    const washer = anOrderItem({ name: 'Washer' }, 2);
    openAccount(dashboardData({ orders: [aDashboardOrder({ status: 'paused', items: [washer], paymentsMade: 2, ownershipDate: '2028-01-15', pausedDays: 30 })] }));
    const card = await cardOf('Washer');
    expect(within(card).getByTestId('ownership-date')).toHaveTextContent(/^Yours on Jan(uary)? 15, 2028 \(moved out 30 days by your pause\)$/);
  });

  it('when billing has no date (owned, not running, unknown), then no date is shown', async () => {
    const dryer = anOrderItem({ name: 'Dryer' }, 0);
    openAccount(dashboardData({ orders: [aDashboardOrder({ items: [dryer], ownershipDate: null })] }));
    await cardOf('Dryer');
    expect(screen.queryByTestId('ownership-date')).not.toBeInTheDocument();
  });
});
