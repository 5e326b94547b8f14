/**
 * The card and zip code rules the billing page and My Account's Edit Billing share (spec 2.6, 5 and 8): the zip code,
 * the sandbox card form's formatting and completeness, the provider's refusal. Pure, so each is unit-tested alone.
 */
import { errorBodyOf } from '../../api';

export const PAYMENT_MESSAGES = {
  zipMissing: 'Please enter zip code',
  zipIncomplete: 'Please enter a 5-digit zip code',
  stripeNotLoaded: 'Stripe not loaded yet. Please wait...',
  fieldsNotLoaded: 'Payment fields not loaded properly',
  cardValidationFailed: 'Error validating card details',
  stripeUnavailable: 'The secure card form could not be loaded. Please check your internet connection and reload the page.',
  cardNumberIncomplete: 'Your card number is incomplete.',
  cardExpiryIncomplete: "Your card's expiration date is incomplete.",
  cardCvcIncomplete: "Your card's security code is incomplete.",
} as const;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The zip code's rule, shown under the field before it is typed. */
export const ZIP_CODE_HINT = '5 digits';

/** Spec 5: the zip code keeps digits only, at most 5. */
export function zipCodeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 5);
}

/** The zip code's problem when Complete Setup is pressed, or null. */
export function zipCodeProblem(zipCode: string): string | null {
  if (zipCode === '') return PAYMENT_MESSAGES.zipMissing;
  return /^\d{5}$/.test(zipCode) ? null : PAYMENT_MESSAGES.zipIncomplete;
}

// The sandbox card form (test mode): what Stripe's card element does for the typed card.

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** The card number as typed, grouped the way it is printed: 4-6-5 for American Express, groups of four otherwise. */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (isAmex(digits)) {
    const amex = digits.slice(0, 15);
    return [amex.slice(0, 4), amex.slice(4, 10), amex.slice(10)].filter(Boolean).join(' ');
  }
  return (digits.slice(0, 19).match(/.{1,4}/g) ?? []).join(' ');
}

/** The expiry as typed, as 'MM / YY'; a single first digit above 1 is a month of its own ('4' -> '04 / '). */
export function formatExpiry(value: string, deleting = false): string {
  let digits = value.replace(/\D/g, '');
  if (/^[2-9]$/.test(digits.slice(0, 1))) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** 'MM / YY' -> month and four-digit year; null until both are typed. */
export function readExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2}) \/ (\d{2})$/.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** The security code keeps digits only: 3, or 4 for American Express. */
export function cvcInput(value: string, cardNumber: string): string {
  return value.replace(/\D/g, '').slice(0, isAmex(cardNumber.replace(/\D/g, '')) ? 4 : 3);
}

export interface TypedCard {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * What is missing from a typed card, in Stripe's words, before it is sent; null when it is complete enough for the
 * provider to judge (a wrong number, a past expiry or a declined card are the provider's to say).
 */
export function typedCardProblem(card: TypedCard): string | null {
  const digits = card.number.replace(/\D/g, '');
  if (digits.length < (isAmex(digits) ? 15 : 13)) return PAYMENT_MESSAGES.cardNumberIncomplete;
  if (!readExpiry(card.expiry)) return PAYMENT_MESSAGES.cardExpiryIncomplete;
  if (card.cvc.length < (isAmex(digits) ? 4 : 3)) return PAYMENT_MESSAGES.cardCvcIncomplete;
  return null;
}

// The provider's refusal, read from a failed call's body.


/** The payment provider's own words when it refused the card (`{ type: 'payment_error', error }`), else undefined. */
export function paymentErrorOf(error: unknown): string | undefined {
  const body = errorBodyOf<'type' | 'error'>(error);
  return body.type === 'payment_error' && isText(body.error) ? body.error : undefined;
}
