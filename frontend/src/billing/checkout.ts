import { api, errorMessage, type BillingSubmission, type DeliveryChoice, type OrderRequest } from '../api';
import { BILLING_MESSAGES, checkoutFailureMessage, isAgreementOutdated, isSlotUnavailable } from './billing-rules';
import { paymentErrorOf } from '../ui/payment/payment-rules';

/**
 * How a Submit ended:
 * - placed: the card and the agreement are stored and the order is placed (it turns active once billing starts the
 *   subscription, asynchronously);
 * - card-problem: the provider refused the card (its own words): the customer changes the card on the page;
 * - agreement-changed: the order no longer prices as the agreement signed (the cart changed in another tab, a price
 *   changed): nothing was placed; the customer reads the new text and consents again;
 * - slot-unavailable: another customer booked the slot meanwhile, or it can no longer be booked: the customer picks
 *   another on /delivery;
 * - failed: anything else (network, server, validation), with spec 8's message: Submit can simply be tried again.
 */
export type CheckoutOutcome =
  | { kind: 'placed' }
  | { kind: 'card-problem'; message: string }
  | { kind: 'agreement-changed'; message: string }
  | { kind: 'slot-unavailable'; message: string }
  | { kind: 'failed'; message: string };

/** The billing first, and the order only once the card is stored. */
async function inTurn(billing: BillingSubmission, choice: OrderRequest, idempotencyKey: string): Promise<[PromiseSettledResult<unknown>, PromiseSettledResult<unknown>]> {
  const [stored] = await Promise.allSettled([api.storeBilling(billing)]);
  if (stored.status === 'rejected') return [stored, { status: 'fulfilled', value: undefined }];
  const [placed] = await Promise.allSettled([api.createOrder(choice, idempotencyKey)]);
  return [stored, placed];
}

/**
 * Spec 3 and 4: the billing and the order calls go out together. The saga on the server lets either arrive first;
 * `idempotencyKey` is the same for every Submit of one checkout, so an order placed by an earlier, half-failed
 * Submit is answered again instead of being placed twice. `billingFirst` (after a card was refused at Submit): the
 * order waits until the new card is stored, so that the order service never reads the old refusal as this order's.
 */
export async function submitCheckout(billing: BillingSubmission, choice: DeliveryChoice, idempotencyKey: string, billingFirst = false): Promise<CheckoutOutcome> {
  // The order is placed only if it prices as the agreement signed did.
  const order: OrderRequest = { ...choice, agreementHash: billing.agreement.agreementHash };
  const [stored, placed] = billingFirst
    ? await inTurn(billing, order, idempotencyKey)
    : await Promise.allSettled([api.storeBilling(billing), api.createOrder(order, idempotencyKey)]);
  if (stored.status === 'fulfilled' && placed.status === 'fulfilled') return { kind: 'placed' };
  if (placed.status === 'rejected' && isAgreementOutdated(placed.reason)) {
    return { kind: 'agreement-changed', message: errorMessage(placed.reason, BILLING_MESSAGES.agreementChanged) };
  }
  if (placed.status === 'rejected' && isSlotUnavailable(placed.reason)) {
    return { kind: 'slot-unavailable', message: errorMessage(placed.reason, BILLING_MESSAGES.slotTaken) };
  }
  if (stored.status === 'rejected') {
    const refused = paymentErrorOf(stored.reason);
    if (refused) return { kind: 'card-problem', message: refused };
    return { kind: 'failed', message: checkoutFailureMessage(stored.reason) };
  }
  return { kind: 'failed', message: checkoutFailureMessage(placed.status === 'rejected' ? placed.reason : undefined) };
}
