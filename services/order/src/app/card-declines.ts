import type { Clock, Logger } from '@rto/kit';
import type { BillingAnswer } from '../domain/checkout';
import { declineApplies } from '../domain/checkout-rules';
import { CANCEL_REASONS } from '../domain/order-status';
import type { CardDeclineRepository } from '../store/card-decline.repository';
import type { OrderRecord, OrderRepository } from '../store/order.repository';
import type { UnpaidOrders } from '../store/unpaid-orders';

export interface CardDeclinesDeps {
  orders: OrderRepository;
  unpaid: UnpaidOrders;
  declines: CardDeclineRepository;
  /** Takes the cancelled order's release step at once (the checkout saga's kick). */
  kick: (orderId: string) => void;
  logger: Logger;
  clock: Clock;
}

/**
 * A card refused at storeBilling (billing's `payment.failed`, stage `card-setup`) cancels the order waiting for it at
 * once, so its slot is free in seconds rather than when its billing wait runs out. The refusal may reach order before
 * or after the order placed beside it: it is kept first and the waiting orders read after (`declined`), and an order
 * placed later reads it when billing says it has no billing yet (`answerFor`); one of the two always sees the other.
 */
export function createCardDeclines(deps: CardDeclinesDeps) {
  const { orders, unpaid, declines, kick, logger, clock } = deps;

  return {
    async declined(userId: string, at: Date, message: string): Promise<void> {
      await declines.record(userId, { at, message });
      for (const order of await unpaid.placedOf(userId)) {
        if (!order.placedAt || !declineApplies(at, order.placedAt)) continue;
        const outcome = await orders.cancel(order.id, CANCEL_REASONS.paymentDeclined, message, clock.now(), 'pending');
        if (!outcome.changed) continue;
        logger.info({ orderId: order.id }, 'card refused at storeBilling: order cancelled');
        kick(order.id);
      }
    },

    /** For an order billing has no billing for yet: the refusal of the card meant for it, as billing's decline. */
    async answerFor(order: OrderRecord): Promise<BillingAnswer | null> {
      const decline = await declines.latestOf(order.user);
      if (!decline || !order.placedAt || !declineApplies(decline.at, order.placedAt)) return null;
      return { kind: 'declined', message: decline.message };
    },
  };
}

export type CardDeclines = ReturnType<typeof createCardDeclines>;
