import type { Logger } from '@rto/kit';
import type { Collection, PaymentProvider } from '../domain/payment-provider';
import type { AccountRepository } from '../store/account.repository';
import type { SubscriptionRepository } from '../store/subscription.repository';

export interface CardCollectionDeps {
  provider: Pick<PaymentProvider, 'kind' | 'detachPaymentMethod' | 'setCollection'>;
  accounts: Pick<AccountRepository, 'forgetCard'>;
  subscriptions: Pick<SubscriptionRepository, 'liveOf' | 'setCollection'>;
  logger: Logger;
}

/**
 * How a customer's subscriptions collect follows whether they keep a card (issue 22, item 1, Stripe's send-invoice
 * collection): a card not saved for recurring payments is detached once it paid what it was given for, and every
 * live subscription of theirs then sends its invoices to be paid with Pay Now; a card saved later (Pay Now's or Edit
 * Billing's) makes them charge it again. The provider is told before billing's record, so a failure leaves the
 * record as the provider last was, to be told again by the next call.
 */
export function createCardCollection({ provider, accounts, subscriptions, logger }: CardCollectionDeps) {
  async function collectAll(userId: string, collection: Collection, paymentMethodId: string | null): Promise<void> {
    for (const subscription of await subscriptions.liveOf(userId)) {
      if (subscription.provider !== provider.kind || subscription.collectionMethod === collection) continue;
      if (subscription.subscriptionId) await provider.setCollection(subscription.subscriptionId, collection, paymentMethodId);
      await subscriptions.setCollection(subscription.orderId, collection);
    }
  }

  return {
    /** The card paid what it was given for and is not kept: detached, forgotten, and the invoices are e-mailed. */
    async forgetCard(userId: string, paymentMethodId: string): Promise<void> {
      // Sending invoices first: the provider never tries to charge a card that is gone.
      await collectAll(userId, 'send_invoice', null);
      await provider.detachPaymentMethod(paymentMethodId);
      await accounts.forgetCard(userId, paymentMethodId);
      logger.info({ userId }, 'card not saved: detached, invoices sent to be paid');
    },

    /** A card saved for recurring payments: the customer's subscriptions charge it again. */
    chargeCard(userId: string, paymentMethodId: string): Promise<void> {
      return collectAll(userId, 'charge_automatically', paymentMethodId);
    },
  };
}

export type CardCollection = ReturnType<typeof createCardCollection>;
