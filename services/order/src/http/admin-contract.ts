import { billingInternalContract } from '@rto/contracts';
import { defineContract, objectId, optionalLine, paging } from '@rto/kit';
import { REPOSSESSION_AFTER_DAYS } from '@rto/rules';
import { z } from 'zod';
import { ORDER_STATUSES } from '../domain/order-status';
import { orderView } from './order-view';

/**
 * order's admin API (spec 2.13, 2.15, 2.17, 3, 7; docs/architecture.md): the subscriptions list paged, filtered and
 * searched on the server, pause and resume, and the dashboard's and analytics' figures computed over all the data.
 * Merged into `orderContract`, so the gateway's OpenAPI document and the SPA's types carry it. Money in dollars.
 */

/** Subscriptions page size (spec 9). */
export const ADMIN_ORDERS_PAGE_SIZE = 8;
/**
 * The largest page of subscriptions one request may ask for: the spec's statistics call asks for page=1 and
 * limit=10000 (spec 7, 9). Pages above ADMIN_ORDERS_CACHED_LIMIT are streamed in batches (orders-stream.ts).
 */
export const ADMIN_ORDERS_MAX_LIMIT = 10_000;
/** The back office's own page sizes (its select offers up to 100): answered whole and kept a moment. */
export const ADMIN_ORDERS_CACHED_LIMIT = 100;

