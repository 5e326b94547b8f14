import { escapeHtml } from './html';
import { formatCents as formatDollars } from '@rto/rules';
import { referenceOf } from './reference';

/** Rules of the order receipt e-mail (docs/architecture.md step 3): what it says, whatever sends it. Pure: no I/O. */

export interface ReceiptItem {
  name: string;
  /** The line's price per month: for a TV, already its price times its size. */
  monthlyPriceCents: number;
  tvSize?: number | undefined;
  plugType?: string | undefined;
}

export interface ReceiptOrder {
  orderId: string;
  items: ReceiptItem[];
  monthlyTotalCents: number;
  deliveryFeeCents: number;
  todayChargeCents: number;
  /** YYYY-MM-DD, in the delivery time zone. */
  deliveryDate: string;
  deliveryTime: string;
  locationName: string;
}

export interface ReceiptMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * How each later month is paid. order.placed does not say whether the customer kept their card, so the line holds
 * for both choices, in the signed agreement's terms: a card saved is drafted, none saved means an e-mailed invoice.
 */
const MONTHLY_COLLECTION =
  'Your rental is month to month: the monthly total is due on the day of the month you chose. It is drafted that day from the card you saved for recurring payments or, if you chose not to save one, invoiced by e-mail that day, to be paid with Pay Now on My Account.';

/** '55" Smart TV (55-inch)', 'Washer & Dryer Set (4-prong plug)'. */
export function itemLabel(item: Pick<ReceiptItem, 'name' | 'tvSize' | 'plugType'>): string {
  if (item.tvSize !== undefined) return `${item.name} (${item.tvSize}-inch)`;
  if (item.plugType !== undefined) return `${item.name} (${item.plugType} plug)`;
  return item.name;
}

/** '2030-06-10' -> 'Monday, June 10, 2030' (a date that is not one is shown as it came). */
export function deliveryDayOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  // Not a calendar day (a typo, or 2030-02-31, which Date would roll over into March): as it came.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return date;
  return day.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/**
 * The receipt of a placed order: every item with its monthly price, the monthly total, the delivery fee, today's
 * payment and the delivery slot and place, as text and as HTML. The amounts are the order's own (priced by the
 * order service), never added up again here.
 */
export function receiptOf(order: ReceiptOrder, customerName: string): ReceiptMail {
  const reference = referenceOf(order.orderId);
  const greeting = customerName.trim() ? `Hello ${customerName.trim()},` : 'Hello,';
  const fee = order.deliveryFeeCents === 0 ? 'Free' : formatDollars(order.deliveryFeeCents);
  const delivery = `${deliveryDayOf(order.deliveryDate)} at ${order.deliveryTime}`;
  const place = order.locationName.trim() || 'the address you chose';
  const totals: Array<[string, string]> = [
    ['Monthly total', formatDollars(order.monthlyTotalCents)],
    ['Delivery fee', fee],
    ["Today's payment", formatDollars(order.todayChargeCents)],
  ];

  const text = [
    greeting,
    '',
    'Thank you for your order. This is your receipt.',
    '',
    `Order: ${order.orderId} (ref. ${reference})`,
    '',
    'Your rentals, per month:',
    ...order.items.map((item) => `  - ${itemLabel(item)}: ${formatDollars(item.monthlyPriceCents)}`),
    '',
    ...totals.map(([label, amount]) => `${label}: ${amount}`),
    '',
    `Delivery: ${delivery}`,
    `Place: ${place}`,
    '',
    MONTHLY_COLLECTION,
    'If you did not place this order, please contact us at once.',
  ].join('\n');

  const cell = 'style="padding:4px 12px 4px 0"';
  const amountCell = 'style="padding:4px 0;text-align:right"';
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">',
    `<p>${escapeHtml(greeting)}</p>`,
    '<p>Thank you for your order. This is your receipt.</p>',
    `<p>Order: <strong>${escapeHtml(order.orderId)}</strong> (ref. ${escapeHtml(reference)})</p>`,
    '<table style="border-collapse:collapse">',
    `<tr><th ${cell} align="left">Your rentals</th><th ${amountCell}>Per month</th></tr>`,
    ...order.items.map((item) => `<tr><td ${cell}>${escapeHtml(itemLabel(item))}</td><td ${amountCell}>${formatDollars(item.monthlyPriceCents)}</td></tr>`),
    ...totals.map(([label, amount]) => `<tr><td ${cell}><strong>${label}</strong></td><td ${amountCell}><strong>${amount}</strong></td></tr>`),
    '</table>',
    `<p>Delivery: <strong>${escapeHtml(delivery)}</strong><br>Place: ${escapeHtml(place)}</p>`,
    `<p>${escapeHtml(MONTHLY_COLLECTION)}<br>`,
    'If you did not place this order, please contact us at once.</p>',
    '</body></html>',
  ].join('\n');

  return { subject: `Your order receipt (ref. ${reference})`, text, html };
}
