import { describe, expect, it } from 'vitest';
import { aDashboardOrder, anInvoice } from '../test/dashboard-builders';
import { buildInvoicesPdf, invoiceFileName, invoiceLines } from './invoice-pdf';

const order = aDashboardOrder({ _id: 'order-123', subscriptionId: 'sub-9', deliveryTime: '4:00 PM', locationName: 'Indianapolis, Indiana' });
const invoice = anInvoice({ _id: 'in_1', orderId: 'order-123', subscriptionId: 'sub-9', amount: 95, items: [{ _id: 'prod-abcdef123456', name: 'Frigidaire Refrigerator', monthly_price: 95 }] });
const context = { user: { _id: 'u', name: 'Jane Customer', email: 'jane@example.com', mobile: '+1 555 0100', billingPaused: false, verified: true }, orders: [order] };

describe('the invoice PDF', () => {
  it("when an invoice is written, then it has spec 7's contents: phone, email, order, subscription, delivery, place, items and total", async () => {
    const lines = invoiceLines(invoice, context, new Date(2030, 6, 1, 10, 0));
    expect(lines.billTo).toEqual(['Jane Customer', 'Phone: +1 555 0100', 'Email: jane@example.com']);
    expect(Object.fromEntries(lines.facts)).toMatchObject({ 'Order ID': 'order-123', 'Subscription ID': 'sub-9', Status: 'Paid', Location: 'Indianapolis, Indiana', Coordinates: '39.76840, -86.15810', 'Delivery address': '200 E Washington St, Indianapolis, IN 46204' });
    expect(lines.items).toEqual([{ name: 'Frigidaire Refrigerator', price: '$95.00/month', stock: 'rented', id: '...123456' }]);
    expect(lines.total).toBe('Total: $95.00');

    const pdf = (await buildInvoicesPdf([invoice, anInvoice({ orderId: 'order-456' })], context)).output();
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(INVOICE)');
    expect(pdf).toContain('(order-123)');
    expect(pdf).toContain('(order-456)');
    expect(pdf).toContain('(Total: $95.00)');
    expect(pdf).toContain('(200 E Washington St, Indianapolis, IN 46204)');
  });

  it('when it is named, then the file name carries the order id, the item name and a timestamp', () => {
    expect(invoiceFileName(invoice, new Date(1_900_000_000_000))).toBe('Invoice-order-123-Frigidaire-Refrigerator-1900000000000.pdf');
    const two = anInvoice({ orderId: 'o1', items: [{ _id: 'a', name: 'TV', monthly_price: 55 }, { _id: 'b', name: 'Stove', monthly_price: 35 }] });
    expect(invoiceFileName(two, new Date(5))).toBe('Invoice-o1-TV-and-1-more-5.pdf');
  });
});
