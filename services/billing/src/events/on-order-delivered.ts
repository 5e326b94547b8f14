import type { orderDelivered } from '@rto/contracts';
import type { EventOf, Logger } from '@rto/kit';
import { draftAfterDelivery } from '../domain/draft-schedule';
import type { SubscriptionRepository } from '../store/subscription.repository';

/**
 * The goods are delivered: the rental's term starts now (issue 23), so the month the first payment paid counts from
 * the delivery and the sandbox's next draft moves out to the first draft day a month after it (never in: a
 * repeated event, or a draft already later, changes nothing).
 *
 * Stripe keeps its own schedule: moving it would be `subscriptions.update(id, { billing_cycle_anchor: 'unchanged',
 * trial_end: <that draft date>, proration_behavior: 'none' })`, a free stretch until the new anchor so that the
 * next invoice comes a month after delivery. Not done here: Stripe's subscriptions still draft from the order's day.
 */
export function onOrderDelivered(deps: { subscriptions: Pick<SubscriptionRepository, 'findByOrder' | 'deferDraft'>; timeZone: string; logger: Logger }) {
  return async (event: EventOf<typeof orderDelivered>): Promise<void> => {
    const { orderId, deliveredAt } = event.data;
    const subscription = await deps.subscriptions.findByOrder(orderId);
    if (!subscription) {
      deps.logger.warn({ orderId }, 'order.delivered for an order without a subscription: nothing to move');
      return;
    }
    if (subscription.provider !== 'sandbox') {
      deps.logger.info({ orderId }, 'order.delivered: the provider keeps its own draft schedule');
      return;
    }
    const to = draftAfterDelivery(new Date(deliveredAt), subscription.draftDay, deps.timeZone);
    if (await deps.subscriptions.deferDraft(orderId, to)) deps.logger.info({ orderId, nextDraftAt: to.toISOString() }, 'term starts at delivery: next draft moved');
  };
}
