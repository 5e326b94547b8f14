import { BILLING_NOT_COMPLETED_MESSAGE, decideAfterBilling, retryDelayMs, type CheckoutTiming } from '../../src/domain/checkout';

const now = new Date('2030-06-01T12:00:00Z');
const timing = (overrides: Partial<CheckoutTiming> = {}): CheckoutTiming => ({
  now,
  billingDeadline: new Date(now.getTime() + 30 * 60_000),
  attempts: 0,
  recheckMs: 60_000,
  retryMaxMs: 60_000,
  ...overrides,
});

describe("the saga's decision once billing has answered", () => {
  it('when the subscription started, then the order is activated with it', () => {
    expect(decideAfterBilling({ kind: 'started', subscriptionId: 'sub_1' }, timing())).toEqual({ kind: 'activate', subscriptionId: 'sub_1' });
  });

  it("when the first payment was declined, then the order is cancelled with the provider's words", () => {
    expect(decideAfterBilling({ kind: 'declined', message: 'Your card was declined.' }, timing())).toEqual({ kind: 'cancel', reason: 'payment-declined', message: 'Your card was declined.' });
  });

  it('when the customer has no billing yet, then the order waits until the next recheck, never past its deadline', () => {
    expect(decideAfterBilling({ kind: 'no-billing-yet' }, timing())).toEqual({ kind: 'wait', at: new Date(now.getTime() + 60_000) });
    const soon = new Date(now.getTime() + 10_000);
    expect(decideAfterBilling({ kind: 'no-billing-yet' }, timing({ billingDeadline: soon }))).toEqual({ kind: 'wait', at: soon });
  });

  it('when the deadline has come and there is still no billing, then the order is cancelled', () => {
    expect(decideAfterBilling({ kind: 'no-billing-yet' }, timing({ billingDeadline: now }))).toEqual({ kind: 'cancel', reason: 'billing-not-completed', message: BILLING_NOT_COMPLETED_MESSAGE });
  });

  it('when billing is down, then the order waits with back-off and is never cancelled for it, even past its deadline', () => {
    const decision = decideAfterBilling({ kind: 'unavailable', problem: 'billing unreachable' }, timing({ attempts: 3, billingDeadline: new Date(0) }));
    expect(decision).toEqual({ kind: 'wait', at: new Date(now.getTime() + 8_000), problem: 'billing unreachable' });
  });

  it('when failures go on, then the waits double from 1 s up to the maximum', () => {
    expect([0, 1, 2, 5, 6, 50].map((attempts) => retryDelayMs(attempts, 60_000))).toEqual([1_000, 2_000, 4_000, 32_000, 60_000, 60_000]);
  });
});
