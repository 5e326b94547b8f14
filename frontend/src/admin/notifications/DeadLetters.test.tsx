import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';

const ROWS = [
  {
    service: 'notification',
    status: 'ok',
    count: 3,
    reasons: [{ type: 'order.placed', reason: 'failed 6 time(s): mail server down', count: 3 }],
    firstSeen: '2026-11-20T08:00:00.000Z',
  },
  { service: 'billing', status: 'unknown', count: null, reasons: [], firstSeen: null },
  { service: 'cart', status: 'ok', count: 0, reasons: [], firstSeen: null },
];

/** An admin on Notifications whose dead-letter view shows ROWS, notification's emptied once a replay was sent. */
function serve(replay: () => Response) {
  window.localStorage.setItem('token', 'a-token');
  let replayed = false;
  return mockFetch((call) => {
    if (call.path === '/getUser') return jsonResponse(200, { user: { _id: 'a1', name: 'Admin', email: 'admin@example.com', role: 'admin' } });
    if (call.path === '/getDeadLetters') return jsonResponse(200, { services: replayed ? ROWS.map((row) => (row.service === 'notification' ? { ...row, count: 0, reasons: [], firstSeen: null } : row)) : ROWS });
    if (call.path === '/replayDeadLetters') {
      replayed = true;
      return replay();
    }
    if (call.path === '/getScheduledMessages') return jsonResponse(200, { messages: [], pagination: { currentPage: 1, totalPages: 0, limit: 10, hasNext: false, hasPrev: false, totalMessages: 0 } });
    return jsonResponse(200, { notifications: [], unreadCount: 0, pagination: { currentPage: 1, totalPages: 0, limit: 20, hasNext: false, hasPrev: false, totalNotifications: 0 } });
  });
}

describe('dead letters in the admin', () => {
  it('when the admin opens Notifications, then each service shows its waiting count, reasons and first seen, a service down shows unknown, and Replay is offered only where something waits', async () => {
    serve(() => jsonResponse(200, { service: 'notification', replayed: 3, skipped: 0 }));
    renderApp('/admin/notifications');
    const table = await screen.findByRole('table', { name: 'Dead letters by service' });
    const notification = within(table).getByRole('rowheader', { name: 'notification' }).closest('tr')!;
    expect(within(notification).getByText('3')).toBeInTheDocument();
    expect(within(notification).getByText(/mail server down/)).toBeInTheDocument();
    expect(within(notification).getByRole('button', { name: "Replay notification's dead letters" })).toBeEnabled();
    const billing = within(table).getByRole('rowheader', { name: 'billing' }).closest('tr')!;
    expect(within(billing).getByText('Unknown (not answering)')).toBeInTheDocument();
    expect(within(billing).getByRole('button', { name: "Replay billing's dead letters" })).toBeDisabled();
    const cart = within(table).getByRole('rowheader', { name: 'cart' }).closest('tr')!;
    expect(within(cart).getByRole('button', { name: "Replay cart's dead letters" })).toBeDisabled();
  });

  it('when Replay is pressed, then it asks first; confirmed, it sends the service with the bound and force as ticked, and the list is asked again', async () => {
    const { calls } = serve(() => jsonResponse(200, { service: 'notification', replayed: 3, skipped: 0 }));
    const view = renderApp('/admin/notifications');
    await view.user.click(await screen.findByRole('button', { name: "Replay notification's dead letters" }));
    const dialog = await screen.findByRole('dialog', { name: "Replay notification's dead letters" });
    expect(within(dialog).getByText(/Send all 3 events parked by notification back to it\?/)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/replayDeadLetters')).toHaveLength(0);

    await view.user.click(within(dialog).getByRole('checkbox', { name: 'Also replay events already replayed 3 times' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Replay' }));
    expect(await screen.findByText('3 events sent back to notification')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/replayDeadLetters').map((call) => call.body)).toEqual([{ service: 'notification', limit: 100, force: true }]);
    const table = await screen.findByRole('table', { name: 'Dead letters by service' });
    const row = within(table).getByRole('rowheader', { name: 'notification' }).closest('tr')!;
    expect(await within(row).findByText('0')).toBeInTheDocument();
  });

  it('when a replay of that service is already running, then the server\'s words are shown and nothing else is sent', async () => {
    const busy = "A replay of notification's dead letters is already running; try again when it is done";
    const { calls } = serve(() => jsonResponse(409, { error: busy }));
    const view = renderApp('/admin/notifications');
    await view.user.click(await screen.findByRole('button', { name: "Replay notification's dead letters" }));
    const dialog = await screen.findByRole('dialog', { name: "Replay notification's dead letters" });
    await view.user.click(within(dialog).getByRole('button', { name: 'Replay' }));
    expect(await screen.findByText(busy)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/replayDeadLetters')).toHaveLength(1);
  });
});
