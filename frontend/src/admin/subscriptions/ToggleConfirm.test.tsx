import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../api';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

/** Issue 25: pausing or resuming a subscription asks first, from the row and from the details modal. */

const ORDER = {
  _id: 'o1',
  user: 'c1',
  id: 'o1',
  userId: 'c1',
  userName: 'Rosa Quintero',
  userEmail: 'rosa@example.com',
  status: 'active',
  deliveryDate: '2030-12-22',
  deliveryTime: '3:00 PM',
  createdAt: '2030-12-20T15:00:00.000Z',
  itemCount: 0,
  monthlyTotal: 50,
  items: [],
  comboItem: [],
  location: [],
  locationName: 'Indianapolis, Indiana',
  deliveryAddress: null,
  stairs: null,
  deliveryStatus: 'scheduled',
  deliveredAt: null,
  deliveryTechnician: null,
  deliveryNote: null,
  returnStatus: null,
  pickupDate: null,
  pickupTime: null,
  pickupBookedBy: null,
  returnedAt: null,
  returnCondition: null,
  subscriptionId: 'sub_1',
} satisfies AdminOrder;

function serve(order: AdminOrder) {
  window.localStorage.setItem('token', 'a-token');
  const page = { currentPage: 1, totalPages: 1, totalSubscriptions: 1, limit: 8, hasNext: false, hasPrev: false };
  return mockFetch((call) => {
    if (call.path === '/getUser') return jsonResponse(200, { user: { _id: 'a1', name: 'Admin', email: 'admin@example.com', role: 'admin' } });
    if (call.path === '/get-orders') return jsonResponse(200, { orders: [order], pagination: page });
    if (call.path === '/getAdminStats') return jsonResponse(200, { stats: {}, changes: {}, generatedAt: '2030-12-22T16:00:00.000Z' });
    if (call.path === '/getSubscriptionBilling/o1') return jsonResponse(200, { subscriptionId: 'o1', status: order.status, generatedAt: '2030-12-22T16:00:00.000Z', billing: null });
    if (call.path === '/pauseSubscription/o1') return jsonResponse(200, { message: 'Subscription paused successfully', order: { ...order, status: 'paused' } });
    if (call.path === '/unpauseSubscription/o1') return jsonResponse(200, { message: 'Subscription resumed successfully', order: { ...order, status: 'active' } });
    return jsonResponse(200, { notifications: [], unreadCount: 0, pagination: {} });
  });
}

const changes = (calls: Array<{ method: string; path: string }>) => calls.filter((call) => call.method === 'PATCH');

describe('pausing and resuming a subscription', () => {
  it('when the admin presses Pause, then nothing changes until they confirm; Cancel leaves it as it was', async () => {
    const { calls } = serve(ORDER);
    const view = renderApp('/admin/subscriptions');
    const row = await screen.findByRole('row', { name: 'Subscription o1' });

    await view.user.click(within(row).getByRole('button', { name: 'Pause' }));
    const ask = await screen.findByRole('dialog', { name: 'Pause this subscription?' });
    expect(ask).toHaveTextContent("No monthly payment is drafted for Rosa Quintero's subscription o1 while it is paused.");
    expect(changes(calls)).toEqual([]);
    await view.user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(changes(calls)).toEqual([]);

    await view.user.click(within(row).getByRole('button', { name: 'Pause' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: 'Pause this subscription?' })).getByRole('button', { name: 'Pause Subscription' }));
    expect(await screen.findByText('Subscription paused successfully!')).toBeInTheDocument();
    expect(changes(calls).map((call) => call.path)).toEqual(['/pauseSubscription/o1']);
  });

  it("when the admin resumes from the details, then the question comes over them and the details show the new status", async () => {
    const { calls } = serve({ ...ORDER, status: 'paused' });
    const view = renderApp('/admin/subscriptions');
    const row = await screen.findByRole('row', { name: 'Subscription o1' });
    await view.user.click(within(row).getByRole('button', { name: 'View' }));
    const details = await screen.findByRole('dialog', { name: 'Subscription Details' });
    await view.user.click(within(details).getByRole('button', { name: 'Resume Subscription' }));
    const ask = await screen.findByRole('dialog', { name: 'Resume this subscription?' });
    expect(changes(calls)).toEqual([]);
    await view.user.click(within(ask).getByRole('button', { name: 'Resume Subscription' }));
    expect(await screen.findByText('Subscription active successfully!')).toBeInTheDocument();
    expect(await within(details).findByRole('button', { name: 'Pause Subscription' })).toBeInTheDocument();
  });
});
