import { InternalCallError } from '@rto/kit';
import { centsToDollars, ownershipOf } from '@rto/rules';
import type { BillingAccountClient, CustomerBilling } from './clients/billing-account.client';
import type { AccountUser, IdentityClient } from './clients/identity.client';
import type { DashboardView } from './http/account-contract';
import { presentOrder } from './http/present';
import type { OrderRecord, OrderRepository } from './store/order.repository';

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

type OrderPayments = CustomerBilling['orders'][number];

/**
 * GET /getDashboardData, composed in one place (docs/architecture.md): the caller's orders from order's own store, their
 * profile from identity and their card, invoices and payments from billing over the internal APIs, all three at once,
 * each call with a short timeout. A service down or slow leaves its part null or empty and named in `missing`; the
 * answer is always the caller's own (every read is keyed by the verified caller id).
 */
export function createDashboard(deps: { orders: OrderRepository; identity: IdentityClient; billing: BillingAccountClient; support: string }) {
  function presentDashboardOrder(order: OrderRecord, payments: OrderPayments | undefined, newestInvoice: string | null) {
    const paymentsMade = payments?.paymentsMade ?? 0;
    const due = payments?.dueCents ?? 0;
    const view = presentOrder(order);
    return {
      ...view,
      items: view.items.map((item) => ({ ...item, ownership: ownershipOf(item.monthly_price, paymentsMade) })),
      paymentsMade,
      amountDue: centsToDollars(due),
      address: order.locationName,
      reminder: due > 0 ? (payments?.lastFailedAt ?? null) : null,
      support: deps.support,
      totalPaid: centsToDollars(payments?.paidCents ?? 0),
      // No return is recorded anywhere yet: a completed order shows its return date and condition as unknown.
      returnDate: null,
      condition: null,
      invoice: newestInvoice,
    };
  }

  return {
    async of(userId: string): Promise<DashboardView> {
      const [user, billing, orders] = await Promise.all([
        partOf<AccountUser | null>(deps.identity.userOf(userId)),
        partOf(deps.billing.billingOf(userId)),
        deps.orders.placedOf(userId, MAX_ORDERS),
      ]);
      const known = billing.ok ? billing.value : null;
      const paymentsOf = new Map((known?.orders ?? []).map((payments) => [payments.orderId, payments]));
      const byId = new Map(orders.map((order) => [order.id, order]));
      const newestInvoiceOf = (orderId: string) => known?.invoices.find((invoice) => invoice.orderId === orderId)?.invoiceId ?? null;
      const card = known?.paymentMethod;
      return {
        user: user.ok ? user.value : null,
        orders: orders.map((order) => presentDashboardOrder(order, paymentsOf.get(order.id), newestInvoiceOf(order.id))),
        paymentMethod: card
          ? { card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear }, billing_details: { address: { postal_code: card.postalCode } } }
          : null,
        invoices: (known?.invoices ?? []).map((invoice) => ({
          _id: invoice.invoiceId,
          orderId: invoice.orderId,
          subscriptionId: invoice.subscriptionId,
          amount: centsToDollars(invoice.amountCents),
          status: invoice.status,
          date: invoice.issuedAt,
          items: (invoice.orderId ? (byId.get(invoice.orderId)?.items ?? []) : []).map((item) => ({
            _id: item.productId,
            name: item.name,
            monthly_price: centsToDollars(item.monthlyPriceCents),
          })),
        })),
        missing: [...(user.ok ? [] : (['user'] as const)), ...(billing.ok ? [] : (['paymentMethod', 'invoices'] as const))],
      };
    },
  };
}

export type Dashboard = ReturnType<typeof createDashboard>;
