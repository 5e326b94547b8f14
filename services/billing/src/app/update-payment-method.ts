import { DomainError } from '@rto/kit';
import type { PaymentProvider } from '../domain/payment-provider';
import type { AccountRepository, StoredCard } from '../store/account.repository';
import type { SubscriptionRepository } from '../store/subscription.repository';
import type { CardCollection } from './card-collection';

export interface UpdatePaymentMethodDeps {
  provider: PaymentProvider;
  accounts: AccountRepository;
  subscriptions: Pick<SubscriptionRepository, 'usePaymentMethod'>;
  /** Subscriptions sending invoices (no card kept) charge the new card again. */
  cards: Pick<CardCollection, 'chargeCard'>;
}

/**
 * PATCH /updatePaymentMethod: the customer's new default card, used by later drafts (the sandbox drafts each
 * subscription with the card stored on it, as Stripe drafts with the customer's default). 409 before any storeBilling.
 */
export function createUpdatePaymentMethod({ provider, accounts, subscriptions, cards }: UpdatePaymentMethodDeps) {
  return async function updatePaymentMethod(userId: string, paymentMethodId: string): Promise<{ card: StoredCard; postalCode: string | null }> {
    const found = await accounts.findByUser(userId);
    // A customer of the other provider means nothing to this one.
    const account = found?.provider === provider.kind ? found : null;
    if (!account?.customerId || !account.postalCode) throw new DomainError('conflict', 'Please complete your billing setup first');
    const setUp = await provider.setUpPaymentMethod({ userId, customerId: account.customerId, paymentMethodId, postalCode: account.postalCode });
    const card = { id: setUp.paymentMethodId, ...setUp.card };
    // A card given here is kept for the monthly payments, whatever the billing form said.
    const stored = await accounts.setUpPayment(userId, { provider: provider.kind, customerId: setUp.customerId, paymentMethod: card, saveCard: true });
    await subscriptions.usePaymentMethod(userId, provider.kind, card.id);
    await cards.chargeCard(userId, card.id);
    return { card, postalCode: stored.postalCode };
  };
}

export type UpdatePaymentMethod = ReturnType<typeof createUpdatePaymentMethod>;
