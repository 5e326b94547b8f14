/**
 * Invoices as PDFs made in the browser (spec 7's invoice paragraph): one invoice per page, titled INVOICE, with the
 * company's address, the customer's phone and e-mail, the order and subscription ids, the date, the delivery time,
 * the status, the place and its coordinates, the street address, each item of the rental (name, monthly price, stock
 * status, short id), what the invoice charged (its kind as a heading, then its lines as billing itemised them), the
 * total (the invoice's amount), a thank-you and a support line and when it was generated. jsPDF is imported on the
 * first click only.
 */
import type { jsPDF } from 'jspdf';
import type { DashboardData, DashboardOrder, Invoice } from '../api';
import { BRAND_NAME } from '../lib/brand';
import { newLetterPdf, PAGE_MARGIN } from '../lib/pdf';
import { formatUsd } from '../lib/money';
import { formatAddress } from '@rto/contracts/us-address-rule';
import { formatDay, invoiceKindLabel, invoiceLineAmount, invoiceStatusLabel } from './account-rules';

export const COMPANY_ADDRESS = ['100 Appliance Way', 'Indianapolis, IN 46204', 'United States'] as const;
const DEFAULT_SUPPORT = 'Call (317) 555-0100';

export interface InvoiceContext {
  user: DashboardData['user'];
  orders: readonly DashboardOrder[];
}

function coordinatesOf(order: DashboardOrder | undefined): string {
  const first = order?.location[0];
  return first ? `${first.lat.toFixed(5)}, ${first.lng.toFixed(5)}` : 'Not recorded';
}

/** The last 6 characters of an id, as the invoice prints it. */
export function shortId(id: string): string {
  return id.length > 6 ? `...${id.slice(-6)}` : id;
}

/** Each line of one invoice, in order; the PDF writer lays them out, and tests read them. */
export function invoiceLines(invoice: Invoice, { user, orders }: InvoiceContext, generatedAt: Date) {
  const order = orders.find((candidate) => candidate._id === invoice.orderId);
  const stockOf = (id: string) => order?.items.find((item) => item._id === id)?.stock_status ?? 'rented';
  return {
    company: [BRAND_NAME, ...COMPANY_ADDRESS],
    billTo: [user?.name ?? 'Customer', `Phone: ${user?.mobile || 'Not given'}`, `Email: ${user?.email ?? 'Not given'}`],
    facts: [
      ['Invoice', invoice._id],
      ['Order ID', invoice.orderId ?? 'Not recorded'],
      ['Subscription ID', invoice.subscriptionId ?? order?.subscriptionId ?? 'Not started'],
      ['Date', formatDay(invoice.date)],
      ['Delivery', [formatDay(order?.deliveryDate), order?.deliveryTime].filter(Boolean).join(' at ') || 'Not recorded'],
      ['Status', invoiceStatusLabel(invoice.status)],
      ['Location', order?.locationName || order?.address || 'Not recorded'],
      ['Delivery address', order?.deliveryAddress ? formatAddress(order.deliveryAddress) : 'Address needed'],
      ['Coordinates', coordinatesOf(order)],
    ] as const,
    items: invoice.items.map((item) => ({ name: item.name, price: `${formatUsd(item.monthly_price)}/month`, stock: stockOf(item._id), id: shortId(item._id) })),
    kind: invoiceKindLabel(invoice.kind),
    charges: invoice.lines.map((line) => ({ description: line.description, amount: invoiceLineAmount(line) ?? '' })),
    total: `Total: ${formatUsd(invoice.amount)}`,
    thanks: `Thank you for renting with ${BRAND_NAME}!`,
    support: `Questions about this invoice? ${order?.support || DEFAULT_SUPPORT}, or write to us from the Contact Support page.`,
    generated: `Generated ${generatedAt.toLocaleString('en-US')}`,
  };
}

