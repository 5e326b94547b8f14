import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const EMPTY_PAGE = { currentPage: 1, totalPages: 0, limit: 20, hasNext: false, hasPrev: false };
const KEPT = {
  id: 'b1',
  subject: 'Storm closure',
  message: 'Deliveries resume Monday.',
  channel: 'sms',
  audience: 'all',
  recipients: 3,
  sent: 2,
  skipped: 0,
  unverified: 0,
  noMobile: 1,
  kept: 2,
  keptNote: 'kept: no SMS provider configured',
  failed: 0,
  failures: [],
  status: 'sent',
  sendAt: '2026-11-26T10:00:00.000Z',
  sentAt: '2026-11-26T10:00:01.000Z',
  createdAt: '2026-11-26T10:00:00.000Z',
};

/** An admin on Notifications whose bulk list holds KEPT once a message was sent. */
function serve() {
  window.localStorage.setItem('token', 'a-token');
  let sent = false;
  return mockFetch((call) => {
    if (call.path === '/getUser') return jsonResponse(200, { user: { _id: 'a1', name: 'Admin', email: 'admin@example.com', role: 'admin' } });
    if (call.path === '/getDeadLetters') return jsonResponse(200, { services: [] });
    if (call.path === '/sendBulkMessage') {
      sent = true;
      return jsonResponse(202, { id: 'b1', recipients: 3, status: 'sending', sendAt: KEPT.sendAt });
    }
    if (call.path === '/getScheduledMessages') return jsonResponse(200, { messages: sent ? [KEPT] : [], pagination: { ...EMPTY_PAGE, totalMessages: sent ? 1 : 0 } });
    return jsonResponse(200, { notifications: [], unreadCount: 0, pagination: { ...EMPTY_PAGE, totalNotifications: 0 } });
  }).calls;
}

describe('Send Bulk SMS', () => {
  it('when the admin sends a text to all customers, then it goes as sms and the list shows it sent, kept and who had no mobile', async () => {
    const calls = serve();
    renderApp('/admin/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Bulk SMS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Bulk SMS' });
    await userEvent.type(within(dialog).getByLabelText('Subject'), 'Storm closure');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Deliveries resume Monday.');
    expect(within(dialog).getByLabelText('Message')).toHaveAttribute('maxlength', '640');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/sendBulkMessage')?.body).toEqual({ userIds: 'all', subject: 'Storm closure', message: 'Deliveries resume Monday.', channel: 'sms' });
    expect(await screen.findByText(/2 sent \(kept: no SMS provider configured\), 1 without a mobile number/)).toBeInTheDocument();
    expect(screen.getByText('Text message')).toBeInTheDocument();
  });

  it('when the admin schedules a text, then it goes as sms with its time', async () => {
    const calls = serve();
    renderApp('/admin/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule Message' });
    await userEvent.click(within(dialog).getByLabelText('Text message (SMS)'));
    await userEvent.type(within(dialog).getByLabelText('Subject'), 'Reminder');
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Pickup tomorrow.');
    await userEvent.type(within(dialog).getByLabelText('Send at'), '2099-01-02T09:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));

    await waitFor(() => expect(calls.find((call) => call.path === '/sendBulkMessage')).toBeDefined());
    expect(calls.find((call) => call.path === '/sendBulkMessage')?.body).toEqual({
      userIds: 'all',
      subject: 'Reminder',
      message: 'Pickup tomorrow.',
      channel: 'sms',
      sendAt: new Date('2099-01-02T09:30').toISOString(),
    });
  });
});
