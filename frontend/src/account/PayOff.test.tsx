import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../api';
import { aDashboardOrder, anInvoice, anOrderItem, dashboardData } from '../test/dashboard-builders';
import { ownedNow } from './account-rules';
import { jsonResponse, mockFetch, type RecordedCall } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

/** My Account's early payoff (issue 22, item 5): the server's figure, confirmed first, then the order shows Owned. */

const washer = anOrderItem({ _id: 'prod-washer', name: 'Front Load Washer', monthly_price: 40 }, 1);
const running = aDashboardOrder({ _id: 'order-run', status: 'active', items: [washer], paymentsMade: 1, payoffAmount: 460 });
const owned = aDashboardOrder({
  _id: 'order-run',
  status: 'completed',
  items: [washer],
  paymentsMade: 1,
  totalPaid: 525,
  ownedAt: '2030-07-03T15:00:00.000Z',
  invoice: 'in_payoff_1',
});

/** The account's server: the dashboard answers `pages` one after the other (the last one again after that). */
function openAccount(pages: DashboardData[], extra: (call: RecordedCall) => Response | undefined = () => undefined) {
  window.localStorage.setItem('token', 'customer-token');
  let served = 0;
  const fetches = mockFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/getDashboardData') return jsonResponse(200, pages[Math.min(served++, pages.length - 1)]);
    if (call.path === '/getBillingDetails') return jsonResponse(200, { provider: 'sandbox', publishableKey: null, billing: null });
    return jsonResponse(404, { error: 'Not found' });
  });
  return { ...renderApp('/dashboard'), ...fetches };
}

describe('Pay off now', () => {
  it("when the customer confirms the payoff, then POST /payNow pays it off with the server's figure and the order shows Owned", async () => {
    const after = dashboardData({ orders: [owned], invoices: [anInvoice({ _id: 'in_payoff_1', orderId: 'order-run', amount: 460, final: true })] });
    const { user, calls } = openAccount([dashboardData({ orders: [running] }), after], (call) =>
      call.path === '/payNow' ? jsonResponse(200, { paid: 1, amount: 460, owned: true }) : undefined,
    );
    const card = await screen.findByRole('article', { name: 'Front Load Washer' });
    await user.click(within(card).getByRole('button', { name: 'Pay off now ($460.00)' }));

    // Asked first: cancelling sends nothing.
    const dialog = await screen.findByRole('dialog', { name: 'Pay off this order?' });
    expect(dialog).toHaveTextContent('Your card on file is charged $460.00 today');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.path === '/payNow')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Pay off now ($460.00)' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Pay off this order?' })).getByRole('button', { name: 'Pay $460.00' }));
    expect(await screen.findByText('Payment of $460.00 received: it is yours now. Thank you!')).toBeInTheDocument();
    // Only the order is sent: the amount is the server's own.
    expect(calls.filter((call) => call.path === '/payNow').map((call) => call.body)).toEqual([{ orderId: 'order-run', payoff: true }]);

    // Shown owned at once from billing's answer: the order is past, owned, its meter full.
    await waitFor(() => expect(screen.getByText('No Current Orders Found')).toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: 'Past Orders' }));
    const past = screen.getByRole('article', { name: 'Front Load Washer' });
    expect(within(past).getByText('Owned')).toBeInTheDocument();
    expect(within(past).getByText('Owned since')).toBeInTheDocument();
    expect(within(past).queryByRole('button', { name: /Pay off now/ })).not.toBeInTheDocument();
    expect(within(past).getByRole('meter', { name: 'Ownership of Front Load Washer' })).toHaveAttribute('aria-valuetext', '1 of 24 payments made, 100% owned');
    // The page read again a moment later (order has heard billing by then): the payoff invoice is the final one.
    const rows = await screen.findAllByTestId('invoice-row', {}, { timeout: 5_000 });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Final');
    expect(within(screen.getByRole('article', { name: 'Front Load Washer' })).getByText('Owned')).toBeInTheDocument();
  }, 10_000);

  it('when the order is overdue or the server offers no payoff, then no Pay off button shows', async () => {
    const overdue = aDashboardOrder({ _id: 'order-late', status: 'overdue', items: [anOrderItem({ _id: 'prod-dryer', name: 'Dryer' })], amountDue: 40, payoffAmount: null });
    const unknown = aDashboardOrder({ _id: 'order-unknown', status: 'active', items: [anOrderItem({ _id: 'prod-fridge', name: 'Fridge' })], payoffAmount: null });
    openAccount([dashboardData({ orders: [overdue, unknown] })]);
    expect(await screen.findByRole('article', { name: 'Dryer' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Fridge' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay off now/ })).not.toBeInTheDocument();
  });

  it('when the card refuses the payoff, then its words show and the order stays as it was', async () => {
    const { user } = openAccount([dashboardData({ orders: [running] })], (call) =>
      call.path === '/payNow' ? jsonResponse(402, { error: 'Your card was declined.', type: 'payment_error', code: 'card_declined' }) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Pay off now ($460.00)' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Pay off this order?' })).getByRole('button', { name: 'Pay $460.00' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Front Load Washer' })).toHaveTextContent('Active');
  });
});

describe('ownedNow (the page right after a payoff)', () => {
  it('when one order is paid off, then only it is completed, owned at that time, its meters full and no payoff offered', () => {
    const other = aDashboardOrder({ _id: 'order-other', payoffAmount: 300 });
    const data = ownedNow(dashboardData({ orders: [running, other] }), 'order-run', '2030-07-03T15:00:00.000Z');
    expect(data.orders[0]).toMatchObject({ status: 'completed', ownedAt: '2030-07-03T15:00:00.000Z', payoffAmount: null });
    expect(data.orders[0]!.items[0]!.ownership).toMatchObject({ percentOwned: 100, owned: true, earlyPayoff: 0, remainingPayments: 0 });
    expect(data.orders[1]).toBe(other);
  });
});

