import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aProduct } from '../test/builders';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

describe('log out', () => {
  it("when a customer logs out, then the server ends the account's sessions for that token and this device forgets it and the picks", async () => {
    window.localStorage.setItem('token', 'abc');
    window.localStorage.setItem('cartItems', JSON.stringify([aProduct()]));
    const { calls } = mockFetch(() => jsonResponse(200, { message: 'Logged out successfully' }));
    const { user } = renderApp('/contact');
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('cartItems')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?login=true'));
    const logout = calls.find((call) => call.path === '/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('when the server cannot be reached, then this device is logged out all the same', async () => {
    window.localStorage.setItem('token', 'abc');
    const { calls } = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderApp('/contact');
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(window.localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?login=true'));
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/logout')).toBe(true);
  });
});

describe('header links by role', () => {
  function serveUser(role: 'customer' | 'admin') {
    return mockFetch((call) => {
      if (call.path === '/getUser') return jsonResponse(200, { user: { _id: 'u1', name: 'Ada', email: 'ada@example.com', mobile: '1', role } });
      return jsonResponse(404, { error: 'Not found' });
    });
  }

  it('when a customer is logged in, then My Account leads to /dashboard, with no Admin link, and the cart badge shows', async () => {
    window.localStorage.setItem('token', 'abc');
    const { calls } = serveUser('customer');
    const { user } = renderApp('/contact');
    const header = screen.getByRole('navigation', { name: 'Main' });
    const account = await within(header).findByRole('link', { name: 'My Account' });
    expect(within(header).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Cart, 0 item(s)' })).toHaveAttribute('href', '/appliance');
    expect(calls.find((call) => call.path === '/getUser')?.headers.get('Authorization')).toBe('Bearer abc');

    await user.click(account);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard$/));
  });

  it('when an admin is logged in, then Admin leads to the back office, and neither My Account nor a cart shows', async () => {
    window.localStorage.setItem('token', 'admin-token');
    serveUser('admin');
    renderApp('/contact');
    const header = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(header).findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/dashboard');
    expect(within(header).queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('when nobody is logged in, then there is Log in and the cart badge with the picks, and no account call is made', () => {
    window.localStorage.setItem('cartItems', JSON.stringify([aProduct(), aProduct()]));
    const { calls } = mockFetch(() => jsonResponse(404, { error: 'Not found' }));
    renderApp('/contact');
    const header = screen.getByRole('navigation', { name: 'Main' });
    expect(within(header).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Cart, 2 item(s)' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/getUser')).toBe(false);
  });
});
