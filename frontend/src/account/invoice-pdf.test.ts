import { describe, expect, it } from 'vitest';
import { aDashboardOrder, anInvoice } from '../test/dashboard-builders';
import { buildInvoicesPdf, invoiceFileName, invoiceLines } from './invoice-pdf';

const order = aDashboardOrder({ _id: 'order-123', subscriptionId: 'sub-9', deliveryTime: '4:00 PM', locationName: 'Indianapolis, Indiana' });
const invoice = anInvoice({
  _id: 'in_1',
  orderId: 'order-123',
  subscriptionId: 'sub-9',
  amount: 95,
  items: [{ _id: 'prod-abcdef123456', name: 'Frigidaire Refrigerator', monthly_price: 95 }],
  lines: [{ description: 'Frigidaire Refrigerator: rent for the month from Jul 1, 2030', amount: 95 }],
});
const context = { user: { _id: 'u', name: 'Jane Customer', email: 'jane@example.com', mobile: '+1 555 0100', billingPaused: false, verified: true }, orders: [order] };

describe('the invoice PDF', () => {
  it("when an invoice is written, then it has spec 7's contents: phone, email, order, subscription, delivery, place, items and total", async () => {
    const lines = invoiceLines(invoice, context, new Date(2030, 6, 1, 10, 0));
    expect(lines.billTo).toEqual(['Jane Customer', 'Phone: +1 555 0100', 'Email: jane@example.com']);
    expect(Object.fromEntries(lines.facts)).toMatchObject({ 'Order ID': 'order-123', 'Subscription ID': 'sub-9', Status: 'Paid', Location: 'Indianapolis, Indiana', Coordinates: '39.76840, -86.15810', 'Delivery address': '200 E Washington St, Indianapolis, IN 46204' });
    expect(lines.items).toEqual([{ name: 'Frigidaire Refrigerator', price: '$95.00/month', stock: 'rented', id: '...123456' }]);
    expect(lines.kind).toBe('Rent');
    expect(lines.charges).toEqual([{ description: 'Frigidaire Refrigerator: rent for the month from Jul 1, 2030', amount: '$95.00' }]);
    expect(lines.total).toBe('Total: $95.00');

    const pdf = (await buildInvoicesPdf([invoice, anInvoice({ orderId: 'order-456' })], context)).output();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(INVOICE)');
    expect(pdf).toContain('(order-123)');
    expect(pdf).toContain('(order-456)');
    expect(pdf).toContain('(Total: $95.00)');
    expect(pdf).toContain('(200 E Washington St, Indianapolis, IN 46204)');
  });

  it('when a late fee is written, then it is headed Late fee and lists its line, the total being the fee', async () => {
    const fee = anInvoice({ orderId: 'order-123', amount: 8, status: 'failed', kind: 'late-fee', items: invoice.items, lines: [{ description: 'Late fee on the payment due Jun 1, 2030', amount: 8 }] });
    const lines = invoiceLines(fee, context, new Date(2030, 6, 1, 10, 0));
    expect(Object.fromEntries(lines.facts)).toMatchObject({ Status: 'Failed' });
    expect(lines.kind).toBe('Late fee');
    expect(lines.charges).toEqual([{ description: 'Late fee on the payment due Jun 1, 2030', amount: '$8.00' }]);
    expect(lines.total).toBe('Total: $8.00');

    const pdf = (await buildInvoicesPdf([fee], context)).output();
    expect(pdf).toContain('(Late fee)');
    expect(pdf).toContain('(Late fee on the payment due Jun 1, 2030)');
    expect(pdf).toContain('($8.00)');
    expect(pdf).toContain('(Total: $8.00)');
  });

  it("when a returned rental's final invoice is written, then it prints what is still owed and the balance, the total being $0.00", async () => {
    const owed = [
      { description: 'Rental ended: returned on Jul 1, 2030 (condition good), no fee; rent already paid for the month is not refunded', amount: 0 },
      { description: 'Still owed: rent due Jun 1, 2030, $95.00 (invoice in_7, pay it with Pay Now)', amount: 0 },
      { description: 'Balance still owed: $95.00', amount: 0 },
    ];
    const final = anInvoice({ _id: 'final-order-123', orderId: 'order-123', amount: 0, kind: 'final', final: true, items: invoice.items, lines: owed });
    const lines = invoiceLines(final, context, new Date(2030, 6, 1, 10, 0));
    expect(lines.kind).toBe('Final invoice');
    // Its lines charge nothing themselves: no $0.00 beside each.
    expect(lines.charges).toEqual(owed.map((line) => ({ description: line.description, amount: '' })));
    expect(lines.total).toBe('Total: $0.00');

    const pdf = (await buildInvoicesPdf([final], context)).output();
    expect(pdf).toContain('(Final invoice)');
    expect(pdf).toContain('(Balance still owed: $95.00)');
    expect(pdf).toContain('(Total: $0.00)');
  });

  it('when an invoice has more lines than a page holds, then they go on to a next page and the total still prints', async () => {
    const many = Array.from({ length: 40 }, (_, index) => ({ description: `Still owed: late fee due Jun ${index + 1}, 2030, $8.00 (invoice in_${index}, pay it with Pay Now)`, amount: 0 }));
    const final = anInvoice({ orderId: 'order-123', amount: 0, kind: 'final', lines: [...many, { description: 'Balance still owed: $320.00', amount: 0 }] });
    const doc = await buildInvoicesPdf([final, invoice], context);
    expect(doc.getNumberOfPages()).toBe(3);
    const pdf = doc.output();
    expect(pdf).toContain('(Balance still owed: $320.00)');
    expect(pdf).toContain('(Total: $0.00)');
  });

  it('when it is named, then the file name carries the order id, the item name and a timestamp', () => {
    expect(invoiceFileName(invoice, new Date(1_900_000_000_000))).toBe('Invoice-order-123-Frigidaire-Refrigerator-1900000000000.pdf');
    const two = anInvoice({ orderId: 'o1', items: [{ _id: 'a', name: 'TV', monthly_price: 55 }, { _id: 'b', name: 'Stove', monthly_price: 35 }] });
    expect(invoiceFileName(two, new Date(5))).toBe('Invoice-o1-TV-and-1-more-5.pdf');
  });
});
