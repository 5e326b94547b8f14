import type { EventOf } from '@rto/kit';
import type { billingStored } from '@rto/contracts';
import type { Checkout } from '../checkout';
import type { OrderRepository } from '../store/order.repository';

/**
 * The customer stored their billing: their orders waiting for it are due at once, and a sweep starts them. Only a
 * wake-up (the orders' own state says what to do), so a repeated or late delivery does no harm.
 */
export function onBillingStored(orders: OrderRepository, checkout: Checkout) {
  return async (event: EventOf<typeof billingStored>): Promise<void> => {
    const woken = await orders.wakeAwaitingBilling(event.data.userId, new Date());
    if (woken > 0) void checkout.nudge();
  };
}
