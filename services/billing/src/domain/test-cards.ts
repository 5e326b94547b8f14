/**
 * Stripe's documented test cards, which the sandbox provider honours as Stripe's test mode does: each test card
 * number and each test payment method id (`pm_card_<name>`) gives its documented brand and last four digits, or its
 * documented decline. Pure data and rules: no I/O.
 */

import type { CardSummary } from './payment-provider';

/** How Stripe refuses a card: the error code, the decline code and the message the customer reads. */
export interface Decline {
  code: 'card_declined' | 'expired_card' | 'incorrect_cvc' | 'processing_error';
  declineCode: string;
  message: string;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay';

export interface TestCard {
  /** Its name: the payment method id is `pm_card_<name>`, and what a sandbox payment method keeps (never the number). */
  name: string;
  number: string;
  brand: CardBrand;
  funding: 'credit' | 'debit' | 'prepaid';
  /** Has a documented `pm_card_<name>` id (a few numbers have none). */
  hasPaymentMethodId: boolean;
  /** Refused when attached to a customer (Stripe checks the card then). */
  declineOnAttach?: Decline;
  /** Attaches, but every charge fails (Stripe's 4000 0000 0000 0341). */
  declineOnCharge?: Decline;
}

const DECLINED: Decline = { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };

const decline = (declineCode: string, message = 'Your card was declined.', code: Decline['code'] = 'card_declined'): Decline => ({ code, declineCode, message });

/** The table, as Stripe's testing documentation gives it. */
export const TEST_CARDS: readonly TestCard[] = [
  { name: 'visa', number: '4242424242424242', brand: 'visa', funding: 'credit', hasPaymentMethodId: true },
  { name: 'visa_debit', number: '4000056655665556', brand: 'visa', funding: 'debit', hasPaymentMethodId: true },
  { name: 'mastercard', number: '5555555555554444', brand: 'mastercard', funding: 'credit', hasPaymentMethodId: true },
  { name: 'mastercard_2series', number: '2223003122003222', brand: 'mastercard', funding: 'credit', hasPaymentMethodId: false },
  { name: 'mastercard_debit', number: '5200828282828210', brand: 'mastercard', funding: 'debit', hasPaymentMethodId: true },
  { name: 'mastercard_prepaid', number: '5105105105105100', brand: 'mastercard', funding: 'prepaid', hasPaymentMethodId: true },
  { name: 'amex', number: '378282246310005', brand: 'amex', funding: 'credit', hasPaymentMethodId: true },
  { name: 'amex_2', number: '371449635398431', brand: 'amex', funding: 'credit', hasPaymentMethodId: false },
  { name: 'discover', number: '6011111111111117', brand: 'discover', funding: 'credit', hasPaymentMethodId: true },
  { name: 'diners', number: '3056930009020004', brand: 'diners', funding: 'credit', hasPaymentMethodId: true },
  { name: 'jcb', number: '3566002020360505', brand: 'jcb', funding: 'credit', hasPaymentMethodId: true },
  { name: 'unionpay', number: '6200000000000005', brand: 'unionpay', funding: 'credit', hasPaymentMethodId: true },
  { name: 'chargeDeclined', number: '4000000000000002', brand: 'visa', funding: 'credit', hasPaymentMethodId: true, declineOnAttach: DECLINED },
  {
    name: 'visa_chargeDeclinedInsufficientFunds',
    number: '4000000000009995',
    brand: 'visa',
    funding: 'credit',
    hasPaymentMethodId: true,
    declineOnAttach: decline('insufficient_funds', 'Your card has insufficient funds.'),
  },
  { name: 'visa_chargeDeclinedLostCard', number: '4000000000009987', brand: 'visa', funding: 'credit', hasPaymentMethodId: true, declineOnAttach: decline('lost_card') },
  { name: 'visa_chargeDeclinedStolenCard', number: '4000000000009979', brand: 'visa', funding: 'credit', hasPaymentMethodId: true, declineOnAttach: decline('stolen_card') },
  {
    name: 'chargeDeclinedExpiredCard',
    number: '4000000000000069',
    brand: 'visa',
    funding: 'credit',
    hasPaymentMethodId: true,
    declineOnAttach: decline('expired_card', 'Your card has expired.', 'expired_card'),
  },
  {
    name: 'chargeDeclinedIncorrectCvc',
    number: '4000000000000127',
    brand: 'visa',
    funding: 'credit',
    hasPaymentMethodId: true,
    declineOnAttach: decline('incorrect_cvc', "Your card's security code is incorrect.", 'incorrect_cvc'),
  },
  {
    name: 'chargeDeclinedProcessingError',
    number: '4000000000000119',
    brand: 'visa',
    funding: 'credit',
    hasPaymentMethodId: true,
    declineOnAttach: decline('processing_error', 'An error occurred while processing your card. Try again in a little bit.', 'processing_error'),
  },
  { name: 'radarBlock', number: '4100000000000019', brand: 'visa', funding: 'credit', hasPaymentMethodId: true, declineOnAttach: decline('fraudulent') },
  { name: 'chargeCustomerFail', number: '4000000000000341', brand: 'visa', funding: 'credit', hasPaymentMethodId: true, declineOnCharge: DECLINED },
];

const BY_NAME = new Map(TEST_CARDS.map((card) => [card.name, card]));
const BY_NUMBER = new Map(TEST_CARDS.map((card) => [card.number, card]));
const PAYMENT_METHOD_PREFIX = 'pm_card_';

export function testCardNamed(name: string): TestCard | undefined {
  return BY_NAME.get(name);
}

/** The test card a documented id (`pm_card_visa`) stands for. */
export function testCardOfPaymentMethodId(id: string): TestCard | undefined {
  if (!id.startsWith(PAYMENT_METHOD_PREFIX)) return undefined;
  const card = BY_NAME.get(id.slice(PAYMENT_METHOD_PREFIX.length));
  return card?.hasPaymentMethodId ? card : undefined;
}

/**
 * The expiry a documented test id carries: any future date works in Stripe's test mode; the sandbox gives December
 * of next year.
 */
export function testIdExpiry(now: Date): { expMonth: number; expYear: number } {
  return { expMonth: 12, expYear: now.getUTCFullYear() + 1 };
}

export function summaryOfTestId(card: TestCard, now: Date): CardSummary {
  return { brand: card.brand, last4: card.number.slice(-4), ...testIdExpiry(now) };
}

/** What the sandbox card form sends: the fields Stripe's card element collects. */
export interface CardEntry {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** A card entry the sandbox refuses, with the code and message Stripe's card element shows for it. */
export interface CardEntryProblem {
  code: 'incomplete_number' | 'invalid_number' | 'invalid_expiry_month' | 'invalid_expiry_year' | 'invalid_expiry_year_past' | 'incomplete_cvc' | 'live_card_in_test_mode';
  message: string;
}

/** Luhn's check digit rule, which every card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Reads a card entry as Stripe's test mode would: the number (spaces and dashes allowed) must be complete and valid,
 * the expiry this month or later, the security code 3 digits (4 for American Express), and the card one of the test
 * cards (a real card in test mode is refused). Gives the test card, or the problem.
 */
export function readCardEntry(entry: CardEntry, now: Date): { card: TestCard } | { problem: CardEntryProblem } {
  const digits = entry.number.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) return { problem: { code: 'invalid_number', message: 'Your card number is invalid.' } };
  if (digits.length < 13) return { problem: { code: 'incomplete_number', message: 'Your card number is incomplete.' } };
  if (digits.length > 19 || !passesLuhn(digits)) return { problem: { code: 'invalid_number', message: 'Your card number is invalid.' } };
  if (!Number.isInteger(entry.expMonth) || entry.expMonth < 1 || entry.expMonth > 12) {
    return { problem: { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." } };
  }
  const year = entry.expYear < 100 ? 2000 + entry.expYear : entry.expYear;
  if (!Number.isInteger(year) || year > now.getUTCFullYear() + 50) {
    return { problem: { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." } };
  }
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && entry.expMonth < now.getUTCMonth() + 1)) {
    return { problem: { code: 'invalid_expiry_year_past', message: "Your card's expiration date is in the past." } };
  }
  const card = BY_NUMBER.get(digits);
  const cvcLength = card?.brand === 'amex' || digits.startsWith('34') || digits.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(entry.cvc)) return { problem: { code: 'incomplete_cvc', message: "Your card's security code is incomplete." } };
  if (!card) {
    return { problem: { code: 'live_card_in_test_mode', message: 'Your card was declined. Your request was in test mode, but used a non test card. Use one of the test cards shown on this page.' } };
  }
  return { card };
}

/** The normalised four-digit year of an entry (`30` -> 2030). */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** A card the sandbox made from a test card: what it keeps so that later payments behave as that card does. */
export interface SandboxPaymentMethodRecord {
  id: string;
  userId: string;
  /** The name of the test card it was made from (how it behaves), never its number. */
  testCard: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  postalCode: string | null;
}

/** Where the sandbox keeps the cards it made (billing's `sandbox_payment_methods`, store/). */
export interface SandboxPaymentMethods {
  create(method: SandboxPaymentMethodRecord): Promise<SandboxPaymentMethodRecord>;
  findById(id: string): Promise<SandboxPaymentMethodRecord | null>;
  /** Drops a payment method (detached, as Stripe's detach leaves it unusable); one gone already is done. */
  remove(id: string): Promise<void>;
}
