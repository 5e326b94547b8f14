import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

/** An admin session (or a customer's) and what the dashboard asks for. */
function serveAdmin(role: 'admin' | 'customer') {
  window.localStorage.setItem('token', 'a-token');
  return mockFetch((call) => {
    if (call.path === '/getUser') return jsonResponse(200, { user: { _id: 'u1', name: 'Admin', email: 'admin@example.com', role } });
    if (call.path === '/getNotifications') return jsonResponse(200, { notifications: [], unreadCount: 7, pagination: {} });
    return jsonResponse(503, { error: 'Not served in this test' });
  });
}

describe('routes (spec 2.1)', () => {
  it.each([
    ['/admin/users', 'User Management'],
    ['/admin/subscriptions', 'Subscription & Payment Control'],
    ['/admin/inventory', 'Appliance & Inventory Tracking'],
    ['/admin/analytics', 'Analytics & Reporting'],
    ['/admin/notifications', 'Notifications & Communication'],
  ])('when an admin opens %s, then its screen is there in the back office (its own tests hold the rest)', async (path, title) => {
    serveAdmin('admin');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });

  it.each([
    ['/billing', 'Enter Billing Details'],
    ['/confirmation', 'Order Confirmation'],
  ])('when %s is opened, then its screen is there (its own tests hold the rest)', async (path, title) => {
    mockFetch(() => jsonResponse(404, { error: 'Not found' }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // /confirmation logs the failed fetch
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it.each(['/admin', '/admin/'])('when %s is opened by an admin, then it redirects to /admin/dashboard', async (path) => {
    serveAdmin('admin');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/dashboard$/);
  });

  it('when /admin/users is opened without a token, then Log In opens', async () => {
    const { calls } = mockFetch(() => jsonResponse(404, { error: 'Not found' }));
    renderApp('/admin/users');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?login=true'));
    expect(calls).toHaveLength(0);
  });

  it('when a customer opens /admin/users, then the page says it is not allowed and asks for no admin data', async () => {
    const { calls } = serveAdmin('customer');
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/getUser']);
  });

  it('when an admin opens the back office, then the bell shows the real unread count and the AD avatar is there', async () => {
    serveAdmin('admin');
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'Notifications, 7 unread' })).toHaveAttribute('href', '/admin/notifications');
    expect(screen.getByRole('img', { name: 'Admin' })).toHaveTextContent('AD');
  });

  it('when an unknown path is opened, then a not-found page offers the catalogue', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse appliances' })).toHaveAttribute('href', '/appliance');
  });

  it('when the mock confirm page is used, then it says it is a sample, shows a washer and dryer at $80/month and Confirm Order only alerts', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = renderApp('/confirm');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sample: Confirm & Submit' })).toBeInTheDocument();
    expect(screen.getByTestId('sample-banner')).toHaveTextContent('This is a sample page');
    expect(screen.getByTestId('sample-banner')).toHaveTextContent('No order is placed from it and nothing is charged.');
    expect(screen.getByRole('button', { name: 'Confirm Order' })).toHaveAccessibleDescription('Sample only: this button shows a message and places no order.');
    expect(screen.getByRole('heading', { name: 'Washer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dryer' })).toBeInTheDocument();
    expect(screen.getByText('Total $80/month')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(alert).toHaveBeenCalledWith('Order confirmed successfully!');
    expect(calls).toHaveLength(0);
  });
});

describe('site header', () => {
  it('when logged in, then Log out clears the token and opens Log In', async () => {
    window.localStorage.setItem('token', 'abc');
    const { user } = renderApp('/contact');
    expect(screen.getByRole('link', { name: /Rent-to-Own Appliance/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(window.localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?login=true'));
    expect(screen.getByRole('button', { name: 'Log In', pressed: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });
});
