import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrder, AdminStats, SubscriptionBillingResponse } from '../../api';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const ORDER: AdminOrder = {
  _id: 'o1',
  user: 'c1',
  id: 'o1',
  userId: 'c1',
  userName: 'Rosa Quintero',
  userEmail: 'rosa@example.com',
  status: 'overdue',
  deliveryDate: '2025-11-25',
  deliveryTime: '3:00 PM',
  createdAt: '2025-11-20T15:00:00.000Z',
  itemCount: 1,
  monthlyTotal: 50,
  items: [],
  comboItem: [],
  location: [{ lat: 39.77, lng: -86.16 }],
  locationName: 'Indianapolis, Indiana',
  deliveryAddress: null,
  stairs: null,
  deliveryStatus: 'delivered',
  deliveredAt: '2025-11-25T20:00:00.000Z',
  deliveryTechnician: 'Sam Ortiz',
  deliveryNote: null,
  returnStatus: null,
  pickupDate: null,
  pickupTime: null,
  pickupBookedBy: null,
  returnedAt: null,
  returnCondition: null,
  subscriptionId: 'sub_1',
};

const STATS: AdminStats = {
  totalUsers: 3,
  activeUsers: 3,
  suspendedUsers: 0,
  verifiedUsers: 3,
  totalSubscriptions: 1,
  activeSubscriptions: 0,
  pausedSubscriptions: 0,
  cancelledSubscriptions: 0,
  monthlyRevenue: 0,
  totalProducts: 10,
  availableInventory: 10,
  lowStockItems: 0,
  rentedItems: 0,
  maintenanceItems: 0,
  collectedThisMonth: 40,
  overdue: { amount: 108, orders: 1 },
};

const LATE: SubscriptionBillingResponse = {
  subscriptionId: 'o1',
  status: 'overdue',
  generatedAt: '2026-03-15T16:00:00.000Z',
  billing: {
    invoices: [
      { invoiceId: 'in_1', kind: 'rent', amount: 50, status: 'paid', issuedAt: '2025-11-20T15:00:00.000Z', paidAt: '2025-11-20T15:00:00.000Z', dueDate: '2025-11-20', failureMessage: null, lines: [{ description: 'Front Load Washer', amount: 50 }] },
      { invoiceId: 'in_2', kind: 'rent', amount: 50, status: 'failed', issuedAt: '2025-12-01T15:00:00.000Z', paidAt: null, dueDate: '2025-12-01', failureMessage: 'Your card was declined.', lines: [{ description: 'Front Load Washer', amount: 50 }] },
      { invoiceId: 'in_3', kind: 'late-fee', amount: 8, status: 'failed', issuedAt: '2025-12-07T15:00:00.000Z', paidAt: null, dueDate: '2025-12-07', failureMessage: null, lines: [{ description: 'Late fee on the payment due Dec 1, 2025', amount: 8 }] },
    ],
    failedCount: 2,
    fees: 8,
    feesDue: 8,
    amountDue: 58,
    daysLate: 104,
    repossessionEligible: true,
  },
};

/** An admin on the back office; the subscription's money answers `billing`. */
function serve(billing: SubscriptionBillingResponse, stats: AdminStats = STATS) {
  window.localStorage.setItem('token', 'a-token');
  const page = { currentPage: 1, totalPages: 1, totalSubscriptions: 1, limit: 8, hasNext: false, hasPrev: false };
  return mockFetch((call) => {
    if (call.path === '/getUser') return jsonResponse(200, { user: { _id: 'a1', name: 'Admin', email: 'admin@example.com', role: 'admin' } });
    if (call.path === '/get-orders') return jsonResponse(200, { orders: [ORDER], pagination: page });
    if (call.path === '/getAdminStats') return jsonResponse(200, { stats, changes: { users: { current: 3, previous: 3, percent: 0 }, subscriptions: { current: 0, previous: 0, percent: 0 }, revenue: { current: 0, previous: 0, percent: 0 } }, generatedAt: billing.generatedAt });
    if (call.path === '/getSubscriptionBilling/o1') return jsonResponse(200, billing);
    return jsonResponse(200, { notifications: [], unreadCount: 0, pagination: {} });
  });
}

async function openDetails() {
  const view = renderApp('/admin/subscriptions');
  const row = await screen.findByRole('row', { name: 'Subscription o1' });
  await view.user.click(within(row).getByRole('button', { name: 'View' }));
  return screen.findByRole('dialog', { name: 'Subscription Details' });
}

describe("the admin's subscription details: payments", () => {
  it('when an order is more than 90 days late, then its invoices, fee lines, amount due and the repossession badge are shown as the server said', async () => {
    const { calls } = serve(LATE);
    const dialog = await openDetails();
    const table = await within(dialog).findByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['Rent', 'Rent', 'Late fee']);
    expect(within(rows[1]!).getByText('Unpaid')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Your card was declined.')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Late fee on the payment due Dec 1, 2025: $8.00')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Dec 7, 2025')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Paid')).toBeInTheDocument();
    expect(within(dialog).getByText('Repossession eligible')).toBeInTheDocument();
    expect(within(dialog).getByText('Eligible for repossession (104 days late)')).toBeInTheDocument();
    expect(within(dialog).getByText('$58.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$8.00 charged, $8.00 unpaid')).toBeInTheDocument();
    // Asked for this order only, and nothing sent that could set a figure.
    expect(calls.filter((call) => call.path.startsWith('/getSubscriptionBilling'))).toEqual([expect.objectContaining({ method: 'GET', path: '/getSubscriptionBilling/o1', search: '' })]);
  });

  it('when an order is paid up, then nothing is due and no badge shows', async () => {
    serve({ ...LATE, status: 'active', billing: { ...LATE.billing!, invoices: [LATE.billing!.invoices[0]!], failedCount: 0, fees: 0, feesDue: 0, amountDue: 0, daysLate: 0, repossessionEligible: false } });
    const dialog = await openDetails();
    expect(await within(dialog).findByText('Not late')).toBeInTheDocument();
    expect(within(dialog).queryByText('Repossession eligible')).not.toBeInTheDocument();
    expect(within(dialog).getByText('None unpaid')).toBeInTheDocument();
  });

  it('when billing could not be reached, then the payments say unknown, never $0.00 due', async () => {
    serve({ ...LATE, billing: null });
    const dialog = await openDetails();
    expect(await within(dialog).findByText(/Billing could not be reached: the invoices and the amount due are unknown/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('table', { name: 'Invoices' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('$0.00')).not.toBeInTheDocument();
  });
});

describe('the money cards of the dashboard and analytics', () => {
  it("when the server has billing's figures, then Collected this month and Overdue show them with the orders", async () => {
    serve(LATE);
    renderApp('/admin/dashboard');
    const collected = await screen.findByRole('region', { name: 'Collected this month' });
    expect(within(collected).getByText('$40.00')).toBeInTheDocument();
    const overdue = screen.getByRole('region', { name: 'Overdue' });
    expect(within(overdue).getByText('$108.00')).toBeInTheDocument();
    expect(within(overdue).getByText('1 order')).toBeInTheDocument();
  });

  it('when billing was down, then both cards say Unknown', async () => {
    serve(LATE, { ...STATS, collectedThisMonth: null, overdue: null });
    renderApp('/admin/dashboard');
    const collected = await screen.findByRole('region', { name: 'Collected this month' });
    expect(within(collected).getByText('Unknown')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Overdue' })).getByText('Unknown')).toBeInTheDocument();
    expect(screen.getAllByText('Billing could not be reached')).toHaveLength(2);
  });
});
