import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../api';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

/** Issue 23, item 3: the subscription's details show the pickup and mark the goods returned, or book a pickup (repossession). */

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
  deliveryStatus: 'delivered',
  deliveredAt: '2030-12-22T20:00:00.000Z',
  deliveryTechnician: 'Sam Ortiz',
  deliveryNote: null,
  returnStatus: 'booked',
  pickupDate: '2031-01-10',
  pickupTime: '3:00 PM',
  pickupBookedBy: 'customer',
  returnedAt: null,
  returnCondition: null,
  subscriptionId: 'sub_1',
};

const money = (repossessionEligible: boolean) => ({
  invoices: [],
  failedCount: repossessionEligible ? 4 : 0,
  fees: 0,
  feesDue: 0,
  amountDue: repossessionEligible ? 200 : 0,
  daysLate: repossessionEligible ? 95 : 0,
  repossessionEligible,
});

function serve(order: AdminOrder = ORDER, eligible = false) {
  window.localStorage.setItem('token', 'a-token');
  const page = { currentPage: 1, totalPages: 1, totalSubscriptions: 1, limit: 8, hasNext: false, hasPrev: false };
  return mockFetch((call) => {
    if (call.path === '/getUser') return jsonResponse(200, { user: { _id: 'a1', name: 'Admin', email: 'admin@example.com', role: 'admin' } });
    if (call.path === '/get-orders') return jsonResponse(200, { orders: [order], pagination: page });
    if (call.path === '/getAdminStats') return jsonResponse(200, { stats: {}, changes: {}, generatedAt: '2030-12-22T16:00:00.000Z' });
    if (call.path === '/getSubscriptionBilling/o1') return jsonResponse(200, { subscriptionId: 'o1', status: order.status, generatedAt: '2030-12-22T16:00:00.000Z', billing: money(eligible) });
    if (call.path === '/markReturned/o1') {
      const body = call.body as { condition: 'good' | 'damaged' };
      return jsonResponse(200, { message: 'Order marked returned', order: { ...order, status: 'completed', returnStatus: 'returned', returnedAt: '2031-01-10T20:00:00.000Z', returnCondition: body.condition } });
    }
    if (call.path === '/schedulePickup/o1') {
      const body = call.body as { pickupDate: string; pickupTime: string };
      return jsonResponse(201, { message: 'Pickup booked', order: { ...order, returnStatus: 'booked', ...body, pickupBookedBy: 'admin' } });
    }
    return jsonResponse(200, { notifications: [], unreadCount: 0, pagination: {} });
  });
}

async function openReturn() {
  const view = renderApp('/admin/subscriptions');
  const row = await screen.findByRole('row', { name: 'Subscription o1' });
  await view.user.click(within(row).getByRole('button', { name: 'View' }));
  const dialog = await screen.findByRole('dialog', { name: 'Subscription Details' });
  return { user: view.user, section: within(dialog).getByRole('region', { name: 'Return' }) };
}

describe("the admin's return buttons", () => {
  it('when a pickup is booked and the admin marks it returned as damaged, then it asks first, sends the condition and shows it returned', async () => {
    const { calls } = serve();
    const { user, section } = await openReturn();
    expect(within(section).getByText('Pickup booked')).toBeInTheDocument();
    expect(within(section).getByText(/3:00 PM \(booked by the customer\)/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Schedule Pickup' })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Mark Returned' }));
    expect(calls.some((call) => call.path.startsWith('/markReturned'))).toBe(false);
    const confirm = within(section).getByRole('group', { name: 'Confirm the return' });
    await user.selectOptions(within(confirm).getByLabelText('Condition'), 'damaged');
    await user.type(within(confirm).getByLabelText('Note'), 'Door dented');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm returned' }));
    await waitFor(() => expect(within(section).getByText('Returned', { selector: 'span' })).toBeInTheDocument());
    expect(calls.find((call) => call.path === '/markReturned/o1')).toMatchObject({ method: 'PATCH', body: { condition: 'damaged', note: 'Door dented' } });
    expect(within(section).queryByRole('button', { name: 'Mark Returned' })).not.toBeInTheDocument();
  });

  it('when the order is eligible for repossession and has no pickup, then Schedule Pickup books the slot picked', async () => {
    const { calls } = serve({ ...ORDER, status: 'overdue', returnStatus: null, pickupDate: null, pickupTime: null, pickupBookedBy: null }, true);
    const { user, section } = await openReturn();
    await user.click(await within(section).findByRole('button', { name: 'Schedule Pickup' }));
    const confirm = within(section).getByRole('group', { name: 'Confirm the pickup' });
    const date = within(confirm).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2031-02-03');
    await user.selectOptions(within(confirm).getByLabelText('Time'), '9:00 AM');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm pickup' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/schedulePickup/o1')).toMatchObject({ method: 'POST', body: { pickupDate: '2031-02-03', pickupTime: '9:00 AM' } }));
    expect(await within(section).findByText(/9:00 AM \(booked by an admin\)/)).toBeInTheDocument();
  });

  it('when the order is not eligible, then no Schedule Pickup; when it is not delivered, then no button at all', async () => {
    serve({ ...ORDER, returnStatus: null, pickupDate: null, pickupTime: null, pickupBookedBy: null, deliveryStatus: 'scheduled' });
    const { section } = await openReturn();
    expect(within(section).getByText('None')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });
});
