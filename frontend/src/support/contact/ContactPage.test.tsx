import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

async function openContact() {
  const view = renderApp('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact Support' });
  return view;
}

async function fillIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText('Your Name'), 'Grace Hopper');
  await user.type(screen.getByLabelText('Email Address'), 'grace@example.com');
  await user.type(screen.getByPlaceholderText('Describe your issue...'), 'The dryer does not heat.');
}

describe('contact support', () => {
  it('when opened, then it has the name, email and a five-row issue box with Send Message', async () => {
    await openContact();
    expect(screen.getByLabelText('Your Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByPlaceholderText('Describe your issue...')).toHaveAttribute('rows', '5');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('when sent with empty fields, then name, email and issue are asked for in that order and nothing is sent', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, {}));
    const { user } = await openContact();
    const send = () => user.click(screen.getByRole('button', { name: 'Send Message' }));

    await send();
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your Name'), 'Grace Hopper');
    await send();
    expect(await screen.findByText('Please enter your email')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email Address'), 'grace@example.com');
    await send();
    expect(await screen.findByText('Please describe your issue')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('when the message is accepted, then the server message shows, the form clears, and the call carried no token', async () => {
    window.localStorage.setItem('token', 'customer-token');
    const { calls } = mockFetch(() => jsonResponse(201, { message: 'Thanks, we will reply within a day' }));
    const { user } = await openContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Thanks, we will reply within a day')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your Name')).toHaveValue(''));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.path).toBe('/contactSupport');
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
    expect(calls[0]?.body).toEqual({ name: 'Grace Hopper', email: 'grace@example.com', issue: 'The dryer does not heat.' });
  });

  it('when the server accepts without a message, then the default success text shows', async () => {
    mockFetch(() => jsonResponse(200, {}));
    const { user } = await openContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument();
  });

  it('when the server refuses with an error, then its text shows and the form keeps what was typed', async () => {
    mockFetch(() => jsonResponse(429, { error: 'Too many messages, please wait a minute' }));
    const { user } = await openContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many messages, please wait a minute')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Grace Hopper');
  });

  it('when the network fails, then the fallback error shows', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = await openContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Error while sending message, please try again')).toBeInTheDocument();
  });
});
