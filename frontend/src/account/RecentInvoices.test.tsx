import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../api';
import { anInvoice } from '../test/dashboard-builders';
import { RecentInvoices } from './RecentInvoices';

/** Recent Invoices says what each invoice charged: its kind and its lines, not the rental's monthly price. */

const fridge = [{ _id: 'prod-fridge', name: 'Frigidaire Refrigerator', monthly_price: 40 }];

function listInvoices(invoices: Invoice[]) {
  render(<RecentInvoices invoices={invoices} invoicesMissing={false} onDownload={vi.fn()} onDownloadAll={vi.fn()} busy={null} />);
  return screen.getAllByTestId('invoice-row');
}

describe('Recent Invoices', () => {
  it('when a late fee failed, then its row says Late fee with its line and its amount, the item only as what it is for', () => {
    const fee = anInvoice({ orderId: 'order-late', amount: 8, status: 'failed', kind: 'late-fee', items: fridge, lines: [{ description: 'Late fee on the payment due Jun 1, 2030', amount: 8 }] });
    const [row] = listInvoices([fee]);
    expect(row).toHaveTextContent(/^Late fee · \$8\.00 · .* · Failed/);
    expect(within(row!).getByText('Late fee on the payment due Jun 1, 2030: $8.00')).toBeInTheDocument();
    expect(within(row!).getByText('Frigidaire Refrigerator')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('$40.00');
  });

  it("when the first payment and a payoff are listed, then each says its kind and every line, the delivery fee's too", () => {
    const first = anInvoice({
      _id: 'in_first',
      amount: 65,
      date: '2030-06-10T12:00:00.000Z',
      items: fridge,
      lines: [
        { description: 'Frigidaire Refrigerator: rent for the month from Jun 10, 2030', amount: 40 },
        { description: 'Delivery fee', amount: 25 },
      ],
    });
    const payoff = anInvoice({ _id: 'in_payoff', amount: 440, kind: 'payoff', final: true, date: '2030-08-10T12:00:00.000Z', items: fridge, lines: [{ description: 'Early purchase payoff: half of the 22 payments still to make', amount: 440 }] });
    const [payoffRow, firstRow] = listInvoices([first, payoff]);
    expect(payoffRow).toHaveTextContent(/^Early purchase payoff · \$440\.00 · .* · Paid · Final/);
    expect(within(payoffRow!).getByText('Early purchase payoff: half of the 22 payments still to make: $440.00')).toBeInTheDocument();
    expect(firstRow).toHaveTextContent(/^Rent · \$65\.00/);
    expect(within(firstRow!).getByText('Frigidaire Refrigerator: rent for the month from Jun 10, 2030: $40.00')).toBeInTheDocument();
    expect(within(firstRow!).getByText('Delivery fee: $25.00')).toBeInTheDocument();
  });

  it("when a returned rental's final invoice is listed, then it says Final invoice and names the balance still owed, without $0.00 on each line", () => {
    const final = anInvoice({
      _id: 'final-order-1',
      amount: 0,
      kind: 'final',
      final: true,
      items: fridge,
      lines: [
        { description: 'Still owed: rent due Jun 1, 2030, $40.00 (invoice in_1, pay it with Pay Now)', amount: 0 },
        { description: 'Balance still owed: $40.00', amount: 0 },
      ],
    });
    const [row] = listInvoices([final]);
    expect(row).toHaveTextContent(/^Final invoice · \$0\.00 · .* · Paid/);
    expect(within(row!).getByText('Balance still owed: $40.00')).toBeInTheDocument();
    expect(within(row!).getByText('Still owed: rent due Jun 1, 2030, $40.00 (invoice in_1, pay it with Pay Now)')).toBeInTheDocument();
    // Its kind says final already: no second mark.
    expect(within(row!).queryByText('Final')).not.toBeInTheDocument();
  });
});
