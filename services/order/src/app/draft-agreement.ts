import { DomainError, type Clock } from '@rto/kit';
import type { CartClient } from '../adapters/cart.client';
import type { CatalogClient } from '../adapters/catalog.client';
import { agreementHash } from '../domain/agreement-hash';
import type { ComposedAgreement, DeliveryAddress } from '../domain/agreement-terms';
import { composeAgreement } from '../domain/agreement-text';
import { unavailableMessage, unorderable } from '../domain/checkout-rules';
import { pricedOrderKey } from '../domain/priced-order-key';
import { priceOrder } from '../domain/pricing';
import type { AgreementDraftRepository } from '../store/agreement-draft.repository';
import type { DeletedCustomerRule } from './deleted-customer-rule';

/** How long an unsigned draft is kept: a checkout left open longer composes it again. */
export const AGREEMENT_DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

export interface AgreementRequest {
  deliveryDate: string;
  deliveryTime: string;
  locationName?: string | undefined;
  deliveryAddress?: DeliveryAddress | undefined;
  draftDay: number;
  /** Whether the card paying today is kept for recurring payments ("Save this card"): it says how the rent is collected. */
  saveCard: boolean;
  customerName: string;
  /** The name typed to sign; absent or null when the customer draws their signature. */
  typedSignature?: string | null | undefined;
}

export interface DraftedAgreement extends ComposedAgreement {
  hash: string;
}

export interface DraftAgreementDeps {
  cart: Pick<CartClient, 'choicesOf'>;
  catalog: Pick<CatalogClient, 'currentProducts'>;
  drafts: AgreementDraftRepository;
  deletedCustomers: DeletedCustomerRule;
  clock: Clock;
}

/**
 * POST /draftAgreement: the agreement for the order the customer is about to place, from their server cart priced
 * with the catalogue's current prices (whatever the client says the prices are), kept under its fingerprint with
 * the key of what it priced (POST /createOrder checks the order it places against it). The save-card choice is in
 * the text, so the two choices give two texts and two hashes: one signed for a draft is never taken for an invoice.
 */
export function createDraftAgreement({ cart, catalog, drafts, deletedCustomers, clock }: DraftAgreementDeps) {
  return async function draftAgreement(userId: string, request: AgreementRequest): Promise<DraftedAgreement> {
    await deletedCustomers.before(userId);
    const choices = await cart.choicesOf(userId);
    const products = choices.length > 0 ? await catalog.currentProducts(choices.map((line) => line.productId)) : [];
    const gone = unorderable(products);
    if (gone) throw new DomainError('conflict', unavailableMessage(gone), undefined, { productId: gone.id });
    const order = priceOrder(choices, products);
    const now = clock.now();
    const agreement = composeAgreement({
      customerName: request.customerName,
      typedSignature: request.typedSignature,
      order,
      delivery: { date: request.deliveryDate, time: request.deliveryTime, locationName: request.locationName, address: request.deliveryAddress },
      draftDay: request.draftDay,
      saveCard: request.saveCard,
      now,
    });
    const hash = agreementHash(agreement);
    await drafts.keep(userId, hash, agreement, pricedOrderKey(order), now, new Date(now.getTime() + AGREEMENT_DRAFT_TTL_MS));
    await deletedCustomers.afterWrite(userId);
    return { ...agreement, hash };
  };
}

export type DraftAgreement = ReturnType<typeof createDraftAgreement>;
