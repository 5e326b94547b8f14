import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

describe('log out', () => {
  it("when a customer logs out, then the server ends the account's sessions for that token and this device forgets it", async () => {
    window.localStorage.setItem('token', 'abc');
    const { calls } = mockFetch(() => jsonResponse(200, { message: 'Logged out successfully' }));
    const { user } = renderApp('/contact');
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(window.localStorage.getItem('token')).toBeNull();
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
