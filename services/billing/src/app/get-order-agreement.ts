import { DomainError } from '@rto/kit';
import type { AgreementRecord, AgreementRepository } from '../store/agreement.repository';
import type { SubscriptionRepository } from '../store/subscription.repository';

const NOT_FOUND = 'No signed agreement is kept for this order';

/**
 * The signed agreement an order uses (internal, for the customer's download from their account): the one in force
 * when the order's subscription was claimed, as storeBilling's replacement of unused agreements assumes.
 */
export function createGetOrderAgreement(deps: { subscriptions: Pick<SubscriptionRepository, 'claimOf'>; agreements: Pick<AgreementRepository, 'inForceAt'> }) {
  return async function getOrderAgreement(orderId: string): Promise<{ orderId: string; userId: string; agreement: AgreementRecord }> {
    const claim = await deps.subscriptions.claimOf(orderId);
    if (!claim) throw new DomainError('not-found', NOT_FOUND);
    const agreement = await deps.agreements.inForceAt(claim.userId, claim.claimedAt);
    if (!agreement) throw new DomainError('not-found', NOT_FOUND);
    return { orderId, userId: claim.userId, agreement };
  };
}

export type GetOrderAgreement = ReturnType<typeof createGetOrderAgreement>;