function writeInvoice(doc: jsPDF, invoice: Invoice, context: InvoiceContext, generatedAt: Date) {
  const lines = invoiceLines(invoice, context, generatedAt);
  const pageWidth = doc.internal.pageSize.getWidth();
  const right = pageWidth - PAGE_MARGIN;
  let y = PAGE_MARGIN;
  const text = (value: string, x: number, size = 10, style: 'normal' | 'bold' = 'normal', align: 'left' | 'right' = 'left') => {
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
    doc.text(value, x, y, { baseline: 'top', align });
  };
  // A long invoice (a final one lists every invoice still owed) goes on to a next page rather than off this one.
  const roomFor = (height: number) => {
    if (y + height <= doc.internal.pageSize.getHeight() - PAGE_MARGIN) return;
    doc.addPage();
    y = PAGE_MARGIN;
  };

  text('INVOICE', PAGE_MARGIN, 24, 'bold');
  lines.company.forEach((line, index) => {
    text(line, right, 10, index === 0 ? 'bold' : 'normal', 'right');
    y += 14;
  });
  y += 16;
  text('Bill to', PAGE_MARGIN, 11, 'bold');
  y += 16;
  for (const line of lines.billTo) {
    text(line, PAGE_MARGIN);
    y += 14;
  }
  y += 10;
  for (const [label, value] of lines.facts) {
    text(label, PAGE_MARGIN, 10, 'bold');
    // A long street address wraps within the page.
    for (const line of doc.splitTextToSize(value, right - PAGE_MARGIN - 110) as string[]) {
      text(line, PAGE_MARGIN + 110);
      y += 15;
    }
  }
  y += 14;
  const columns = [PAGE_MARGIN, PAGE_MARGIN + 220, PAGE_MARGIN + 330, PAGE_MARGIN + 420];
  ['Item', 'Monthly price', 'Stock status', 'Item ID'].forEach((heading, index) => text(heading, columns[index] ?? PAGE_MARGIN, 10, 'bold'));
  y += 16;
  doc.setLineWidth(0.5);
  doc.line(PAGE_MARGIN, y - 3, right, y - 3);
  for (const item of lines.items) {
    const name = (doc.splitTextToSize(item.name, 210) as string[])[0] ?? item.name;
    [name, item.price, item.stock, item.id].forEach((value, index) => text(value, columns[index] ?? PAGE_MARGIN));
    y += 16;
  }
  y += 14;
  text(lines.kind, PAGE_MARGIN, 12, 'bold');
  y += 18;
  for (const charge of lines.charges) {
    // A final invoice's lines are long sentences: each wraps beside its amount.
    const wrapped = doc.splitTextToSize(charge.description, right - PAGE_MARGIN - 90) as string[];
    roomFor(wrapped.length * 14);
    if (charge.amount) text(charge.amount, right, 10, 'normal', 'right');
    for (const line of wrapped) {
      text(line, PAGE_MARGIN);
      y += 14;
    }
  }
  y += 8;
  // The total, the thanks, the support line and the time it was made stay together.
  roomFor(130);
  doc.line(PAGE_MARGIN, y - 3, right, y - 3);
  text(lines.total, right, 13, 'bold', 'right');
  y += 36;
  text(lines.thanks, PAGE_MARGIN, 11, 'bold');
  y += 18;
  for (const line of doc.splitTextToSize(lines.support, right - PAGE_MARGIN) as string[]) {
    text(line, PAGE_MARGIN);
    y += 14;
  }
  y += 10;
  text(lines.generated, PAGE_MARGIN, 8);
}

/** One document with the given invoices, one per page. */
export async function buildInvoicesPdf(invoices: readonly Invoice[], context: InvoiceContext, generatedAt = new Date()): Promise<jsPDF> {
  const doc = await newLetterPdf();
  doc.setProperties({ title: invoices.length === 1 ? `Invoice ${invoices[0]?._id}` : 'Invoices', author: BRAND_NAME });
  invoices.forEach((invoice, index) => {
    if (index > 0) doc.addPage();
    writeInvoice(doc, invoice, context, generatedAt);
  });
  return doc;
}

const slug = (value: string) => value.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** 'Invoice-<order id>-<item name>-<timestamp>.pdf' (spec 7: the order id, the item name and a timestamp). */
export function invoiceFileName(invoice: Invoice, now: Date): string {
  const names = invoice.items.map((item) => item.name);
  const item = slug(names.length > 1 ? `${names[0]} and ${names.length - 1} more` : (names[0] ?? 'items')) || 'items';
  return `Invoice-${slug(invoice.orderId ?? invoice._id)}-${item}-${now.getTime()}.pdf`;
}

export function allInvoicesFileName(now: Date): string {
  return `Invoices-${now.getTime()}.pdf`;
}

export async function downloadInvoice(invoice: Invoice, context: InvoiceContext): Promise<void> {
  const now = new Date();
  (await buildInvoicesPdf([invoice], context, now)).save(invoiceFileName(invoice, now));
}

/** 'Download All (PDF)': every invoice in one file, one per page. */
export async function downloadAllInvoices(invoices: readonly Invoice[], context: InvoiceContext): Promise<void> {
  const now = new Date();
  (await buildInvoicesPdf(invoices, context, now)).save(allInvoicesFileName(now));
}

/**
 * View Invoice: the PDF in a new tab; saved as a download instead when the browser blocks the tab. The tab is opened
 * at the click (a tab opened after an await is a pop-up to most browsers), then pointed at the PDF once it is made.
 */
export async function openInvoice(invoice: Invoice, context: InvoiceContext): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const now = new Date();
    const doc = await buildInvoicesPdf([invoice], context, now);
    if (tab) tab.location.href = String(doc.output('bloburl'));
    else doc.save(invoiceFileName(invoice, now));
  } catch (error) {
    tab?.close();
    throw error;
  }
}
