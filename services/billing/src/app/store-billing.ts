import { DomainError } from '@rto/kit';
import type { PaymentProvider } from '../domain/payment-provider';
import type { AccountRepository, StoredCard } from '../store/account.repository';
import type { AgreementRecord, AgreementRepository } from '../store/agreement.repository';
import type { CardDeclineRepository } from '../store/card-decline.repository';
import type { SubscriptionRepository } from '../store/subscription.repository';

/** The longest browser description kept with a signature. */
const MAX_USER_AGENT = 300;

export interface StoreBillingDeps {
  provider: PaymentProvider;
  accounts: AccountRepository;
  agreements: AgreementRepository;
  /** Which agreements an order uses already (storeBilling replaces only the others). */
  subscriptions: Pick<SubscriptionRepository, 'lastClaimedAt'>;
  /** Where a refused card is told of (`payment.failed`, stage `card-setup`). */
  declines: CardDeclineRepository;
}

/** The signed rental agreement, its signatures as the PNG bytes signed (checked by the contract). */
export interface SignedAgreement {
  customerName: string;
  customerSignature: Buffer;
  lessorSignature: Buffer;
  signedDate: string;
  agreementVersion: string;
  /** ISO time the signer's browser sent. */
  signatureTimestamp: string;
  /** The fingerprint of the text signed (POST /draftAgreement), when the client had one. */
  agreementHash?: string | undefined;
}

export interface StoreBillingRequest {
  userId: string;
  paymentMethodId: string;
  zipCode: string;
  draftDay: number;
  saveCard: boolean;
  agreement: SignedAgreement;
  /** Who signed, as the gateway saw them: their address and their browser. */
  signer: { ip: string; userAgent: string };
}

export interface BillingStored {
  card: StoredCard;
  postalCode: string | null;
  agreement: AgreementRecord;
}

/**
 * POST /storeBilling: sets up the customer's card at the provider, then keeps the signed agreement (replacing one no
 * order uses yet) and the card, with `billing.stored` in the same write.
 */
export function createStoreBilling({ provider, accounts, agreements, subscriptions, declines }: StoreBillingDeps) {
  return async function storeBilling(request: StoreBillingRequest): Promise<BillingStored> {
    const { userId, agreement } = request;
    const account = await accounts.findByUser(userId);
    // The card first: a refused card leaves nothing stored, neither the agreement nor the card.
    const setUp = await provider
      .setUpPaymentMethod({
        userId,
        // A customer of the other provider means nothing to this one.
        customerId: account?.provider === provider.kind ? account.customerId : null,
        paymentMethodId: request.paymentMethodId,
        customerName: agreement.customerName,
        postalCode: request.zipCode,
      })
      .catch(async (error: unknown) => {
        // The order placed beside this request must not hold its slot waiting for a card that was refused.
        if (error instanceof DomainError && error.kind === 'payment-refused') await declines.record(userId, error.message);
        throw error;
      });
    const card = { id: setUp.paymentMethodId, ...setUp.card };
    const signed = await agreements.storeReplacingUnused(
      {
        userId,
        agreementVersion: agreement.agreementVersion,
        customerName: agreement.customerName,
        customerSignature: agreement.customerSignature,
        lessorSignature: agreement.lessorSignature,
        signedDate: agreement.signedDate,
        signatureTimestamp: new Date(agreement.signatureTimestamp),
        agreementHash: agreement.agreementHash ?? null,
        signerIp: request.signer.ip,
        signerUserAgent: request.signer.userAgent.slice(0, MAX_USER_AGENT),
        zipCode: request.zipCode,
        draftDay: request.draftDay,
        saveCard: request.saveCard,
        card: { brand: card.brand, last4: card.last4 },
      },
      subscriptions.lastClaimedAt,
    );
    const stored = await accounts.setUpPayment(
      userId,
      { provider: provider.kind, customerId: setUp.customerId, paymentMethod: card, postalCode: request.zipCode, draftDay: request.draftDay, saveCard: request.saveCard },
      true,
      agreement.agreementHash ? { agreementHash: agreement.agreementHash } : {},
    );
    return { card, postalCode: stored.postalCode, agreement: signed };
  };
}

export type StoreBilling = ReturnType<typeof createStoreBilling>;
