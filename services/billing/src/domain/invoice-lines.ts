/**
 * What an invoice of ours says it is made of (its lines): a month's rent by item, today's payment at checkout. Pure;
 * money in integer cents, dates as store dates.
 */
import type { InvoiceLine } from './payment-provider';

const calendarDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });

/** 'Dec 12, 2026' for the store date '2026-12-12'. */
export const shortDate = (storeDate: string) => calendarDate.format(new Date(`${storeDate}T00:00:00Z`));

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
