import type { Logger } from '@rto/kit';
import { ManualClock } from '@rto/kit/testing';
import { PAYMENTS_TO_OWN } from '@rto/rules';
import { createCompleteOwnership } from '../../src/app/complete-ownership';
import { providerUnavailable } from '../../src/domain/payment-provider';
import type { SubscriptionRecord } from '../../src/store/subscription.repository';

/**
 * Completing ownership (issue 22, item 5) with the stores and the provider as fakes: what completes an order, that it
 * completes once, and that the provider (Stripe's subscription) is cancelled, again on a redelivery when it failed.
 */

const logger = { info: () => undefined, warn: () => undefined } as unknown as Logger;
const PAID_AT = new Date('2028-12-05T15:00:00Z');

function setUp(options: { kind?: string; paidRent?: number | (() => number); lastPaid?: string; status?: string; finalInvoiceId?: string | null; cancel?: () => Promise<void> } = {}) {
  const cancelled: string[] = [];
  const marked: Array<{ reason: string; invoiceId: string; at: Date }> = [];
  let status = options.status ?? 'active';
  let finalInvoiceId = options.finalInvoiceId ?? null;
  const completeOwnership = createCompleteOwnership({
    provider: {
      cancelSubscription: async (id) => {
        cancelled.push(id);
        await options.cancel?.();
      },
    },
    subscriptions: {
      findByOrder: async (orderId) => ({ orderId, userId: 'user-1', subscriptionId: 'sub_123', status, finalInvoiceId }) as SubscriptionRecord,
      markOwned: async (_orderId, owned) => {
        if (status === 'owned') return false;
        marked.push(owned);
        status = 'owned';
        finalInvoiceId = owned.invoiceId;
        return true;
      },
    },
    invoices: {
      find: async () => ({ kind: options.kind ?? 'rent', status: 'paid', orderId: 'order-1', paidAt: PAID_AT, amountCents: 4_000 }),
      paidRentCount: async () => (typeof options.paidRent === 'function' ? options.paidRent() : (options.paidRent ?? PAYMENTS_TO_OWN)),
      lastPaidRent: async () => ({ invoiceId: options.lastPaid ?? 'in_24', paidAt: PAID_AT, amountCents: 4_000 }),
    },
    logger,
    clock: new ManualClock('2029-01-01T00:00:00Z'),
  });
  return { completeOwnership, cancelled, marked };
}

describe('completing an order as owned', () => {
  it(`when its ${PAYMENTS_TO_OWN}th monthly payment is paid, then it is owned by its last payment, when it was paid, and cancelled at the provider`, async () => {
    const { completeOwnership, cancelled, marked } = setUp();
    expect(await completeOwnership('order-1', 'in_24')).toBe('last-payment');
    expect(marked).toEqual([{ reason: 'last-payment', invoiceId: 'in_24', amountCents: 4_000, at: PAID_AT }]);
    expect(cancelled).toEqual(['sub_123']);
  });

  it('when fewer payments are paid, then nothing happens', async () => {
    const { completeOwnership, cancelled, marked } = setUp({ paidRent: PAYMENTS_TO_OWN - 1 });
    expect(await completeOwnership('order-1', 'in_23')).toBeNull();
    expect(marked).toEqual([]);
    expect(cancelled).toEqual([]);
  });

  it('when an earlier month is told after the last one was paid (one Pay Now for three months, a backlog), then it completes with the last payment as the final one, once', async () => {
    const { completeOwnership, cancelled, marked } = setUp({ lastPaid: 'in_24' });
    expect(await completeOwnership('order-1', 'in_22')).toBe('last-payment');
    expect(marked).toEqual([{ reason: 'last-payment', invoiceId: 'in_24', amountCents: 4_000, at: PAID_AT }]);
    expect(cancelled).toEqual(['sub_123']);
    // The last month's own event, after: owned already, nothing completes twice.
    expect(await completeOwnership('order-1', 'in_24')).toBeNull();
    expect(marked).toHaveLength(1);
  });

  it("when the last month is told before an earlier one was recorded (Stripe's events come in any order), then the earlier one's event completes it with the last month as the final payment", async () => {
    let paid = PAYMENTS_TO_OWN - 1;
    const { completeOwnership, marked } = setUp({ paidRent: () => paid, lastPaid: 'in_24' });
    expect(await completeOwnership('order-1', 'in_24')).toBeNull();
    paid = PAYMENTS_TO_OWN;
    expect(await completeOwnership('order-1', 'in_22')).toBe('last-payment');
    expect(marked.map((owned) => owned.invoiceId)).toEqual(['in_24']);
  });

  it('when its payoff is paid, then it is owned by the payoff whatever the count', async () => {
    const { completeOwnership, marked } = setUp({ kind: 'payoff', paidRent: 3 });
    expect(await completeOwnership('order-1', 'in_payoff')).toBe('payoff');
    expect(marked.map((owned) => owned.reason)).toEqual(['payoff']);
  });

  it('when a late fee is paid after the last payment, then it completes nothing', async () => {
    const { completeOwnership, marked } = setUp({ kind: 'late-fee' });
    expect(await completeOwnership('order-1', 'in_fee')).toBeNull();
    expect(marked).toEqual([]);
  });

  it('when the provider fails to cancel, then the delivery fails, and its redelivery cancels again without completing twice', async () => {
    let fail = true;
    const { completeOwnership, cancelled, marked } = setUp({
      cancel: async () => {
        if (fail) throw providerUnavailable();
      },
    });
    await expect(completeOwnership('order-1', 'in_24')).rejects.toThrow('The payment provider is unavailable');
    fail = false;
    expect(await completeOwnership('order-1', 'in_24')).toBeNull();
    expect(marked).toHaveLength(1);
    expect(cancelled).toEqual(['sub_123', 'sub_123']);
  });

  it('when another invoice of an owned order is told, then nothing completes again and the provider is only told again to stop', async () => {
    const { completeOwnership, cancelled, marked } = setUp({ status: 'owned', finalInvoiceId: 'in_24' });
    expect(await completeOwnership('order-1', 'in_other')).toBeNull();
    expect(marked).toEqual([]);
    expect(cancelled).toEqual(['sub_123']);
  });
});
