import type { Invoice } from '../api';

/** What an invoice charged, in words (the back office and My Account say it alike). */
const KIND_LABELS: Record<Invoice['kind'], string> = { rent: 'Rent', 'late-fee': 'Late fee', payoff: 'Early purchase payoff', final: 'Final invoice' };

export function invoiceKindLabel(kind: Invoice['kind']): string {
  return KIND_LABELS[kind] ?? kind;
}
