import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedCall } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

const INVALID = 'This verification link is invalid, has expired or was already used. Log in and ask for a new one.';
const SENT = 'If your email address still needs verifying, we have sent a new verification link to it. Links sent before no longer work.';

/** The server as the page meets it: /verifyEmail answers `verified`; a new link is always "sent". */
function server(verified: boolean) {
  return mockFetch((call: RecordedCall) => {
    if (call.path === '/verifyEmail') {
      return verified ? jsonResponse(200, { message: 'Your email address is verified. Thank you!' }) : jsonResponse(400, { error: INVALID });
    }
    if (call.path === '/resendVerification') return jsonResponse(200, { message: SENT });
    return jsonResponse(404, { error: 'Not found' });
  });
}

describe('the e-mailed verification link', () => {
  it('when the link is opened, then its token is sent once, without a session, and the server message and Log In show', async () => {
    const { calls } = server(true);
    renderApp('/verify-email?token=abc_DEF-123');

    expect(await screen.findByText('Your email address is verified. Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/?login=true');
    const sent = calls.filter((call) => call.path === '/verifyEmail');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toEqual({ token: 'abc_DEF-123' });
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it('when the link no longer works and nobody is signed in, then the server message shows and Log In offers a new link', async () => {
    server(false);
    renderApp('/verify-email?token=used-token');

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.getByRole('link', { name: 'Log in to ask for a new link' })).toHaveAttribute('href', '/?login=true');
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).not.toBeInTheDocument();
  });

  it('when the link no longer works for a signed-in customer, then a new link can be asked for, with their session', async () => {
    window.localStorage.setItem('token', 'customer-token');
    const { calls } = server(false);
    const { user } = renderApp('/verify-email?token=expired-token');

    await user.click(await screen.findByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    const asked = calls.filter((call) => call.path === '/resendVerification');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.headers.get('Authorization')).toBe('Bearer customer-token');
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/dashboard');
  });

  it('when the link has no token, then nothing is sent and the page says what to do', async () => {
    const { calls } = server(true);
    renderApp('/verify-email');

    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link is incomplete');
    expect(calls.filter((call) => call.path === '/verifyEmail')).toHaveLength(0);
  });
});
