import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminRepairTicket } from '../../api';
import { jsonResponse, mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

/** The admin's Tickets (issue 23, item 2): every repair ticket with the moves its status allows. */

const aTicket = (overrides: Partial<AdminRepairTicket>): AdminRepairTicket => ({
  _id: 't1',
  orderId: 'order-1',
  user: 'user-1',
  itemId: 'p-fridge',
  itemName: 'Fridge',
  category: 'refrigerator',
  issue: 'Too warm',
  visitDate: '2030-06-20',
  visitTime: '3:00 PM',
  status: 'booked',
  note: '',
  replacedSerial: null,
  newSerial: null,
  createdAt: '2030-06-15T12:00:00.000Z',
  updatedAt: '2030-06-15T12:00:00.000Z',
  customerName: 'Jane Renter',
  customerEmail: 'jane@example.com',
  ...overrides,
});

function serve(tickets: AdminRepairTicket[], move: (call: RecordedCall) => Response) {
  window.localStorage.setItem('token', 'a-token');
  return mockFetch((call) => {
    if (call.path === '/getUser') return jsonResponse(200, { user: { _id: 'a1', name: 'Admin', email: 'admin@example.com', role: 'admin' } });
    if (call.path === '/getAllRepairTickets') return jsonResponse(200, { data: tickets });
    if (call.path.startsWith('/updateRepairTicket/')) return move(call);
    return jsonResponse(200, { notifications: [], unreadCount: 0, pagination: { currentPage: 1, totalPages: 0, limit: 1, hasNext: false, hasPrev: false, totalNotifications: 0 } });
  });
}

const rowOf = async (issue: string) => (await screen.findByText(issue)).closest('li')!;

describe('the admin moves repair tickets on', () => {
  it('when a ticket is booked, then Mark Visited, Fixed and Replaced are offered; a closed one offers none', async () => {
    serve([aTicket({}), aTicket({ _id: 't2', issue: 'Broken door', status: 'fixed' }), aTicket({ _id: 't3', issue: 'Noisy', status: 'cancelled' })], () => jsonResponse(500, {}));
    renderApp('/admin/tickets');
    expect(await screen.findByRole('list', { name: 'Repair tickets' })).toBeInTheDocument();
    const booked = await rowOf('Too warm');
    expect(within(booked).getAllByRole('button').map((button) => button.textContent)).toEqual(['Mark Visited', 'Mark Fixed', 'Mark Replaced']);
    expect(within(booked).getByText('Technician booked')).toBeInTheDocument();
    expect(within(booked).getByText('Customer: Jane Renter (jane@example.com)')).toBeInTheDocument();
    const fixed = await rowOf('Broken door');
    expect(within(fixed).queryByRole('button')).not.toBeInTheDocument();
    // Closed by the rental's return: labelled so, nothing to move.
    const cancelled = await rowOf('Noisy');
    expect(within(cancelled).getByText('Cancelled (rental returned)')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
  });

  it('when the admin marks a ticket visited, then it is sent at once', async () => {
    const { calls } = serve([aTicket({})], () => jsonResponse(200, { message: 'Ticket marked visited', ticket: aTicket({ status: 'visited' }) }));
    const { user } = renderApp('/admin/tickets');
    await user.click(within(await rowOf('Too warm')).getByRole('button', { name: 'Mark Visited' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/updateRepairTicket/t1')?.body).toEqual({ status: 'visited' }));
  });

  it("when the admin marks it replaced, then it asks first; the server's refusal (no unit on the shelf) is shown as it said it", async () => {
    const refusal = 'Fridge has no unit available to replace it right now';
    const { calls } = serve([aTicket({ status: 'visited' })], () => jsonResponse(409, { error: refusal }));
    const { user } = renderApp('/admin/tickets');
    await user.click(within(await rowOf('Too warm')).getByRole('button', { name: 'Mark Replaced' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the unit?' });
    expect(calls.some((call) => call.path.startsWith('/updateRepairTicket/'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Replace unit' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/updateRepairTicket/t1')?.body).toEqual({ status: 'replaced' });
  });
});
