/**
 * Dunning of a late monthly payment (issue 22, items 2-3): when a failed rent payment is retried, the late fee it
 * owes by now under the agreement's governing law, and what its invoices say. Pure: days late are counted by the
 * caller in store dates; money in integer cents.
 */
import { GOVERNING_STATE, lateFeeDue } from '@rto/rules';
import { shortDate } from './invoice-lines';
import type { InvoiceLine } from './payment-provider';

/**
 * How many of the retry days (`DUNNING_RETRY_DAYS`, e.g. [3, 5, 7]) have come by `daysLate`. A retry is due while
 * more have come than were tried; after a service was down, the missed ones are one retry (the card is asked once).
 */
export function retriesCome(retryDays: readonly number[], daysLate: number): number {
  return retryDays.filter((day) => daysLate >= day).length;
}

/** The late fee one rent payment owes now: the lower of the schedule and the law, less the fees already assessed on it. */
export function lateFeeNow(daysLate: number, alreadyAssessedCents: number): number {
  return lateFeeDue({ state: GOVERNING_STATE, daysLate, alreadyChargedCents: alreadyAssessedCents });
}

/** The id of the `number`th late fee on a rent invoice: the same for every instance, so a fee is assessed once. */
export const lateFeeInvoiceId = (rentInvoiceId: string, number: number) => `fee_${number}_${rentInvoiceId}`;

/** The line of a late fee: 'Late fee on the payment due Dec 12, 2026'. */
export function lateFeeLine(rentDueDate: string, amountCents: number): InvoiceLine {
  return { description: `Late fee on the payment due ${shortDate(rentDueDate)}`, amountCents };
}
