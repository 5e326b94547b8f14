import type { Ref } from 'react';

/**
 * What the billing form needs from whichever card form the provider calls for (Stripe's Elements or the test-mode
 * sandbox form): a payment method made from the card and the zip code, or the message to show in the card error box.
 */
export type PaymentMethodResult = { paymentMethodId: string } | { error: string };

export interface CardEntry {
  createPaymentMethod(zipCode: string): Promise<PaymentMethodResult>;
  /**
   * Card first: the card checked with the provider through a SetupIntent (Stripe.js confirmCardSetup, or the sandbox's
   * alike), before anything is signed. Gives the payment method it attached to the customer, or the bank's refusal.
   */
  verifyCard(zipCode: string): Promise<PaymentMethodResult>;
}

export interface CardFieldsProps {
  /** Set by the card form once it can make payment methods; null while it cannot. */
  entryRef: Ref<CardEntry | null>;
  /** The card error to show (the provider's words, as the customer types), or null to clear it. */
  onCardError: (message: string | null) => void;
}
