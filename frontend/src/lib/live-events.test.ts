import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys, type DashboardData } from '../api';
import { aDashboardOrder, anOrderItem, dashboardData } from '../test/dashboard-builders';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { applyLiveEvent } from './live-events';

/** Live status in the SPA (issue 23, item 5): an event from the stream lands in the cached dashboard, nothing polls. */

/** A stand-in for the browser's EventSource: the test says what the stream sends. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readonly url: string;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, Array<(message: MessageEvent<string>) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
    setTimeout(() => this.onopen?.(), 0);
  }

  addEventListener(type: string, listener: (message: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  send(type: string, data: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const fridge = aDashboardOrder({ _id: 'order-fridge', status: 'active', items: [anOrderItem({ _id: 'prod-fridge', name: 'Refrigerator' })] });
const washer = aDashboardOrder({ _id: 'order-washer', status: 'active', items: [anOrderItem({ _id: 'prod-washer', name: 'Washer' })] });

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('applyLiveEvent', () => {
  it('when an event tells an order status, then that order of the cached dashboard has it at once and the dashboard is read once more later', () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      client.setQueryData<DashboardData>(queryKeys.dashboard, dashboardData({ orders: [fridge, washer] }));
      applyLiveEvent(client, 'account', { type: 'payment.failed', orderId: 'order-fridge', status: 'overdue' }, 2_000);
      const orders = client.getQueryData<DashboardData>(queryKeys.dashboard)!.orders;
      expect(orders.map((order) => [order._id, order.status])).toEqual([
        ['order-fridge', 'overdue'],
        ['order-washer', 'active'],
      ]);
      expect(client.getQueryState(queryKeys.dashboard)?.isInvalidated).toBe(false);
      vi.advanceTimersByTime(2_000);
      expect(client.getQueryState(queryKeys.dashboard)?.isInvalidated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when an event carries no status (an invoice paid), then nothing is guessed: the dashboard is only read again', () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      const data = dashboardData({ orders: [fridge] });
      client.setQueryData<DashboardData>(queryKeys.dashboard, data);
      applyLiveEvent(client, 'account', { type: 'invoice.paid', orderId: 'order-fridge' }, 2_000);
      expect(client.getQueryData(queryKeys.dashboard)).toBe(data);
      vi.advanceTimersByTime(2_000);
      expect(client.getQueryState(queryKeys.dashboard)?.isInvalidated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('My Account with live status', () => {
  it('when the stream tells that a payment failed, then the order shows Overdue without a reload, on a ticket asked for once', async () => {
    window.localStorage.setItem('token', 'customer-token');
    const { calls } = mockFetch((call) => {
      if (call.path === '/getDashboardData') return jsonResponse(200, dashboardData({ orders: [fridge, washer] }));
      if (call.path === '/events/ticket') return jsonResponse(201, { ticket: 'ticket-1', expiresIn: 60 });
      return jsonResponse(404, { error: 'Not found' });
    });
    renderApp('/dashboard');
    const card = await screen.findByRole('article', { name: 'Refrigerator' });
    expect(within(card).getByText('Active')).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toBe('/events/stream?ticket=ticket-1');
    const readsBefore = calls.filter((call) => call.path === '/getDashboardData').length;

    stream.send('order', { type: 'payment.failed', orderId: 'order-fridge', status: 'overdue' });
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Refrigerator' })).queryByText('Active')).not.toBeInTheDocument());
    expect(within(screen.getByRole('article', { name: 'Washer' })).getByText('Active')).toBeInTheDocument();
    // Shown from the event: no read of the dashboard was needed for it.
    expect(calls.filter((call) => call.path === '/getDashboardData')).toHaveLength(readsBefore);
    expect(calls.filter((call) => call.path === '/events/ticket')).toHaveLength(1);
  });

  it('when the stream opens saying an event came just before, then the dashboard is read once more; a stream opened without it reads nothing', async () => {
    window.localStorage.setItem('token', 'customer-token');
    const { calls } = mockFetch((call) => {
      if (call.path === '/getDashboardData') return jsonResponse(200, dashboardData({ orders: [fridge] }));
      if (call.path === '/events/ticket') return jsonResponse(201, { ticket: 'ticket-3', expiresIn: 60 });
      return jsonResponse(404, { error: 'Not found' });
    });
    renderApp('/dashboard');
    await screen.findByRole('article', { name: 'Refrigerator' });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const reads = () => calls.filter((call) => call.path === '/getDashboardData').length;
    const readsBefore = reads();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(readsBefore);

    FakeEventSource.opened[0]!.send('recent', {});
    await waitFor(() => expect(reads()).toBe(readsBefore + 1));
  });

  it('when the server ends the stream because the session ended, then no new ticket is asked for', async () => {
    window.localStorage.setItem('token', 'customer-token');
    const { calls } = mockFetch((call) => {
      if (call.path === '/getDashboardData') return jsonResponse(200, dashboardData({ orders: [fridge] }));
      if (call.path === '/events/ticket') return jsonResponse(201, { ticket: 'ticket-2', expiresIn: 60 });
      return jsonResponse(404, { error: 'Not found' });
    });
    renderApp('/dashboard');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.send('end', { reason: 'session-ended' });
    expect(FakeEventSource.opened[0]!.readyState).toBe(FakeEventSource.CLOSED);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((call) => call.path === '/events/ticket')).toHaveLength(1);
  });
});
