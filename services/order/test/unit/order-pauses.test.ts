import { refusalOf } from '@rto/kit/testing';
import { adminPause, billingPause, CUSTOMER_PAUSE_HOLDS } from '../../src/domain/order-pauses';
import type { OrderState, OrderStatus } from '../../src/domain/order-status';

const orderIn = (status: OrderStatus, marks: { adminPaused?: boolean; billingPaused?: boolean } = {}): OrderState & { adminPaused: boolean; billingPaused: boolean } => ({
  status,
  subscriptionId: 'sub_1',
  cancellation: null,
  adminPaused: marks.adminPaused ?? false,
  billingPaused: marks.billingPaused ?? false,
});

describe("an admin's pause and the customer's billing pause of one order", () => {
  it("when the customer's billing pauses an active order, then it is paused; on resume it is active again", () => {
    const paused = billingPause(orderIn('active'), true)!;
    expect(paused).toMatchObject({ status: 'paused', billingPaused: true, adminPaused: false });
    expect(billingPause(paused, false)).toMatchObject({ status: 'active', billingPaused: false });
  });

  it("when an admin paused the order too, then the customer's resume leaves it paused and the admin's resume makes it active", () => {
    const both = adminPause(billingPause(orderIn('active'), true)!, true);
    expect(both).toMatchObject({ status: 'paused', adminPaused: true, billingPaused: true });
    const customerResumed = billingPause(both, false)!;
    expect(customerResumed).toMatchObject({ status: 'paused', adminPaused: true, billingPaused: false });
    expect(adminPause(customerResumed, false)).toMatchObject({ status: 'active', adminPaused: false });
  });

  it("when an admin resumes an order only the customer's pause holds, then it is refused with a sentence saying so", () => {
    const refusal = refusalOf(() => adminPause(orderIn('paused', { billingPaused: true }), false));
    expect(refusal).toMatchObject({ kind: 'conflict', message: CUSTOMER_PAUSE_HOLDS });
  });

  it('when the admin resumes while the customer pause holds, then it stays paused for the customer', () => {
    expect(adminPause(orderIn('paused', { adminPaused: true, billingPaused: true }), false)).toMatchObject({ status: 'paused', adminPaused: false, billingPaused: true });
  });

  it('when the billing pause names an order that is not active or paused, or tells what it already knows, then nothing changes', () => {
    for (const status of ['pending', 'overdue', 'completed', 'cancelled'] as const) expect(billingPause(orderIn(status), true)).toBeNull();
    expect(billingPause(orderIn('paused', { billingPaused: true }), true)).toBeNull();
    expect(billingPause(orderIn('active'), false)).toBeNull();
  });

  it('when an admin pauses twice, or resumes an order no admin paused, then it is refused', () => {
    expect(refusalOf(() => adminPause(orderIn('paused', { adminPaused: true }), true)).kind).toBe('conflict');
    expect(refusalOf(() => adminPause(orderIn('active'), false)).message).toBe('An order that is active cannot be resumed');
  });
});
