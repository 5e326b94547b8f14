import { bindInternalContract, type ServiceRuntime } from '@rto/kit';
import type { Express } from 'express';
import type { BillingConfig } from '../config';
import type { AccountRepository } from '../store/account.repository';
import type { InvoiceRepository } from '../store/invoice.repository';
import type { SubscriptionRecord } from '../store/subscription.repository';
import type { Subscriptions } from '../subscriptions';
import { billingInternalContract } from '@rto/contracts';

const present = (subscription: SubscriptionRecord) => ({
  orderId: subscription.orderId,
  userId: subscription.userId,
  subscriptionId: subscription.subscriptionId,
  status: subscription.status,
  declineMessage: subscription.declineMessage,
  monthlyTotalCents: subscription.monthlyTotalCents,
  deliveryFeeCents: subscription.deliveryFeeCents,
  todayChargeCents: subscription.todayChargeCents,
  draftDay: subscription.draftDay,
  collectionPaused: subscription.collectionPaused,
});

/**
 * For other services only (never routed by the gateway; a service credential is required): the order service starts
 * and cancels an order's subscription and reads a customer's billing for the dashboard (docs/architecture.md).
 */
export function mountInternalRoutes(
  app: Express,
  runtime: ServiceRuntime<BillingConfig>,
  deps: { subscriptions: Subscriptions; accounts: AccountRepository; invoices: InvoiceRepository },
): void {
  bindInternalContract(
    app,
    billingInternalContract,
    {
      async startSubscription({ body }) {
        return { subscription: present(await deps.subscriptions.start(body, new Date())) };
      },

      async cancelSubscription({ params }) {
        return { subscription: present(await deps.subscriptions.cancel(params.orderId)) };
      },

      async billingSummary({ params }) {
        const [account, invoices, orders] = await Promise.all([
          deps.accounts.findByUser(params.userId),
          deps.invoices.listOf(params.userId),
          deps.invoices.paymentsByOrder(params.userId),
        ]);
        const card = account?.paymentMethod;
        return {
          billing: {
            userId: params.userId,
            paymentMethod: card ? { brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, postalCode: account.postalCode } : null,
            billingPaused: account?.paused ?? false,
            draftDay: account?.draftDay ?? null,
            invoices: invoices.map((invoice) => ({
              invoiceId: invoice.invoiceId,
              orderId: invoice.orderId,
              subscriptionId: invoice.subscriptionId,
              amountCents: invoice.amountCents,
              currency: invoice.currency,
              status: invoice.status,
              issuedAt: invoice.issuedAt.toISOString(),
            })),
            orders: orders.map((order) => ({ ...order, lastFailedAt: order.lastFailedAt?.toISOString() ?? null })),
          },
        };
      },
    },
    { service: 'billing', settings: runtime.config },
  );
}
