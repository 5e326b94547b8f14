import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const RENTER = {
  _id: 'c1',
  name: 'Jane Renter',
  email: 'jane@example.com',
  mobile: '317-555-0100',
  role: 'customer',
  billingPaused: false,
  verified: true,
  status: 'active',
  address: null,
  hasPassword: true,
  createdAt: '2026-01-05T12:00:00.000Z',
  updatedAt: '2026-01-05T12:00:00.000Z',
  __v: 0,
};
const PAGE = { currentPage: 1, totalPages: 1, totalUsers: 1, limit: 10, hasNext: false, hasPrev: false };

/** An admin on User Management with one customer; deleting them answers `deleted`. */
function serve(deleted: () => Response) {
  window.localStorage.setItem('token', 'a-token');
  return mockFetch((call) => {
    if (call.path === '/getUser') return jsonResponse(200, { user: { _id: 'a1', name: 'Admin', email: 'admin@example.com', role: 'admin' } });
    if (call.path === '/getUsers') return jsonResponse(200, { users: [RENTER], pagination: PAGE });
    if (call.path === '/delete-user/c1' && call.method === 'DELETE') return deleted();
    return jsonResponse(200, { notifications: [], unreadCount: 0, pagination: {} });
  });
}

async function confirmDelete() {
  const view = renderApp('/admin/users');
  const row = (await screen.findByText('Jane Renter')).closest('tr')!;
  await view.user.click(within(row).getByRole('button', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete User' });
  await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  return dialog;
}

describe('deleting a user', () => {
  it('when the customer still has rentals running, then the server\'s words are shown and the dialog stays open', async () => {
    const refusal = 'This customer has rentals that are still running: end their rentals first (2 still running)';
    const { calls } = serve(() => jsonResponse(409, { error: refusal }));
    const dialog = await confirmDelete();
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('when their rentals cannot be checked, then the server\'s "try again shortly" is shown', async () => {
    const unavailable = "Could not check this customer's rentals. Please try again shortly";
    serve(() => jsonResponse(503, { error: unavailable }));
    await confirmDelete();
    expect(await screen.findByText(unavailable)).toBeInTheDocument();
  });
});
