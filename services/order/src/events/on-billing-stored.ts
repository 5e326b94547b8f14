import type { Clock, EventOf } from '@rto/kit';
import type { billingStored } from '@rto/contracts';
import type { CheckoutSaga } from '../app/checkout-saga';
import type { OrderRepository } from '../store/order.repository';

/**
 * The customer stored their billing: their orders waiting for it are due at once, and a sweep starts them. Only a
 * wake-up (the orders' own state says what to do), so a repeated or late delivery does no harm.
 */
export function onBillingStored(deps: { orders: OrderRepository; checkout: CheckoutSaga; clock: Clock }) {
  const { orders, checkout, clock } = deps;
  return async (event: EventOf<typeof billingStored>): Promise<void> => {
    const woken = await orders.wakeAwaitingBilling(event.data.userId, clock.now());
    if (woken > 0) void checkout.nudge();
  };
}
