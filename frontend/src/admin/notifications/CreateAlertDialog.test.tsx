import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const EMPTY_PAGE = { currentPage: 1, totalPages: 0, limit: 20, hasNext: false, hasPrev: false };

/** An admin on Notifications; POST /createAlert answers `created` (or `answer` when given). */
function serve(answer?: () => Response) {
  window.localStorage.setItem('token', 'a-token');
  const created: Record<string, unknown>[] = [];
  const { calls } = mockFetch((call) => {
    if (call.path === '/getUser') return jsonResponse(200, { user: { _id: 'a1', name: 'Admin', email: 'admin@example.com', role: 'admin' } });
    if (call.path === '/getDeadLetters') return jsonResponse(200, { services: [] });
    if (call.path === '/getScheduledMessages') return jsonResponse(200, { messages: [], pagination: { ...EMPTY_PAGE, totalMessages: 0 } });
    if (call.path === '/createAlert') {
      if (answer) return answer();
      const notice = { _id: 'n1', read: false, time: '2026-11-26T10:00:00.000Z', items: [], ...(call.body as Record<string, unknown>) };
      created.push(notice);
      return jsonResponse(201, { notification: notice, unreadCount: created.length });
    }
    return jsonResponse(200, { notifications: created, unreadCount: created.length, pagination: { ...EMPTY_PAGE, totalNotifications: created.length } });
  });
  return calls;
}

describe('Create Alert', () => {
  it('when the admin picks a type and a priority and writes a message, then the alert is sent as chosen and shows in the feed', async () => {
    const calls = serve();
    renderApp('/admin/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Alert' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'payment');
    await userEvent.selectOptions(within(dialog).getByLabelText('Priority'), 'high');
    await userEvent.type(within(dialog).getByLabelText('Message'), '  Card processor slow today ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Alert' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls.filter((call) => call.path === '/createAlert');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.body).toEqual({ type: 'payment', priority: 'high', message: 'Card processor slow today' });
    const feed = await screen.findByRole('list', { name: 'Notifications' });
    expect(await within(feed).findByText('Card processor slow today')).toBeInTheDocument();
    expect(within(feed).getByText('Payment')).toBeInTheDocument();
    expect(within(feed).getByText('High')).toBeInTheDocument();
  });

  it('when the message is empty, then the dialog says so under the field and sends nothing', async () => {
    const calls = serve();
    renderApp('/admin/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Alert' });
    await userEvent.type(within(dialog).getByLabelText('Message'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    expect(await within(dialog).findByText('Please enter a message')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.path === '/createAlert')).toHaveLength(0);
  });

  it("when the server refuses, then its reason shows and the dialog stays open with the admin's words", async () => {
    serve(() => jsonResponse(400, { error: 'priority must be one of high, medium, low' }));
    renderApp('/admin/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Alert' });
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    expect(await screen.findByText(/priority must be one of high, medium, low/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Hello');
  });
});
