import { describe, expect, it } from 'vitest';
import { invoiceStatus } from './billing-rules';

describe("the admin's invoice status", () => {
  it('when an invoice is open (sent to a customer who keeps no card), then it is due but not shown as failed; failed is unpaid', () => {
    expect(invoiceStatus({ status: 'paid' })).toEqual({ label: 'Paid', tone: 'green' });
    expect(invoiceStatus({ status: 'open' })).toEqual({ label: 'Sent, due', tone: 'yellow' });
    expect(invoiceStatus({ status: 'failed' })).toEqual({ label: 'Unpaid', tone: 'red' });
  });
});
