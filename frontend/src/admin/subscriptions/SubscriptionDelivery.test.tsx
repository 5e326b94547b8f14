import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../api';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

/** Issue 23, item 1: the subscription's details show the delivery and mark it delivered or missed, confirmed first. */

const ORDER: AdminOrder = {
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
  itemCount: 1,
  monthlyTotal: 50,
  items: [],
  comboItem: [],
  location: [{ lat: 39.77, lng: -86.16 }],
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
};

function serve(order: AdminOrder = ORDER) {
  window.localStorage.setItem('token', 'a-token');
  const page = { currentPage: 1, totalPages: 1, totalSubscriptions: 1, limit: 8, hasNext: false, hasPrev: false };
  return mockFetch((call) => {
    if (call.path === '/getUser') return jsonResponse(200, { user: { _id: 'a1', name: 'Admin', email: 'admin@example.com', role: 'admin' } });
    if (call.path === '/get-orders') return jsonResponse(200, { orders: [order], pagination: page });
    if (call.path === '/getAdminStats') return jsonResponse(200, { stats: {}, changes: {}, generatedAt: '2030-12-22T16:00:00.000Z' });
    if (call.path === '/getSubscriptionBilling/o1') return jsonResponse(200, { subscriptionId: 'o1', status: order.status, generatedAt: '2030-12-22T16:00:00.000Z', billing: null });
    if (call.path === '/markDelivered/o1') {
      const body = call.body as { technician: string; note?: string };
      return jsonResponse(200, { message: 'Delivery marked made', order: { ...order, deliveryStatus: 'delivered', deliveredAt: '2030-12-22T20:00:00.000Z', deliveryTechnician: body.technician, deliveryNote: body.note ?? '' } });
    }
    if (call.path === '/markMissed/o1') return jsonResponse(200, { message: 'Delivery marked missed', order: { ...order, deliveryStatus: 'missed', deliveryNote: (call.body as { note?: string }).note ?? '' } });
    return jsonResponse(200, { notifications: [], unreadCount: 0, pagination: {} });
  });
}

async function openDetails() {
  const view = renderApp('/admin/subscriptions');
  const row = await screen.findByRole('row', { name: 'Subscription o1' });
  await view.user.click(within(row).getByRole('button', { name: 'View' }));
  const dialog = await screen.findByRole('dialog', { name: 'Subscription Details' });
  return { user: view.user, delivery: within(dialog).getByRole('region', { name: 'Delivery' }) };
}

describe("the admin's delivery buttons", () => {
  it('when the admin marks a scheduled delivery made, then it asks first, needs the technician, sends both and shows it delivered', async () => {
    const { calls } = serve();
    const { user, delivery } = await openDetails();
    expect(within(delivery).getByText('Scheduled')).toBeInTheDocument();
    await user.click(within(delivery).getByRole('button', { name: 'Mark Delivered' }));
    // Nothing sent before the confirmation.
    expect(calls.some((call) => call.path.startsWith('/markDelivered'))).toBe(false);
    const confirm = within(delivery).getByRole('group', { name: 'Confirm the delivery' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm delivered' }));
    expect(within(confirm).getByLabelText('Technician')).toHaveAccessibleDescription('Who delivered it?');
    expect(calls.some((call) => call.path.startsWith('/markDelivered'))).toBe(false);

    await user.type(within(confirm).getByLabelText('Technician'), 'Sam Ortiz');
    await user.type(within(confirm).getByLabelText('Note'), 'Installed in the kitchen');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm delivered' }));
    await waitFor(() => expect(within(delivery).getByText('Delivered', { selector: 'span' })).toBeInTheDocument());
    expect(calls.find((call) => call.path === '/markDelivered/o1')).toMatchObject({ method: 'PATCH', body: { technician: 'Sam Ortiz', note: 'Installed in the kitchen' } });
    expect(within(delivery).getByText('Sam Ortiz')).toBeInTheDocument();
    expect(within(delivery).queryByRole('button', { name: 'Mark Delivered' })).not.toBeInTheDocument();
  });

  it('when the admin marks it missed, then it asks first and sends the note; cancelled, nothing is sent', async () => {
    const { calls } = serve();
    const { user, delivery } = await openDetails();
    await user.click(within(delivery).getByRole('button', { name: 'Mark Missed' }));
    await user.click(within(delivery).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path.startsWith('/markMissed'))).toBe(false);

    await user.click(within(delivery).getByRole('button', { name: 'Mark Missed' }));
    const confirm = within(delivery).getByRole('group', { name: 'Confirm the missed delivery' });
    await user.type(within(confirm).getByLabelText('Note'), 'Nobody home');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm missed' }));
    await waitFor(() => expect(within(delivery).getByText('Missed')).toBeInTheDocument());
    expect(calls.find((call) => call.path === '/markMissed/o1')).toMatchObject({ method: 'PATCH', body: { note: 'Nobody home' } });
    // A missed visit can still be marked delivered once the customer picked a new time, not missed again.
    expect(within(delivery).getByRole('button', { name: 'Mark Delivered' })).toBeInTheDocument();
    expect(within(delivery).queryByRole('button', { name: 'Mark Missed' })).not.toBeInTheDocument();
  });

  it('when the order is delivered already, then its technician shows and no button', async () => {
    serve({ ...ORDER, deliveryStatus: 'delivered', deliveredAt: '2030-12-22T20:00:00.000Z', deliveryTechnician: 'Sam Ortiz', deliveryNote: 'Left in the kitchen' });
    const { delivery } = await openDetails();
    expect(within(delivery).getByText('Sam Ortiz')).toBeInTheDocument();
    expect(within(delivery).getByText('Left in the kitchen')).toBeInTheDocument();
    expect(within(delivery).queryByRole('button', { name: /Mark/ })).not.toBeInTheDocument();
  });
});
