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

const ADMIN = { ...RENTER, _id: 'a1', name: 'Admin Person', email: 'admin@example.com', role: 'admin' };

/** An admin on User Management with one customer and themselves; deleting the customer answers `deleted`. */
function serve(deleted: () => Response) {
  window.localStorage.setItem('token', 'a-token');
  return mockFetch((call) => {
    if (call.path === '/getUser') return jsonResponse(200, { user: { _id: 'a1', name: 'Admin', email: 'admin@example.com', role: 'admin' } });
    if (call.path === '/getUsers') return jsonResponse(200, { users: [RENTER, ADMIN], pagination: { ...PAGE, totalUsers: 2 } });
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

describe("the admin's own row and the cards", () => {
  it('when the admin finds their own row, then it offers View and Edit but no Delete or Suspend', async () => {
    serve(() => jsonResponse(200, {}));
    renderApp('/admin/users');
    const own = (await screen.findByText('Admin Person')).closest('tr')!;
    await within(own).findByRole('button', { name: 'View' });
    expect(within(own).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(own).queryByRole('button', { name: 'Suspend' })).toBeNull();
    const renter = screen.getByText('Jane Renter').closest('tr')!;
    expect(within(renter).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(renter).getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
  });

  it('when the cards are counted, then only customers are asked for', async () => {
    const { calls } = serve(() => jsonResponse(200, {}));
    renderApp('/admin/users');
    await screen.findByText('Admin Person');
    const counted = calls.filter((call) => call.path === '/getUsers' && /[?&]limit=1(&|$)/.test(call.search));
    expect(counted).toHaveLength(3);
    for (const call of counted) expect(call.search).toContain('role=customer');
  });
});
