import { finalInvoiceIdOf, finalInvoiceLines } from '../../src/domain/final-invoice';

/** Issue 23, item 3: the final invoice of a returned rental charges nothing itself and names what is still owed. */

describe('the final invoice of a returned rental', () => {
  it('when nothing is owed, then every line is $0.00 and the balance says $0.00', () => {
    const lines = finalInvoiceLines('2026-12-22', 'good', []);
    expect(lines.every((line) => line.amountCents === 0)).toBe(true);
    expect(lines[0]!.description).toBe('Rental ended: returned on Dec 22, 2026 (condition good), no fee; rent already paid for the month is not refunded');
    expect(lines.at(-1)!.description).toBe('Balance still owed: $0.00');
  });

  it('when invoices are still unpaid, then each is named with its amount, the balance is their sum, and the invoice itself adds $0.00', () => {
    const lines = finalInvoiceLines('2026-12-22', 'damaged', [
      { invoiceId: 'in_1', kind: 'rent', amountCents: 4900, dueDate: '2026-11-01' },
      { invoiceId: 'fee_1', kind: 'late-fee', amountCents: 1000, dueDate: '2026-11-15' },
    ]);
    expect(lines.map((line) => line.description)).toEqual([
      'Rental ended: returned on Dec 22, 2026 (condition damaged), no fee; rent already paid for the month is not refunded',
      'Still owed: rent due Nov 1, 2026, $49.00 (invoice in_1, pay it with Pay Now)',
      'Still owed: late fee due Nov 15, 2026, $10.00 (invoice fee_1, pay it with Pay Now)',
      'Balance still owed: $59.00',
    ]);
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(0);
    expect(finalInvoiceIdOf('abc')).toBe('final-abc');
  });
});
