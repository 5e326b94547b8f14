/**
 * Dunning of a late monthly payment (issue 22, items 2-3): when a failed rent payment is retried, the late fee it
 * owes by now under the agreement's governing law, and what its invoices say. Pure: days late are counted by the
 * caller in store dates; money in integer cents.
 */
import { GOVERNING_STATE, lateFeeDue } from '@rto/rules';
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

const calendarDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });

/** 'Dec 12, 2026' for the store date '2026-12-12'. */
export const shortDate = (storeDate: string) => calendarDate.format(new Date(`${storeDate}T00:00:00Z`));

/** The line of a late fee: 'Late fee on the payment due Dec 12, 2026'. */
export function lateFeeLine(rentDueDate: string, amountCents: number): InvoiceLine {
  return { description: `Late fee on the payment due ${shortDate(rentDueDate)}`, amountCents };
}

/**
 * A month's rent, one line per item ('Refrigerator: rent for the month from Dec 12, 2026'). Items that do not add up
 * to the monthly total (a subscription stored before its items were) give one line of the total.
 */
export function rentLines(items: ReadonlyArray<{ name: string; monthlyPriceCents: number }>, monthlyTotalCents: number, period: string): InvoiceLine[] {
  const from = `rent for the month from ${shortDate(period)}`;
  const sum = items.reduce((total, item) => total + item.monthlyPriceCents, 0);
  if (items.length === 0 || sum !== monthlyTotalCents) return [{ description: `Monthly rent: ${from}`, amountCents: monthlyTotalCents }];
  return items.map((item) => ({ description: `${item.name}: ${from}`, amountCents: item.monthlyPriceCents }));
}

/**
 * Today's payment at checkout: the first month's rent, one line per item from the start date, and the delivery fee
 * when there is one, so the customer's invoice says where the figure above the month's rent comes from. Lines that
 * would not add up to the amount charged (a figure the provider answered otherwise) give none: the total stands alone.
 */
export function firstPaymentLines(
  items: ReadonlyArray<{ name: string; monthlyPriceCents: number }>,
  charge: { monthlyTotalCents: number; deliveryFeeCents: number; amountCents: number },
  startDate: string,
): InvoiceLine[] {
  const lines = [...rentLines(items, charge.monthlyTotalCents, startDate), ...(charge.deliveryFeeCents > 0 ? [{ description: 'Delivery fee', amountCents: charge.deliveryFeeCents }] : [])];
  return lines.reduce((total, line) => total + line.amountCents, 0) === charge.amountCents ? lines : [];
}
