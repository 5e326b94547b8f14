/**
 * The account page's rules (spec 2.11, 4, 8) as pure functions: which order items each tab lists, what the search
 * box matches, the badges, the address shown, the invoice rows and the notice of what could not be loaded. No React
 * and no network, so each rule is unit-tested alone.
 */
import { formatAddress } from '@rto/contracts/us-address-rule';
import { STORE_TIME_ZONE } from '@rto/rules';
import type { DashboardData, DashboardItem, DashboardOrder, DashboardPart, Invoice } from '../api';
import { formatUsd } from '../lib/money';

export const ACCOUNT_MESSAGES = {
  subtitle: 'Manage your details, payments and deliveries in one place.',
  loadFailed: 'Your account could not be loaded. Please check your connection and try again.',
  noCurrentOrders: 'No Current Orders Found',
  noPastOrders: 'No Past Orders Found',
  noMatches: 'No orders match your search.',
  noInvoices: 'No invoices yet. Each monthly payment will be listed here.',
  paused: 'Billing paused sucessfully',
  unpaused: 'Billing unpaused sucessfully',
  pauseFailed: 'Error occured while pausing billing',
  billingUpdated: 'Billing information updated sucessfully',
  billingUpdateFailed: 'Failed to update payment method. Please try again.',
  invoiceFailed: 'Failed to generate invoice. Please try again.',
  payNowFailed: 'The payment could not be made. Please try again.',
  payOffFailed: 'The payoff could not be made. Please try again.',
  reorderFailed: 'Error adding appliance to cart',
  reorderGone: 'None of these items can be rented any more. Please pick from the catalogue.',
  addressNeeded: 'We need the street address before this delivery can be confirmed.',
  addressSaved: 'Delivery address saved. Your delivery is confirmed.',
  addressFailed: 'The address could not be saved. Please try again.',
} as const;

/** Spec 4's customer-side statuses, plus paused (by an admin, or by the customer's own billing pause: it is still rented). */
const CURRENT_STATUSES = new Set(['pending', 'active', 'overdue', 'paused']);
const PAST_STATUSES = new Set(['completed']);

export type OrdersTab = 'current' | 'past';

/** One card of the order lists: an item of an order (spec 2.11 lists one card per item). */
export interface ItemCard {
  key: string;
  order: DashboardOrder;
  item: DashboardItem;
}

/** Current: pending, active, overdue (and paused) orders; past: completed ones. Cancelled orders never started. */
export function itemCards(orders: readonly DashboardOrder[], tab: OrdersTab): ItemCard[] {
  const statuses = tab === 'current' ? CURRENT_STATUSES : PAST_STATUSES;
  return orders
    .filter((order) => statuses.has(order.status))
    .flatMap((order) => order.items.map((item, index) => ({ key: `${order._id}:${index}`, order, item })));
}

/**
 * The search box 'Search orders (name, ID, product)': every word typed must appear, in any letter case, in the
 * item's name, its product id or category, or the order's or subscription's id.
 */
export function matchesSearch(card: ItemCard, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [card.item.name, card.item._id, card.item.category, card.order._id, card.order.subscriptionId].filter(Boolean).join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}

export function filterCards(cards: readonly ItemCard[], query: string): ItemCard[] {
  return cards.filter((card) => matchesSearch(card, query));
}

export type BadgeTone = 'active' | 'overdue' | 'paused' | 'completed';

/**
 * Spec 4: 'Active' for active, 'Past Due' for overdue, 'Completed' otherwise (an owned one 'Owned'); a paused order says so. A pending
 * order is 'Awaiting payment', never 'Active' (issue 21 departs from spec 4 here: its rental has not started).
 */