const statusFilter = z
  .enum([...ORDER_STATUSES, 'all', ''], { error: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  .optional()
  .transform((value) => (value === 'all' || value === '' ? undefined : value))
  .describe("Only subscriptions in this status; 'all' or nothing for every status");

/** The admin subscription row of spec 3, with what the details modal shows (spec 2.15). */
export const adminOrderRow = z.object({
  _id: z.string().describe("The order's id, as every order of spec 3 carries it"),
  user: z.string().describe("The customer's id, as every order of spec 3 carries it"),
  id: z.string().describe("The order's id (the Subscription ID column)"),
  userId: z.string(),
  userName: z.string().describe("The customer's name, else e-mail, else 'Unknown User'"),
  userEmail: z.string().describe("The customer's e-mail ('' when the account is gone)"),
  status: z.enum(ORDER_STATUSES),
  deliveryDate: z.string().describe('YYYY-MM-DD'),
  deliveryTime: z.string(),
  createdAt: z.string().describe('ISO time the order was placed'),
  itemCount: z.number().int().describe('Every item of the order, combo sets included (comboItem only repeats the sets\' plugs)'),
  monthlyTotal: z.number().describe('Dollars: the sum of monthly_price over items and comboItem'),
  items: orderView.shape.items,
  comboItem: orderView.shape.comboItem,
  location: orderView.shape.location,
  locationName: z.string(),
  deliveryAddress: orderView.shape.deliveryAddress,
  stairs: orderView.shape.stairs,
  subscriptionId: z.string().nullable(),
  deliveryStatus: orderView.shape.deliveryStatus,
  deliveredAt: orderView.shape.deliveredAt,
  deliveryTechnician: orderView.shape.deliveryTechnician,
  deliveryNote: orderView.shape.deliveryNote,
  returnStatus: orderView.shape.returnStatus,
  pickupDate: orderView.shape.pickupDate,
  pickupTime: orderView.shape.pickupTime,
  pickupBookedBy: orderView.shape.pickupBookedBy,
  returnedAt: orderView.shape.returnedAt,
  returnCondition: orderView.shape.returnCondition,
});

const pagination = z.object({
  currentPage: z.number(),
  totalPages: z.number(),
  totalSubscriptions: z.number(),
  limit: z.number(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
});

const change = z
  .object({
    current: z.number(),
    previous: z.number(),
    percent: z.number().describe('(current - previous) / previous × 100, one decimal; 100 when previous is 0 and current is not, 0 when both are'),
  })
  .describe('Now against the start of this month (UTC): what stood then, of what stands now');

/** Billing's money figures (issue 22, item 7), beside the spec's monthlyRevenue, which keeps its meaning. */
const moneyFigures = {
  collectedThisMonth: z
    .number()
    .nullable()
    .describe("Dollars paid in the store's current month (the invoices paid in it, whatever month they were for); null when billing could not be asked"),
  overdue: z
    .object({ amount: z.number().describe('Dollars unpaid and due'), orders: z.number().int().describe('Orders with an unpaid invoice') })
    .nullable()
    .describe('What is overdue now, over every order; null when billing could not be asked'),
};

/** One invoice of a subscription as the admin's details list it: billing's, its money in dollars. */
const adminInvoice = billingInternalContract.orderMoney.response.shape.money.shape.invoices.element.omit({ amountCents: true, lines: true }).extend({
  amount: z.number().describe('Dollars'),
  lines: z.array(z.object({ description: z.string(), amount: z.number() })).describe('What it is made of: the items of a month, the late fee'),
});

const subscriptionBilling = z
  .object({
    invoices: z.array(adminInvoice).describe('Oldest first'),
    failedCount: z.number().int().describe('Unpaid invoices (failed charges, fees assessed)'),
    fees: z.number().describe('Dollars: every late fee assessed on it, paid or not'),
    feesDue: z.number().describe('Dollars: the late fees still unpaid (part of amountDue)'),
    amountDue: z.number().describe('Dollars: every unpaid invoice'),
    daysLate: z.number().int().describe("The store's date today minus the due date of the oldest unpaid month; 0 when none"),
    repossessionEligible: z.boolean().describe(`More than ${REPOSSESSION_AFTER_DAYS} days late: the agreement allows repossession`),
  })
  .nullable()
  .describe('Computed by billing; null when billing could not be asked (unknown, not nothing)');

export const adminStats = z.object({
  totalUsers: z.number().int().describe('Customers (admins are not counted)'),
  activeUsers: z.number().int().describe('Customers whose billing is not paused'),
  suspendedUsers: z.number().int().describe('Customers whose billing is paused'),
  verifiedUsers: z.number().int().describe('Customers whose e-mail address is proved'),
  totalSubscriptions: z.number().int().describe('Placed orders, every status'),
  activeSubscriptions: z.number().int(),
  pausedSubscriptions: z.number().int(),
  cancelledSubscriptions: z.number().int(),
  monthlyRevenue: z.number().describe('Dollars: the monthly totals of the active subscriptions (spec 9)'),
  totalProducts: z.number().int(),
  availableInventory: z.number().int().describe("Products that can be rented: stock status 'available' or 'low' (2 or fewer units on the shelf)"),
  lowStockItems: z.number().int().describe("Of those, the products low on stock (stock status 'low')"),
  rentedItems: z.number().int(),
  maintenanceItems: z.number().int(),
  ...moneyFigures,
});

const orderIdParams = z.object({ id: objectId('id must be a subscription id') });
const statusChanged = z.object({ message: z.string(), order: adminOrderRow });

export const orderAdminContract = defineContract({
  getOrders: {
    method: 'get',
    path: '/get-orders',
    access: 'admin',
    tag: 'Admin: subscriptions',
    summary:
      'Page through the placed orders ("subscriptions"), newest first, filtered by status and searched on the server: ' +
      "search matches the order id, the customer's name or e-mail, or an item's name (case-insensitive). " +
      `limit goes up to ${ADMIN_ORDERS_MAX_LIMIT.toLocaleString('en-US')} for the statistics call (page=1&limit=10000, spec 7, 9); ` +
      `a page above ${ADMIN_ORDERS_CACHED_LIMIT} rows is sent as it is read, in batches, so its answer may end cut off if the server fails midway`,
    query: z.object({
      ...paging(ADMIN_ORDERS_PAGE_SIZE, ADMIN_ORDERS_MAX_LIMIT),
      status: statusFilter,
      search: optionalLine('search', 100),
    }),
    response: z.object({ orders: z.array(adminOrderRow), pagination }),
    errors: { 503: 'identity is unavailable (customer names and e-mails)' },
  },
  pauseSubscription: {
    method: 'patch',
    path: '/pauseSubscription/:id',
    access: 'admin',
    tag: 'Admin: subscriptions',
    summary: "Pause an active subscription: its billing stops drafting until it is resumed (order.paused, consumed by billing)",
    params: orderIdParams,
    response: statusChanged,
    errors: { 404: "'Subscription not found'", 409: 'The subscription is not active, e.g. "An order that is cancelled cannot be paused"' },
  },
  unpauseSubscription: {
    method: 'patch',
    path: '/unpauseSubscription/:id',
    access: 'admin',
    tag: 'Admin: subscriptions',
    summary: 'Resume a paused subscription: its billing drafts again (order.resumed, consumed by billing)',
    params: orderIdParams,
    response: statusChanged,
    errors: {
      404: "'Subscription not found'",
      409: 'The subscription is not paused by an admin, e.g. "An order that is active cannot be resumed", or only the customer\'s own billing pause holds it (it resumes with their billing)',
    },
  },
  getSubscriptionBilling: {
    method: 'get',
    path: '/getSubscriptionBilling/:id',
    access: 'admin',
    tag: 'Admin: subscriptions',
    summary:
      "The money of one subscription for its details: its invoices (rent, late fees, a payoff) with their lines, the unpaid ones, the fees, the amount due, " +
      'the days late and whether it may be repossessed, all as billing computed them',
    params: orderIdParams,
    response: z.object({
      subscriptionId: z.string().describe("The order's id"),
      status: z.enum(ORDER_STATUSES),
      billing: subscriptionBilling,
      generatedAt: z.string().describe('ISO time the answer was made'),
    }),
    errors: { 404: "'Subscription not found'" },
  },
  getAdminStats: {
    method: 'get',
    path: '/getAdminStats',
    access: 'admin',
    tag: 'Admin: dashboard',
    summary:
      "The dashboard's figures (spec 3, admin stats) computed over all the data: customers from identity (admins are not counted), products from catalog, subscriptions here; " +
      'with the change of users, active subscriptions, monthly revenue and available inventory this month',
    response: z.object({
      stats: adminStats,
      changes: z.object({
        users: change,
        subscriptions: change,
        revenue: change,
        inventory: change.describe(
          'Products that can be rented (available or low) now against the start of this month: of those rentable now, the ones already in the catalogue then (a change of stock status is not remembered, so only products added this month move it)',
        ),
      }),
      generatedAt: z.string().describe('ISO time the figures were computed'),
    }),
    errors: { 503: 'identity or catalog is unavailable' },
  },
  getAnalytics: {
    method: 'get',
    path: '/getAnalytics',
    access: 'admin',
    tag: 'Admin: analytics',
    summary: 'The analytics figures and charts (spec 2.17, 9) computed over all the data; months are calendar months in UTC, the last 6 up to this one',
    response: z.object({
      monthlyRevenue: z.number().describe('Dollars: the monthly totals of the active subscriptions'),
      totalUsers: z.number().int(),
      churnRate: z.number().describe('Percent of placed orders that are cancelled, one decimal'),
      averageLtv: z.number().describe('Dollars: monthly revenue / active users × 12, cents'),
      revenueTrend: z
        .array(z.object({ month: z.string().describe('YYYY-MM'), revenue: z.number() }))
        .describe("Each month's end: the monthly revenue of today's active subscriptions placed by then (the last entry is monthlyRevenue)"),
      userGrowth: z.array(z.object({ month: z.string(), newUsers: z.number().int(), totalUsers: z.number().int() })),
      categoryShare: z
        .array(z.object({ category: z.string(), rentals: z.number().int(), percent: z.number() }))
        .describe('Top 5 categories by items rented in subscriptions that started (active, paused, overdue, completed)'),
      topLocations: z
        .array(
          z.object({
            locationName: z.string().describe("'City, State' (e.g. 'Indianapolis, Indiana'); the place name as written when no city and state are known"),
            orders: z.number().int(),
            city: z.string().nullable().describe('The city the orders are delivered to; null when unknown'),
            state: z.string().nullable().describe('Its two-letter state code; null when unknown'),
          }),
        )
        .describe(
          "Top 5 delivery places by placed orders, counted by city and state: the delivery address's, else those the place name reads as ('…, City, State[, United States]'), else the place name itself",
        ),
      ...moneyFigures,
    }),
    errors: { 503: 'identity is unavailable' },
  },
});
