import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

async function openReset(path = '/reset-password') {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return view;
}

describe('reset password', () => {
  it('when sent empty, then the email is asked for first and then the new password, and nothing is sent', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    const { user } = await openReset();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please enter your new password')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('when the reset is accepted, then the server message shows and Log In opens', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { message: 'Check your inbox to confirm the new password' }));
    const { user } = await openReset();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('New Password'), 'new secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Check your inbox to confirm the new password')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?login=true'));
    expect(calls[0]?.method).toBe('PATCH');
    expect(calls[0]?.path).toBe('/resetPassword');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', newPassword: 'new secret' });
  });

  it('when the reset fails with a server error, then its text shows and the page stays', async () => {
    mockFetch(() => jsonResponse(400, { error: 'Password must be at least 8 characters' }));
    const { user } = await openReset();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password');
  });

  it('when the reset fails without an error text, then the fallback message shows', async () => {
    mockFetch(() => jsonResponse(502));
    const { user } = await openReset();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('New Password'), 'new secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Error while resetting password, please try again')).toBeInTheDocument();
  });

  it('when opened from the e-mailed link, then confirming sends the token and shows the server message with a way to log in', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { message: 'Your password has been changed' }));
    const { user } = await openReset('/reset-password?token=abc.123');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your new password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm New Password' }));
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in with your new password' })).toHaveAttribute('href', '/?login=true');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.path).toBe('/confirmPasswordReset');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.body).toEqual({ token: 'abc.123' });
  });

  it('when the e-mailed link has expired, then the server error shows', async () => {
    mockFetch(() => jsonResponse(400, { error: 'This reset link has expired' }));
    const { user } = await openReset('/reset-password?token=old');
    await user.click(screen.getByRole('button', { name: 'Confirm New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired');
  });
});
