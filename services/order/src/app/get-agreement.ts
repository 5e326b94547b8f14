import { DomainError, type Clock } from '@rto/kit';
import type { BillingAgreementClient, SignedAgreement } from '../adapters/billing-agreement.client';
import type { AgreementDraftRepository, StoredAgreement } from '../store/agreement-draft.repository';
import type { OrderRepository } from '../store/order.repository';

export const NO_AGREEMENT = 'No signed agreement was found for this order';

export interface OrderAgreement {
  orderId: string;
  text: StoredAgreement;
  signed: SignedAgreement;
}

export interface GetAgreementDeps {
  orders: Pick<OrderRepository, 'findById'>;
  drafts: Pick<AgreementDraftRepository, 'find'>;
  billing: BillingAgreementClient;
  clock: Clock;
}

/**
 * GET /getAgreement/{orderId}: the agreement the customer signed for one of their orders, to download again: the
 * text as composed and kept under its fingerprint, with who signed and the signatures (billing keeps those). Another
 * customer's order, or one without a signed text, is not found.
 */
export function createGetAgreement({ orders, drafts, billing, clock }: GetAgreementDeps) {
  return async function getAgreement(userId: string, orderId: string): Promise<OrderAgreement> {
    const order = await orders.findById(orderId);
    if (!order || order.user !== userId) throw new DomainError('not-found', NO_AGREEMENT);
    const signed = await billing.signedFor(orderId);
    if (!signed || signed.userId !== userId) throw new DomainError('not-found', NO_AGREEMENT);
    // The agreement the order was placed with; an order placed without one: the one billing stored.
    const hash = order.agreementHash ?? signed.agreementHash;
    if (!hash) throw new DomainError('not-found', NO_AGREEMENT);
    const text = await drafts.find(userId, hash, clock.now());
    if (!text) throw new DomainError('not-found', NO_AGREEMENT);
    return { orderId, text, signed };
  };
}

export type GetAgreement = ReturnType<typeof createGetAgreement>;
