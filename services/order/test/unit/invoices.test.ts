import { applyInvoiceOutcome, PAID_INVOICES_KEPT, type InvoiceLedger } from '../../src/domain/invoices';
import type { OrderState, OrderStatus } from '../../src/domain/order-status';

type Order = OrderState & InvoiceLedger;
const orderIn = (status: OrderStatus, ledger: Partial<InvoiceLedger> = {}): Order => ({
  status,
  subscriptionId: 'sub_1',
  cancellation: null,
  unpaidInvoices: [],
  paidInvoices: [],
  ...ledger,
});

describe("what billing's invoices do to an order", () => {
  it('when a monthly charge of an active order fails, then it is overdue and remembers the invoice', () => {
    expect(applyInvoiceOutcome(orderIn('active'), 'in_1', 'failed')).toMatchObject({ status: 'overdue', unpaidInvoices: ['in_1'] });
  });

  it('when the failed invoice is paid, then the order is active again', () => {
    const paid = applyInvoiceOutcome(orderIn('overdue', { unpaidInvoices: ['in_1'] }), 'in_1', 'paid');
    expect(paid).toMatchObject({ status: 'active', unpaidInvoices: [], paidInvoices: ['in_1'] });
  });

  it('when one of two failed invoices is paid, then the order stays overdue', () => {
    expect(applyInvoiceOutcome(orderIn('overdue', { unpaidInvoices: ['in_1', 'in_2'] }), 'in_1', 'paid')).toMatchObject({ status: 'overdue', unpaidInvoices: ['in_2'] });
  });

  it('when the same failure or payment is told twice, then the second changes nothing', () => {
    expect(applyInvoiceOutcome(orderIn('overdue', { unpaidInvoices: ['in_1'] }), 'in_1', 'failed')).toBeNull();
    expect(applyInvoiceOutcome(orderIn('active', { paidInvoices: ['in_1'] }), 'in_1', 'paid')).toBeNull();
  });

  it('when the payment is told before the failure it settles, then the late failure changes nothing', () => {
    const paidFirst = applyInvoiceOutcome(orderIn('active'), 'in_1', 'paid')!;
    expect(paidFirst).toMatchObject({ status: 'active', paidInvoices: ['in_1'] });
    expect(applyInvoiceOutcome(paidFirst, 'in_1', 'failed')).toBeNull();
  });

  it.each<OrderStatus>(['pending', 'paused', 'completed', 'cancelled'])('when a charge of a %s order fails, then its status stays and the invoice is remembered', (status) => {
    expect(applyInvoiceOutcome(orderIn(status), 'in_1', 'failed')).toMatchObject({ status, unpaidInvoices: ['in_1'] });
  });

  it('when a paid invoice is not the last one due, then a paused order stays paused', () => {
    expect(applyInvoiceOutcome(orderIn('paused', { unpaidInvoices: ['in_1'] }), 'in_1', 'paid')).toMatchObject({ status: 'paused', unpaidInvoices: [] });
  });

  it(`keeps the newest ${PAID_INVOICES_KEPT} paid invoice ids`, () => {
    const many = Array.from({ length: PAID_INVOICES_KEPT }, (_, index) => `in_${index}`);
    const paid = applyInvoiceOutcome(orderIn('active', { paidInvoices: many }), 'in_new', 'paid')!;
    expect(paid.paidInvoices).toHaveLength(PAID_INVOICES_KEPT);
    expect(paid.paidInvoices.at(-1)).toBe('in_new');
    expect(paid.paidInvoices[0]).toBe('in_1');
  });
});
