/**
 * The billing page's rules (spec 2.6, 3, 5, 8 and 9) as pure functions: reading the delivery choice from the address,
 * the draft days, and the messages of a failed checkout (the card and zip code rules are ui/payment's). No React and no network, so each rule is unit-tested alone.
 */
import { DRAFT_DAYS as RULE_DRAFT_DAYS } from '@rto/rules';
import { ApiError, errorBodyOf, type DeliveryChoice } from '../api';
import { BRAND_NAME } from '../lib/brand';
import { addressPartOf } from '../lib/delivery-choice-storage';
import { PAYMENT_MESSAGES } from '../ui/payment/payment-rules';

export const BILLING_MESSAGES = {
  ...PAYMENT_MESSAGES,
  networkError: 'Network error. Please check your internet connection and try again.',
  unexpectedError: 'An unexpected error occurred. Please try again.',
  slotTaken: 'This time slot is already booked',
  agreementChanged: 'Your order changed after the agreement was written. Please read and sign the agreement again.',
  thankYou: `We are working on your order. Thank you for trusting ${BRAND_NAME} Deals!`,
} as const;

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The delivery choice from /billing's `data` parameter (URL-encoded JSON, spec 2.1), or null when it is missing or
 * is not a whole choice (an old bookmark, a hand-edited address): the page then sends the customer back to /delivery
 * instead of placing an order for nothing.
 */
export function readDeliveryChoice(data: string | null): DeliveryChoice | null {
  if (data === null || data.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { location, deliveryDate, deliveryTime, totalCost, locationName } = parsed as Record<string, unknown>;
  if (typeof location !== 'object' || location === null) return null;
  const { lat, lng } = location as Record<string, unknown>;
  if (!isFiniteNumber(lat) || !isFiniteNumber(lng) || !isText(deliveryDate) || !isText(deliveryTime) || !isFiniteNumber(totalCost) || !isText(locationName)) {
    return null;
  }
  return { location: { lat, lng }, deliveryDate, deliveryTime, totalCost, locationName, ...addressPartOf(parsed as Record<string, unknown>) };
}

/** Spec 9: the days a customer may choose to be drafted on, 1 to 28 (@rto/rules: every month has them). */
export const DRAFT_DAYS: readonly number[] = Array.from({ length: RULE_DRAFT_DAYS.max - RULE_DRAFT_DAYS.min + 1 }, (_, index) => RULE_DRAFT_DAYS.min + index);

/** 1 -> '1st', 2 -> '2nd', 11 -> '11th', 22 -> '22nd'. */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** The Payment Draft Date option: '1st of each month'. */
export function draftDayLabel(day: number): string {
  return `${ordinal(day)} of each month`;
}

// A failed checkout (spec 8, billing failure).


/**
 * Spec 8: the error text when the answer has one (a payment_error or any error field); else 'Validation error:
 * {details}'; with no answer at all the network message; else the unexpected-error message.
 */
export function checkoutFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return BILLING_MESSAGES.unexpectedError;
  if (error.isNetworkError) return BILLING_MESSAGES.networkError;
  const body = errorBodyOf<'error' | 'details'>(error);
  if (isText(body.error)) return body.error;
  if (body.details !== undefined && body.details !== null && body.details !== '') {
    return `Validation error: ${typeof body.details === 'string' ? body.details : JSON.stringify(body.details)}`;
  }
  return BILLING_MESSAGES.unexpectedError;
}

/**
 * createOrder refused the signed agreement: the order no longer prices as it did when the text was written (409
 * 'agreement-changed'), or the text is no longer on file (422 'agreement-not-on-file'). The customer reads the new
 * text and consents again; nothing was placed.
 */
export function isAgreementOutdated(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { code } = errorBodyOf<'code'>(error);
  return (error.status === 409 && code === 'agreement-changed') || (error.status === 422 && code === 'agreement-not-on-file');
}

/**
 * createOrder refused the slot: 409, another customer took it since the delivery page showed it free; 422, it can no
 * longer be booked (its time has passed, the day closed). Either way the customer picks another on /delivery.
 */
export function isSlotUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 422);
}

/** The slot message, then what to do: 'This time slot is already booked. Please choose another delivery time.' */
export function anotherSlotMessage(reason: string): string {
  const sentence = /[.!?]$/.test(reason.trim()) ? reason.trim() : `${reason.trim()}.`;
  return `${sentence} Please choose another delivery time.`;
}

/**
 * A key for one checkout attempt (POST /createOrder's Idempotency-Key). randomUUID needs a secure context (https or
 * localhost); elsewhere the same 122 random bits come from getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
