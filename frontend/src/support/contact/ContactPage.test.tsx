import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, type RecordedCall } from '../../test/fetch-mock';
import { expectFieldProblem } from '../../test/field-problems';
import { renderApp } from '../../test/render-app';

const SUPPORT_INFO = { phone: '1-800-555-0199', hours: 'Monday to Friday 8 AM to 8 PM (Eastern Time)', answerWithin: 'one business day' };

/** Support's details as configured, the contact call answered by `contact`, anything else 404. */
function serve(contact: (call: RecordedCall) => Response | Promise<Response>, extra: Record<string, unknown> = {}) {
  const mock = mockFetch((call) => {
    if (call.path === '/getSupportInfo') return jsonResponse(200, SUPPORT_INFO);
    if (call.path === '/contactSupport') return contact(call);
    if (call.path in extra) return jsonResponse(200, extra[call.path]);
    return jsonResponse(404, { error: 'Not found' });
  });
  return { ...mock, sent: () => mock.calls.filter((call) => call.path === '/contactSupport') };
}

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
    serve(() => jsonResponse(201, {}));
    await openContact();
    expect(screen.getByLabelText('Your Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByPlaceholderText('Describe your issue...')).toHaveAttribute('rows', '5');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('when opened, then support\'s phone number (a tel: link) and opening hours from settings are shown', async () => {
    serve(() => jsonResponse(201, {}));
    await openContact();
    expect(await screen.findByRole('link', { name: '1-800-555-0199' })).toHaveAttribute('href', 'tel:18005550199');
    expect(screen.getByText('Monday to Friday 8 AM to 8 PM (Eastern Time)')).toBeInTheDocument();
  });

  it('when support\'s details cannot be fetched, then no phone box is shown and the form still works', async () => {
    mockFetch((call) => (call.path === '/contactSupport' ? jsonResponse(201, {}) : jsonResponse(503, { error: 'down' })));
    await openContact();
    await waitFor(() => expect(screen.queryByText('Prefer to talk?')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('when sent with empty fields, then name, email and issue are asked for in that order, each marked with focus on it, and nothing is sent', async () => {
    const { sent } = serve(() => jsonResponse(201, {}));
    const { user } = await openContact();
    const send = () => user.click(screen.getByRole('button', { name: 'Send Message' }));

    await send();
    await expectFieldProblem('Your Name', 'Please enter your name');
    await user.type(screen.getByLabelText('Your Name'), 'Grace Hopper');
    await send();
    await expectFieldProblem('Email Address', 'Please enter your email');
    await user.type(screen.getByLabelText('Email Address'), 'grace@example.com');
    await send();
    await expectFieldProblem('Your Issue', 'Please describe your issue');
    expect(sent()).toHaveLength(0);
  });

  it('when the e-mail is malformed, then it is marked in the server\'s words once the field is left, and nothing is sent', async () => {
    const { sent } = serve(() => jsonResponse(201, {}));
    const { user } = await openContact();
    await user.type(screen.getByLabelText('Email Address'), 'grace@');
    await user.tab();
    await expectFieldProblem('Email Address', 'Please enter a valid email', { toast: false, focused: false });
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription(expect.stringContaining('We answer to this address'));
    expect(sent()).toHaveLength(0);
  });

  it('when the message is accepted, then the server message shows, and its reference and when to expect an answer stay on screen; the call carried no token', async () => {
    window.localStorage.setItem('token', 'customer-token');
    // A token is kept, but the call is one anybody can make: it must not carry it.
    const { sent } = serve(() => jsonResponse(201, { message: 'Thanks, we will reply within a day', reference: '0000ABCD', answerWithin: 'two business days' }));
    const { user } = await openContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Thanks, we will reply within a day')).toBeInTheDocument();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Message sent' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('support-reference')).toHaveTextContent('0000ABCD');
    expect(screen.getByText(/We usually answer within two business days\./)).toBeInTheDocument();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.method).toBe('POST');
    expect(sent()[0]?.headers.has('Authorization')).toBe(false);
    expect(sent()[0]?.body).toEqual({ name: 'Grace Hopper', email: 'grace@example.com', issue: 'The dryer does not heat.' });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByPlaceholderText('Describe your issue...')).toHaveValue('');
  });

  it('when a customer is logged in, then their name and e-mail are filled in from their account', async () => {
    window.localStorage.setItem('token', 'customer-token');
    serve(() => jsonResponse(201, {}), { '/getUser': { user: { name: 'Ada Lovelace', email: 'ada@example.com' } } });
    await openContact();
    await waitFor(() => expect(screen.getByLabelText('Your Name')).toHaveValue('Ada Lovelace'));
    expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com');
    expect(screen.getByPlaceholderText('Describe your issue...')).toHaveValue('');
  });

  it('when the page is opened prefilled (from the account page), then the account never overwrites those fields', async () => {
    window.localStorage.setItem('token', 'customer-token');
    serve(() => jsonResponse(201, {}), { '/getUser': { user: { name: 'Ada Lovelace', email: 'ada@example.com' } } });
    renderApp('/contact?name=Ada%20L.&issue=Order%20123');
    await screen.findByRole('heading', { level: 1, name: 'Contact Support' });
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveValue('ada@example.com'));
    expect(screen.getByLabelText('Your Name')).toHaveValue('Ada L.');
    expect(screen.getByPlaceholderText('Describe your issue...')).toHaveValue('Order 123');
  });

  it('when the server accepts without a message or reference, then the default success text and answer time show', async () => {
    serve(() => jsonResponse(200, {}));
    const { user } = await openContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Your message has been sent successfully!')).toBeInTheDocument();
    expect(screen.getByText(/We usually answer within one business day\./)).toBeInTheDocument();
    expect(screen.queryByTestId('support-reference')).not.toBeInTheDocument();
  });

  it('when the server refuses with an error, then its text shows and the form keeps what was typed', async () => {
    serve(() => jsonResponse(429, { error: 'Too many messages, please wait a minute' }));
    const { user } = await openContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Too many messages, please wait a minute')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Grace Hopper');
  });

  it('when the network fails, then the fallback error shows', async () => {
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = await openContact();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Error while sending message, please try again')).toBeInTheDocument();
  });
});
