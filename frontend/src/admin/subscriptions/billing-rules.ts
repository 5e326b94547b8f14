import type { AdminInvoice, SubscriptionBilling } from '../../api';
import type { Tone } from '../shared';

export { invoiceKindLabel } from '../../lib/invoice-kinds';

/** An invoice's status: paid, unpaid (failed: due until paid), or sent (open: e-mailed to a customer who keeps no card, not late yet). */
export function invoiceStatus(invoice: Pick<AdminInvoice, 'status'>): { label: string; tone: Tone } {
  if (invoice.status === 'paid') return { label: 'Paid', tone: 'green' };
  return invoice.status === 'open' ? { label: 'Sent, due', tone: 'yellow' } : { label: 'Unpaid', tone: 'red' };
}

/** '1 day late' / '104 days late'; null when nothing is late. */
export function daysLateLabel(daysLate: number): string | null {
  if (daysLate <= 0) return null;
  return `${daysLate} ${daysLate === 1 ? 'day' : 'days'} late`;
}

/** "Eligible for repossession (104 days late)" where the server says it applies; null otherwise. */
export function repossessionLabel(billing: Pick<SubscriptionBilling, 'repossessionEligible' | 'daysLate'>): string | null {
  return billing.repossessionEligible ? `Eligible for repossession (${daysLateLabel(billing.daysLate) ?? 'late'})` : null;
}
