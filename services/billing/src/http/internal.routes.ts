import { bindInternalContract } from '@rto/kit';
import type { Express } from 'express';
import type { CancelSubscription } from '../app/cancel-subscription';
import type { GetAmountOwed } from '../app/get-amount-owed';
import type { BillingSummary, GetBillingSummary } from '../app/get-billing-summary';
import type { GetAdminMoney } from '../app/get-admin-money';
import type { GetOrderAgreement } from '../app/get-order-agreement';
import type { GetOrderInvoices } from '../app/get-order-invoices';
import type { StartSubscription } from '../app/start-subscription';
import type { SubscriptionRecord } from '../store/subscription.repository';
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

const presentSummary = (userId: string, { account, invoices, orders }: BillingSummary) => {
  const card = account?.paymentMethod;
  return {
    userId,
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
      kind: invoice.kind,
      lines: invoice.lines,
    })),
    orders: orders.map(({ oldestUnpaidRentDue: _oldest, unpaidRent: _unpaid, ...order }) => ({ ...order, lastFailedAt: order.lastFailedAt?.toISOString() ?? null })),
  };
};

const presentOrderMoney = ({ invoices, asOf, ...money }: Awaited<ReturnType<GetOrderInvoices>>) => ({
  ...money,
  invoices: invoices.map((invoice) => ({ ...invoice, issuedAt: invoice.issuedAt.toISOString(), paidAt: invoice.paidAt?.toISOString() ?? null })),
  asOf: asOf.toISOString(),
});

export interface InternalRouteDeps {
  startSubscription: StartSubscription;
  cancelSubscription: CancelSubscription;
  getBillingSummary: GetBillingSummary;
  getOrderAgreement: GetOrderAgreement;
  /** The admin's money: one order's invoices, and the store-wide sums. */
  getOrderInvoices: GetOrderInvoices;
  getAdminMoney: GetAdminMoney;
  /** What a customer still owes, asked by identity before a deletion. */
  getAmountOwed: GetAmountOwed;
  /** What checks the service credential of every call. */
  settings: Parameters<typeof bindInternalContract>[3]['settings'];
}

/**
 * For other services only (never routed by the gateway; a service credential is required): the order service starts
 * and cancels an order's subscription and reads a customer's billing for the dashboard; identity asks what a customer
 * owes before deleting them (docs/architecture.md).
 */
export function mountInternalRoutes(app: Express, deps: InternalRouteDeps): void {
  bindInternalContract(
    app,
    billingInternalContract,
    {
      async startSubscription({ body }) {
        return { subscription: present(await deps.startSubscription(body)) };
      },

      async cancelSubscription({ params }) {
        return { subscription: present(await deps.cancelSubscription(params.orderId)) };
      },

      async billingSummary({ params }) {
        return { billing: presentSummary(params.userId, await deps.getBillingSummary(params.userId)) };
      },

      async amountOwed({ params }) {
        return deps.getAmountOwed(params.userId);
      },

      async orderMoney({ params }) {
        return { money: presentOrderMoney(await deps.getOrderInvoices(params.orderId)) };
      },

      async storeMoney() {
        const money = await deps.getAdminMoney();
        return { money: { ...money, asOf: money.asOf.toISOString() } };
      },

      async orderAgreement({ params }) {
        const { orderId, userId, agreement } = await deps.getOrderAgreement(params.orderId);
        const png = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
        return {
          agreement: {
            orderId,
            userId,
            agreementVersion: agreement.agreementVersion,
            agreementHash: agreement.agreementHash,
            customerName: agreement.customerName,
            customerSignature: png(agreement.customerSignature),
            lessorSignature: png(agreement.lessorSignature),
            signedDate: agreement.signedDate,
            signatureTimestamp: agreement.signatureTimestamp.toISOString(),
          },
        };
      },
    },
    { service: 'billing', settings: deps.settings },
  );
}
