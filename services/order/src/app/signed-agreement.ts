import { DomainError, type Clock } from '@rto/kit';
import { pricedOrderKey, type PricedKeyInput } from '../domain/priced-order-key';
import type { AgreementDraftRepository } from '../store/agreement-draft.repository';

export const AGREEMENT_NOT_ON_FILE = 'The agreement you signed is no longer on file. Please open the agreement again.';
export const AGREEMENT_CHANGED = 'Your order changed after the agreement was written. Please read and sign the agreement again.';
/** The answers' `code`, telling them from a taken slot, an unavailable product or a slot that cannot be booked. */
export const AGREEMENT_CHANGED_CODE = 'agreement-changed';
export const AGREEMENT_NOT_ON_FILE_CODE = 'agreement-not-on-file';

export interface SignedAgreementDeps {
  drafts: Pick<AgreementDraftRepository, 'find' | 'markSigned'>;
  clock: Clock;
}

/**
 * POST /createOrder's `agreementHash`: the order about to be placed must be the one the customer's agreement was
 * written for (same lines, prices, sizes, plugs and totals), or they would be charged what they never signed for.
 * A draft that is not theirs, or no longer kept, is not on file (422); one written for another order: 409. The
 * one that matches is kept for good, since the order names it.
 */
export function createSignedAgreementCheck({ drafts, clock }: SignedAgreementDeps) {
  return async function checkSigned(userId: string, agreementHash: string, priced: PricedKeyInput): Promise<void> {
    const draft = await drafts.find(userId, agreementHash, clock.now());
    if (!draft) throw new DomainError('unprocessable', AGREEMENT_NOT_ON_FILE, undefined, { code: AGREEMENT_NOT_ON_FILE_CODE });
    // A draft kept before its key was recorded cannot be matched: it is read and signed again.
    if (draft.pricedKey !== pricedOrderKey(priced)) throw new DomainError('conflict', AGREEMENT_CHANGED, undefined, { code: AGREEMENT_CHANGED_CODE });
    // The order will name this text (GET /getAgreement/{orderId}): kept for good, as billing's signed one is.
    await drafts.markSigned(userId, agreementHash, clock.now());
  };
}

export type CheckSignedAgreement = ReturnType<typeof createSignedAgreementCheck>;