export function badgeOf(status: string, ownedAt: string | null = null): { label: string; tone: BadgeTone } {
  if (status === 'active') return { label: 'Active', tone: 'active' };
  // Completed by its last payment or a payoff: the customer owns it.
  if (status === 'completed' && ownedAt) return { label: 'Owned', tone: 'completed' };
  if (status === 'pending') return { label: 'Awaiting payment', tone: 'paused' };
  if (status === 'overdue') return { label: 'Past Due', tone: 'overdue' };
  if (status === 'paused') return { label: 'Paused', tone: 'paused' };
  return { label: 'Completed', tone: 'completed' };
}

/**
 * The delivery address of the latest order (orders come newest first): its street address, or the place picked when
 * the order has none yet; null before the first order.
 */
export function deliveryAddressOf(orders: readonly DashboardOrder[]): string | null {
  const latest = orders.find((order) => order.status !== 'cancelled') ?? orders[0];
  if (latest?.deliveryAddress) return formatAddress(latest.deliveryAddress);
  const address = latest?.address || latest?.locationName;
  return address ? address : null;
}

/** Placed without a street address and still to be delivered: the customer is asked for it. */
export function needsAddress(order: Pick<DashboardOrder, 'addressNeeded' | 'status'>): boolean {
  return order.addressNeeded && CURRENT_STATUSES.has(order.status);
}

export function greetingOf(user: DashboardData['user']): string {
  const name = user?.name.trim();
  return name ? `Welcome back, ${name}!` : 'Welcome back!';
}

const PART_NAMES: Record<DashboardPart, string> = {
  user: 'your account details',
  paymentMethod: 'your payment card',
  invoices: 'your invoices',
};

/** What the page could not load this time (a service down), in one sentence; null when everything came. */
export function missingNotice(missing: readonly DashboardPart[]): string | null {
  const names = [...new Set(missing)].map((part) => PART_NAMES[part]).filter(Boolean);
  if (names.length === 0) return null;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `We could not load ${list} just now. What is shown below may be incomplete; please try again in a moment.`;
}

const STATUS_LABELS: Record<Invoice['status'], string> = { paid: 'Paid', failed: 'Failed', open: 'Open' };

export function invoiceStatusLabel(status: Invoice['status']): string {
  return STATUS_LABELS[status] ?? status;
}

export { invoiceKindLabel } from '../lib/invoice-kinds';

type InvoiceLine = Invoice['lines'][number];

/** A line's amount as printed; null for a line that charges nothing (the final invoice's: what is still owed is in its words). */
export function invoiceLineAmount(line: InvoiceLine): string | null {
  return line.amount === 0 ? null : formatUsd(line.amount);
}

/** One line of an invoice in a sentence: 'Late fee on the payment due Jun 1, 2030: $8.00'. */
export function invoiceLineLabel(line: InvoiceLine): string {
  const amount = invoiceLineAmount(line);
  return amount === null ? line.description : `${line.description}: ${amount}`;
}

/** Recent Invoices: the real invoices, newest first. */
export function invoiceRows(invoices: readonly Invoice[]): Invoice[] {
  return [...invoices].sort((a, b) => b.date.localeCompare(a.date));
}

// Billing issues, dues and counts days late on the store's calendar, and its e-mails say so: a date shown in the
// browser's own zone put an invoice drafted at 00:00 in Indianapolis on the day before for a customer in Chicago.
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: STORE_TIME_ZONE });
const calendarDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** An ISO time as the store's day ('June 12, 2030'), the day billing counts it on; a bare 'YYYY-MM-DD' as that calendar day. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return calendarDate.format(new Date(`${value}T00:00:00Z`));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

const shortDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * The card's delivery line until the goods are delivered (issue 23), shown instead of "1 of 24 payments made": the
 * term starts at delivery. 'Delivery Tue Dec 22, 3:00 PM' (the store's date and slot as the order holds them), or
 * 'Delivery missed: pick a new time'; null once delivered, or for an order that ended.
 */
export function deliveryLineOf(order: Pick<DashboardOrder, 'status' | 'deliveryStatus' | 'deliveryDate' | 'deliveryTime'>): string | null {
  if (order.deliveryStatus === 'delivered' || order.status === 'cancelled' || order.status === 'completed') return null;
  if (order.deliveryStatus === 'missed') return 'Delivery missed: pick a new time';
  return visitLineOf('Delivery', order.deliveryDate, order.deliveryTime);
}

/** A visit on the crew's calendar as a card tells it: 'Delivery Tue Dec 22, 3:00 PM', 'Pickup Tue Dec 22, 3:00 PM'. */
export function visitLineOf(what: string, date: string, time: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? shortDay.format(new Date(`${date}T00:00:00Z`)).replace(',', '') : date;
  return `${what} ${day}, ${time}`;
}

/** The card as the account shows it: 'Visa ending in 4242'. */
export function cardLabel(card: { brand: string; last4: string }): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card';
  return `${brand} ending in ${card.last4}`;
}

export function expiryLabel(card: { exp_month: number; exp_year: number }): string {
  return `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`;
}

/** /contact prefilled for a question about an order. */
export function contactLink(user: DashboardData['user'], order: DashboardOrder): string {
  const params = new URLSearchParams();
  if (user?.name) params.set('name', user.name);
  if (user?.email) params.set('email', user.email);
  const items = order.items.map((item) => item.name).join(', ');
  params.set('issue', `About my order ${order._id} (${items}): `);
  return `/contact?${params.toString()}`;
}

/**
 * Finish payment: back to /billing (spec 2.1's `data` parameter) with the order's own delivery choice, so the
 * checkout sent again answers the order that waits rather than placing another.
 */
export function finishPaymentPath(
  order: Pick<DashboardOrder, 'location' | 'deliveryDate' | 'deliveryTime' | 'monthlyTotal' | 'locationName'> & Partial<Pick<DashboardOrder, 'deliveryAddress' | 'stairs'>>,
): string {
  const place = order.location[0];
  const choice = {
    location: { lat: place?.lat, lng: place?.lng },
    deliveryDate: order.deliveryDate,
    deliveryTime: order.deliveryTime,
    totalCost: order.monthlyTotal,
    locationName: order.locationName,
    ...(order.deliveryAddress ? { deliveryAddress: order.deliveryAddress } : {}),
    ...(typeof order.stairs === 'boolean' ? { stairs: order.stairs } : {}),
  };
  return `/billing?data=${encodeURIComponent(JSON.stringify(choice))}`;
}

/**
 * The dashboard with one order paid off: completed and owned at `at`, its meters full and no payoff offered any
 * more, as the server will show it once order has heard billing.
 */
export function ownedNow(data: DashboardData, orderId: string, at: string): DashboardData {
  return {
    ...data,
    orders: data.orders.map((order) =>
      order._id !== orderId
        ? order
        : {
            ...order,
            status: 'completed',
            ownedAt: at,
            payoffAmount: null,
            items: order.items.map((item) => ({ ...item, ownership: { ...item.ownership, remainingPayments: 0, earlyPayoff: 0, percentOwned: 100, owned: true } })),
          },
    ),
  };
}

/**
 * The dashboard once Pay Now has paid everything due on an order (billing's answer): nothing due, and an overdue one
 * active again (a returned one stays completed). order hears of the payment a moment later, so a read at once could
 * still find it overdue.
 */
export function paidUpNow(data: DashboardData, orderId: string): DashboardData {
  return {
    ...data,
    orders: data.orders.map((order) =>
      order._id !== orderId ? order : { ...order, status: order.status === 'overdue' ? 'active' : order.status, amountDue: 0, reminder: null },
    ),
  };
}

/**
 * The day an order's open invoice is due (issued to be paid with Pay Now: no card on file), as 'Dec 12, 2026'; null
 * when none is open. It is due the day it is issued.
 */
export function openInvoiceDue(invoices: readonly Invoice[], orderId: string): string | null {
  const open = invoices.filter((invoice) => invoice.orderId === orderId && invoice.status === 'open').map((invoice) => invoice.date).sort()[0];
  return open ? formatDay(open) : null;
}
