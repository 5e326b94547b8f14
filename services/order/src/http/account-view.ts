import { centsToDollars } from '@rto/rules';
import type { AccountPage } from '../app/account-page';
import type { DashboardView } from './account-contract';
import { presentOrder } from './present';

/** The account page in the spec's names (spec 2.11, 3, 7): money in dollars, the parts not fetched named in `missing`. */
export function presentAccountPage(page: AccountPage): DashboardView {
  const card = page.paymentMethod;
  return {
    user: page.user,
    orders: page.orders.map(({ order, ownership, paymentsMade, dueCents, paidCents, reminder, newestInvoice, payoffCents, ownershipDate, pausedDays }) => {
      const view = presentOrder(order);
      return {
        ...view,
        items: view.items.map((item, index) => ({ ...item, ownership: ownership[index]! })),
        paymentsMade,
        amountDue: centsToDollars(dueCents),
        address: order.locationName,
        reminder,
        support: page.support,
        totalPaid: centsToDollars(paidCents),
        // A returned order (issue 23): when and how the goods came back, and its final invoice; owned: unknown.
        returnDate: order.return.returnedAt?.toISOString() ?? null,
        condition: order.return.condition,
        invoice: order.return.status === 'returned' ? order.finalInvoiceId : newestInvoice,
        ownedAt: order.ownedAt?.toISOString() ?? null,
        payoffAmount: payoffCents === null ? null : centsToDollars(payoffCents),
        ownershipDate,
        pausedDays,
      };
    }),
    paymentMethod: card
      ? { card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear }, billing_details: { address: { postal_code: card.postalCode } } }
      : null,
    invoices: page.invoices.map(({ invoice, items, final }) => ({
      _id: invoice.invoiceId,
      orderId: invoice.orderId,
      subscriptionId: invoice.subscriptionId,
      amount: centsToDollars(invoice.amountCents),
      status: invoice.status,
      date: invoice.issuedAt,
      kind: invoice.kind,
      lines: invoice.lines.map((line) => ({ description: line.description, amount: centsToDollars(line.amountCents) })),
      items: items.map((item) => ({ _id: item.productId, name: item.name, monthly_price: centsToDollars(item.monthlyPriceCents) })),
      final,
    })),
    missing: [...(page.missing.user ? (['user'] as const) : []), ...(page.missing.billing ? (['paymentMethod', 'invoices'] as const) : [])],
  };
}
