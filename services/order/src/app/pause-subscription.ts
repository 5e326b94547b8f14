import { conflict, notFound, type Logger } from '@rto/kit';
import type { IdentityDirectoryClient } from '../adapters/identity-directory.client';
import type { CustomerName } from '../domain/admin-figures';
import type { FiguresCache } from '../store/figures-cache';
import type { OrderRepository } from '../store/order.repository';
import type { NamedOrder } from './list-subscriptions';

export interface PauseSubscriptionDeps {
  orders: OrderRepository;
  customers: Pick<IdentityDirectoryClient, 'namesOf'>;
  cache: FiguresCache;
  logger: Logger;
}

/**
 * PATCH /pauseSubscription/:id and /unpauseSubscription/:id (spec 2.15): the admin pauses an active subscription or
 * resumes a paused one, by the status rules' own moves (with `order.paused` or `order.resumed` in the same write,
 * which billing consumes). Answers the order as it now is, named: the change stands even when identity cannot name
 * the customer.
 */
export function createPauseSubscription(deps: PauseSubscriptionDeps) {
  const { orders, customers, cache, logger } = deps;

  async function setPaused(id: string, paused: boolean): Promise<NamedOrder> {
    const outcome = await orders.setPaused(id, paused);
    if (!outcome.order) throw notFound('Subscription not found');
    if (!outcome.changed) throw outcome.refusal ? conflict(outcome.refusal) : notFound('Subscription not found');
    // A change made through this instance shows at once in its next figures and pages.
    cache.clear();
    const names = await customers.namesOf([outcome.order.user]).catch((error: unknown) => {
      logger.warn({ err: error, orderId: id }, 'the customer of a paused or resumed subscription could not be named');
      return new Map<string, CustomerName>();
    });
    return { order: outcome.order, customer: names.get(outcome.order.user) };
  }

  return {
    pause: (id: string) => setPaused(id, true),
    resume: (id: string) => setPaused(id, false),
  };
}

export type PauseSubscription = ReturnType<typeof createPauseSubscription>;
