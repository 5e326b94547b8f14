import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { expectFieldProblem } from '../../test/field-problems';
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
    await expectFieldProblem('Email Address', 'Please enter your email');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await expectFieldProblem('New Password', 'Please enter your new password');
    expect(calls).toHaveLength(0);
  });

  it('when the reset is accepted, then the server message shows and Log In opens', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { message: 'Check your inbox for a link to choose your new password' }));
    const { user } = await openReset();
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('New Password'), 'new secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Check your inbox for a link to choose your new password')).toBeInTheDocument();
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

  it('when opened from the e-mailed link, then the owner types the new password twice, it is sent with the token, the server message shows and Log In opens', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { message: 'Your password has been changed' }));
    const { user } = await openReset('/reset-password?token=abc.123');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your new password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email Address')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('New Password'), 'my own choice');
    await user.type(screen.getByLabelText('Confirm New Password'), 'my own choice');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/?login=true'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.path).toBe('/confirmPasswordReset');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.body).toEqual({ token: 'abc.123', newPassword: 'my own choice' });
  });

  it('when the new password is missing, unconfirmed or typed differently, then it says so and nothing is sent', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    const { user } = await openReset('/reset-password?token=abc.123');
    const submit = () => user.click(screen.getByRole('button', { name: 'Set New Password' }));

    await submit();
    await expectFieldProblem('New Password', 'Please enter your new password');
    await user.type(screen.getByLabelText('New Password'), 'my own choice');
    await submit();
    await expectFieldProblem('Confirm New Password', 'Please confirm your new password');
    await user.type(screen.getByLabelText('Confirm New Password'), 'my own chioce');
    await submit();
    await expectFieldProblem('Confirm New Password', 'The two passwords do not match');
    expect(calls).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password?token=abc.123');
  });

  it('when the new password is shorter than the minimum, then the rule is shown before, the field is marked and nothing is sent', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    const { user } = await openReset('/reset-password?token=abc.123');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('At least 8 characters');
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    await expectFieldProblem('New Password', 'Password must be at least 8 characters');
    expect(calls).toHaveLength(0);
  });

  it('when the e-mailed link has expired or the password is refused, then the server error shows and the page stays', async () => {
    mockFetch(() => jsonResponse(400, { error: 'This password reset link is invalid or has expired' }));
    const { user } = await openReset('/reset-password?token=old');
    await user.type(screen.getByLabelText('New Password'), 'my own choice');
    await user.type(screen.getByLabelText('Confirm New Password'), 'my own choice');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired');
    expect(screen.getByTestId('location')).toHaveTextContent('/reset-password?token=old');
  });
});
