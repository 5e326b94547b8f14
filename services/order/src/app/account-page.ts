import { InternalCallError } from '@rto/kit';
import { centsToDollars, orderPayoffCents, ownershipOf, type Ownership } from '@rto/rules';
import type { BillingAccountClient, CustomerBilling } from '../adapters/billing-account.client';
import type { AccountUser, IdentityClient } from '../adapters/identity.client';
import type { OrderRecord, OrderRepository } from '../store/order.repository';

/** The most orders an account page lists. */
const MAX_ORDERS = 100;

type Part<T> = { ok: true; value: T } | { ok: false };

/** A call to another service whose outage leaves its part of the page unknown instead of failing the page. */
async function partOf<T>(call: Promise<T>): Promise<Part<T>> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    // Down, slow or answering nonsense (already logged by the client): that part is missing. Anything else is a bug.
    if (error instanceof InternalCallError) return { ok: false };
    throw error;
  }
}

type BillingInvoice = CustomerBilling['invoices'][number];
type OrderPayments = CustomerBilling['orders'][number];

/** One of the customer's orders with what billing knows of its payments (0 when billing is missing: unknown). */
export interface AccountOrder {
  order: OrderRecord;
  /** What each item (in the order's item order) costs to own and how much of it is paid. */
  ownership: Ownership[];
  paymentsMade: number;
  dueCents: number;
  paidCents: number;
  /** When its last charge failed, while something is due. */
  reminder: string | null;
  newestInvoice: string | null;
  /** The early purchase payoff today, in cents (the rule billing charges by); null when not offered. */
  payoffCents: number | null;
  /** The store date (`YYYY-MM-DD`) its last payment is drafted, as billing schedules it; null when owned, not running or unknown. */
  ownershipDate: string | null;
  /** The days the customer's pauses moved it out. */
  pausedDays: number;
}

export interface AccountPage {
  /** null: identity has no such live user, or could not be asked (`missing.user`). */
  user: AccountUser | null;
  orders: AccountOrder[];
  paymentMethod: CustomerBilling['paymentMethod'] | null;
  /**
   * Newest first: billing's invoice (its kind and lines say what was charged), the items of the order it belongs to,
   * and `final`: the paid one that completed its order as owned, or a returned rental's final statement.
   */
  invoices: Array<{ invoice: BillingInvoice; items: OrderRecord['items']; final: boolean }>;
  /** The parts whose service was down or slow: shown as unknown, never as empty. */
  missing: { user: boolean; billing: boolean };
  /** How to reach support about an order. */
  support: string;
}

export interface AccountPageDeps {
  orders: OrderRepository;
  identity: IdentityClient;
  billing: BillingAccountClient;
  /** How the page tells customers to reach support (the SUPPORT_LINE setting). */
  support: string;
}

/**
 * GET /getDashboardData, the customer's account page, composed in one place (docs/architecture.md): the caller's orders
 * from order's own store, their profile from identity and their card, invoices and payments from billing over the
 * internal APIs, all three at once, each call with a short timeout. A service down or slow leaves its part null or
 * empty and named in `missing`; the answer is always the caller's own (every read is keyed by the verified caller id).
 */
export function createAccountPage(deps: AccountPageDeps) {
  function accountOrder(order: OrderRecord, payments: OrderPayments | undefined, newestInvoice: string | null): AccountOrder {
    const paymentsMade = payments?.paymentsMade ?? 0;
    const dueCents = payments?.dueCents ?? 0;
    const owned = order.ownedAt !== null;
    // Offered on a running rental with nothing due, billing's payments known: what is due is paid first.
    const offered = !owned && payments !== undefined && dueCents === 0 && (order.status === 'active' || order.status === 'paused');
    const payoffCents = offered ? orderPayoffCents(order.items.map((item) => item.monthlyPriceCents), paymentsMade) : 0;
    return {
      order,
      ownership: order.items.map((item) => ownershipOf(centsToDollars(item.monthlyPriceCents), paymentsMade, owned)),
      payoffCents: payoffCents > 0 ? payoffCents : null,
      paymentsMade,
      dueCents,
      paidCents: payments?.paidCents ?? 0,
      reminder: dueCents > 0 ? (payments?.lastFailedAt ?? null) : null,
      newestInvoice,
      ownershipDate: owned ? null : (payments?.ownershipDate ?? null),
      pausedDays: payments?.pausedDays ?? 0,
    };
  }

  return async (userId: string): Promise<AccountPage> => {
    const [user, billing, orders] = await Promise.all([
      partOf<AccountUser | null>(deps.identity.userOf(userId)),
      partOf(deps.billing.billingOf(userId)),
      deps.orders.placedOf(userId, MAX_ORDERS),
    ]);
    const known = billing.ok ? billing.value : null;
    const paymentsOf = new Map((known?.orders ?? []).map((payments) => [payments.orderId, payments]));
    const byId = new Map(orders.map((order) => [order.id, order]));
    const newestInvoiceOf = (orderId: string) => known?.invoices.find((invoice) => invoice.orderId === orderId)?.invoiceId ?? null;
    return {
      user: user.ok ? user.value : null,
      orders: orders.map((order) => accountOrder(order, paymentsOf.get(order.id), newestInvoiceOf(order.id))),
      paymentMethod: known?.paymentMethod ?? null,
      invoices: (known?.invoices ?? []).map((invoice) => {
        const order = invoice.orderId ? byId.get(invoice.orderId) : undefined;
        return { invoice, items: order?.items ?? [], final: order?.finalInvoiceId === invoice.invoiceId };
      }),
      missing: { user: !user.ok, billing: !billing.ok },
      support: deps.support,
    };
  };
}

export type GetAccountPage = ReturnType<typeof createAccountPage>;
