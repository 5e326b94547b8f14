import { PAUSE_EVERY_MONTHS, PAUSE_MAX_DAYS } from '@rto/rules';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardData } from '../api';
import { aDashboardOrder, anOrderItem, dashboardData } from '../test/dashboard-builders';
import { jsonResponse, mockFetch, type RecordedCall } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { pauseAgain, pauseInForce, pauseOffer, type PauseInfo } from './pause-rules';

/** My Account with a customer's own Pause Billing (issue 22, item 4): the Paused badge and the Danger Zone's limits. */

const limits: PauseInfo = { maxDays: 30, everyMonths: 6, endsAt: null, nextPauseFrom: null };
const paused = aDashboardOrder({ _id: 'order-paused', status: 'paused', items: [anOrderItem({ _id: 'prod-washer', name: 'Washer' })] });
const active = aDashboardOrder({ _id: 'order-active', status: 'active', items: [anOrderItem({ _id: 'prod-fridge', name: 'Refrigerator' })] });

function openAccount(data: DashboardData, pause: PauseInfo, extra: (call: RecordedCall) => Response | undefined = () => undefined) {
  window.localStorage.setItem('token', 'customer-token');
  const fetches = mockFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path === '/getDashboardData') return jsonResponse(200, data);
    if (call.path === '/getBillingDetails') {
      return jsonResponse(200, { provider: 'sandbox', publishableKey: null, billing: { paymentMethod: null, draftDay: 12, saveCard: true, billingPaused: false, agreement: null, invoices: [], pause } });
    }
    return jsonResponse(404, { error: 'Not found' });
  });
  return { ...renderApp('/dashboard'), ...fetches };
}

describe("My Account during a customer's pause", () => {
  it('when an order is paused, then it stays under Current Orders with a Paused badge, beside the active one', async () => {
    const { user } = openAccount(dashboardData({ orders: [paused, active] }), limits);
    const list = await screen.findByRole('list', { name: 'Current Orders' });
    const washer = within(list).getByRole('article', { name: 'Washer' });
    expect(within(washer).getByText('Paused')).toBeInTheDocument();
    expect(within(within(list).getByRole('article', { name: 'Refrigerator' })).getByText('Active')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Past Orders' }));
    expect(screen.queryByRole('article', { name: 'Washer' })).not.toBeInTheDocument();
  });

  it('when billing is paused, then the Danger Zone says the day the pause ends by itself', async () => {
    const data = dashboardData({ orders: [paused] });
    openAccount({ ...data, user: { ...data.user!, billingPaused: true } }, { ...limits, endsAt: '2030-07-12T15:00:00.000Z' });
    expect(await screen.findByText(/It ends by itself on July 12, 2030/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unpause Billing' })).toBeInTheDocument();
  });

  it("when the server refuses a pause used too recently, then its sentence naming the day shows in the Danger Zone", async () => {
    const sentence = 'Billing can be paused once every 6 months. Your last pause started on March 3, 2030, so you can pause again on September 3, 2030.';
    const { user } = openAccount(dashboardData({ orders: [active] }), { ...limits, nextPauseFrom: '2030-09-03T15:00:00.000Z' }, (call) =>
      call.path === '/pauseBilling' ? jsonResponse(409, { error: sentence }) : undefined,
    );
    expect(await screen.findByText(/up to 30 days/)).toBeInTheDocument();
    expect(screen.getByText(/once every 6 months/)).toBeInTheDocument();
    expect(await screen.findByText('You paused billing recently: you can pause it again on September 3, 2030.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause Billing' }));
    expect(await screen.findByTestId('pause-refused')).toHaveTextContent(sentence);
    expect(screen.getByRole('button', { name: 'Pause Billing' })).toBeInTheDocument();
  });
});

describe('the pause texts', () => {
  it('when the limits are known, then the offer names them and the day a pause started now would end', () => {
    const text = pauseOffer(limits, new Date('2030-06-01T15:00:00.000Z'));
    expect(text).toContain('up to 30 days');
    expect(text).toContain('ends by itself on July 1, 2030');
    expect(text).toContain('once every 6 months');
    expect(text).toContain('This can be undone');
    expect(pauseOffer(null, new Date())).toContain('ends by itself');
  });

  it('when no end is known (an admin paused), then the paused text names none; when one is, it says the day', () => {
    expect(pauseInForce(limits)).not.toContain('ends by itself');
    expect(pauseInForce({ ...limits, endsAt: '2030-07-01T15:00:00.000Z' })).toContain('It ends by itself on July 1, 2030');
    expect(pauseAgain(limits)).toBeNull();
  });

  it('when billing is paused, then the text beside Unpause Billing says what a pause does and its limits, and nothing is final', () => {
    const text = pauseInForce({ ...limits, maxDays: 21, everyMonths: 3, endsAt: '2030-07-01T15:00:00.000Z' });
    expect(text).toContain('up to 21 days');
    expect(text).toContain('once every 3 months');
    expect(text).toContain('ends by itself');
    expect(text).not.toMatch(/cannot be undone/);
  });

  it("when the server's limits are not loaded, then the texts give the ones the rental agreement states", () => {
    for (const text of [pauseOffer(null, new Date('2030-06-01T15:00:00.000Z')), pauseInForce(null)]) {
      expect(text).toContain(`up to ${PAUSE_MAX_DAYS} days`);
      expect(text).toContain(`once every ${PAUSE_EVERY_MONTHS} months`);
    }
  });
});
