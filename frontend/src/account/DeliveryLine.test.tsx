import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../api';
import { aDashboardOrder, anOrderItem, dashboardData } from '../test/dashboard-builders';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

/** Issue 23, item 1: until delivered, an order's card tells the delivery instead of the payments, and can move it. */

function openWith(data: DashboardData, reschedule: () => Response = () => jsonResponse(200, { message: 'Delivery rescheduled', order: data.orders[0] })) {
  window.localStorage.setItem('token', 'customer-token');
  const fetches = mockFetch((call) => {
    if (call.path === '/getDashboardData') return jsonResponse(200, data);
    if (call.path === '/getBillingDetails') return jsonResponse(200, { provider: 'sandbox', publishableKey: null, billing: null });
    if (call.path.startsWith('/rescheduleDelivery/')) return reschedule();
    return jsonResponse(404, { error: 'Not found' });
  });
  return { ...renderApp('/dashboard'), calls: fetches.calls };
}

const fridge = anOrderItem({ name: 'French Door Fridge' }, 1);

describe("the order card's delivery line", () => {
  it('when the order is not delivered yet, then the card says "Delivery Tue Dec 22, 3:00 PM", not the payments made', async () => {
    openWith(dashboardData({ orders: [aDashboardOrder({ _id: 'order-new', items: [fridge], paymentsMade: 1, deliveryStatus: 'scheduled', deliveredAt: null, deliveryDate: '2026-12-22', deliveryTime: '3:00 PM' })] }));
    const list = await screen.findByRole('list', { name: 'Current Orders' });
    expect(within(list).getByTestId('delivery-line')).toHaveTextContent('Delivery Tue Dec 22, 3:00 PM');
    expect(within(list).queryByText(/payments made$/)).not.toBeInTheDocument();
    // The meter is still there for assistive technology.
    expect(within(list).getByRole('meter', { name: 'Ownership of French Door Fridge' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Reschedule delivery' })).toBeInTheDocument();
  });

  it('when the order is delivered, then the payments made show and nothing can be rescheduled', async () => {
    openWith(dashboardData({ orders: [aDashboardOrder({ items: [fridge], paymentsMade: 1, deliveryStatus: 'delivered' })] }));
    const list = await screen.findByRole('list', { name: 'Current Orders' });
    expect(within(list).getByTestId('ownership-payments')).toHaveTextContent('1 of 24 payments made');
    expect(within(list).queryByTestId('delivery-line')).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Reschedule|Pick a new time/ })).not.toBeInTheDocument();
  });

  it('when the delivery was missed, then the card asks for a new time, and the time picked is sent', async () => {
    const { user, calls } = openWith(dashboardData({ orders: [aDashboardOrder({ _id: 'order-missed', items: [fridge], deliveryStatus: 'missed', deliveredAt: null })] }));
    const list = await screen.findByRole('list', { name: 'Current Orders' });
    expect(within(list).getByTestId('delivery-line')).toHaveTextContent('Delivery missed: pick a new time');
    await user.click(within(list).getByRole('button', { name: 'Pick a new time' }));
    const form = within(list).getByRole('form', { name: 'New delivery time for order order-missed' });
    const date = within(form).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2030-07-02');
    await user.selectOptions(within(form).getByLabelText('Time'), '10:00 AM');
    await user.click(within(form).getByRole('button', { name: 'Save new time' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/rescheduleDelivery/order-missed')).toBeDefined());
    const sent = calls.find((call) => call.path === '/rescheduleDelivery/order-missed')!;
    expect(sent.method).toBe('PATCH');
    expect(sent.body).toEqual({ deliveryDate: '2030-07-02', deliveryTime: '10:00 AM' });
  });

  it("when the server refuses the slot, then its words are shown", async () => {
    const { user } = openWith(dashboardData({ orders: [aDashboardOrder({ _id: 'order-taken', items: [fridge], deliveryStatus: 'scheduled', deliveredAt: null })] }), () =>
      jsonResponse(409, { error: 'This time slot is already booked' }),
    );
    const list = await screen.findByRole('list', { name: 'Current Orders' });
    await user.click(within(list).getByRole('button', { name: 'Reschedule delivery' }));
    await user.click(within(list).getByRole('button', { name: 'Save new time' }));
    expect(await screen.findByText('This time slot is already booked')).toBeInTheDocument();
  });
});
