import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminStats } from '../api';
import { OPENING_READS } from '../api/endpoints';
import { DELIVERY_SLOTS } from '../delivery/delivery-rules';
import { aDashboardOrder, dashboardData } from '../test/dashboard-builders';
import { jsonResponse, mockFetch, type RecordedCall } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

/**
 * The opening script's reads (OPENING_READS), from the page's side: every one is a read the page itself makes once it
 * shows, so none is wasted (page-data.test.ts holds the other side: every read the page opens with is one the script
 * starts).
 */

const fridge = { id: 'fridge1', name: 'French Door Refrigerator', monthly_price: 40, photo: '/photos/fridge1' };

/** How each page is reached: /billing with the delivery choice /delivery hands on in its address. */
const choice = { location: { lat: 39.7684, lng: -86.1581 }, deliveryDate: '2030-08-14', deliveryTime: '4:00 PM', totalCost: 40, locationName: 'Indianapolis, Indiana, United States' };
const addressOf = (pagePath: string) => (pagePath === '/billing' ? `/billing?data=${encodeURIComponent(JSON.stringify(choice))}` : pagePath);

const stats: AdminStats = {
  totalUsers: 3,
  activeUsers: 3,
  suspendedUsers: 0,
  verifiedUsers: 3,
  totalSubscriptions: 1,
  activeSubscriptions: 1,
  pausedSubscriptions: 0,
  cancelledSubscriptions: 0,
  monthlyRevenue: 40,
  totalProducts: 10,
  availableInventory: 9,
  lowStockItems: 0,
  rentedItems: 1,
  maintenanceItems: 0,
  collectedThisMonth: 40,
  overdue: { amount: 0, orders: 0 },
};
const unchanged = { current: 1, previous: 1, percent: 0 };

/** Plausible answers for each read a signed-in page opens with; `role` is the session's. */
function backend(role: 'customer' | 'admin') {
  return (call: RecordedCall): Response => {
    switch (call.path) {
      case '/getUser':
        return jsonResponse(200, { user: { _id: 'u1', name: 'Casey', email: 'casey@example.com', role } });
      case '/getCartItems':
        return jsonResponse(200, { cartItems: { items: [fridge], tvSize: null, monthlyTotalCents: 4000, deliveryFeeCents: 2500, totalTodayCents: 6500 } });
      case '/verifyCalandar':
        return jsonResponse(200, { orders: [], today: '2030-08-01', lastDay: '2030-08-31', timeZone: 'UTC', deliveryDays: [0, 1, 2, 3, 4, 5, 6], slots: DELIVERY_SLOTS });
      case '/getDashboardData':
        return jsonResponse(200, dashboardData({ orders: [aDashboardOrder({ _id: 'order-1', status: 'active' })] }));
      case '/getBillingDetails':
        return jsonResponse(200, { provider: 'sandbox', publishableKey: null, billing: null });
      case '/getAdminStats':
        return jsonResponse(200, { stats, changes: { users: unchanged, subscriptions: unchanged, revenue: unchanged }, generatedAt: '2030-08-01T16:00:00.000Z' });
      case '/get-orders':
        return jsonResponse(200, { orders: [], pagination: { currentPage: 1, totalPages: 1, totalSubscriptions: 0, limit: 5, hasNext: false, hasPrev: false } });
      default:
        return jsonResponse(404, { error: 'Not found' });
    }
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the opening script's reads (OPENING_READS) and the page's own", () => {
  it.each(Object.keys(OPENING_READS))('when %s opens signed in, then the page makes every read the opening script starts for it', async (pagePath) => {
    window.localStorage.setItem('token', 'abc');
    const { calls } = mockFetch(backend(pagePath.startsWith('/admin') ? 'admin' : 'customer'));
    renderApp(addressOf(pagePath));
    const made = () => new Set(calls.filter((call) => call.method === 'GET').map((call) => `${call.path}${call.search}`));
    await waitFor(() => expect(OPENING_READS[pagePath]!.filter((read) => !made().has(read))).toEqual([]), { timeout: 3_000 });
  });
});
