import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import {
  anotherSlotMessage,
  checkoutFailureMessage,
  DRAFT_DAYS,
  draftDayLabel,
  isAgreementOutdated,
  isSlotUnavailable,
  newIdempotencyKey,
  readDeliveryChoice,
} from './billing-rules';
import { paymentErrorOf } from '../ui/payment/payment-rules';

const choice = {
  location: { lat: 39.7684, lng: -86.1581 },
  deliveryDate: '2030-06-14',
  deliveryTime: '4:00 PM',
  totalCost: 149,
  locationName: 'Indianapolis, Indiana, United States',
};

describe('the delivery choice in /billing?data=', () => {
  it('when data is the URL-encoded JSON the delivery page wrote, then it is read back exactly', () => {
    const data = new URLSearchParams(`data=${encodeURIComponent(JSON.stringify(choice))}`).get('data');
    expect(readDeliveryChoice(data)).toEqual(choice);
  });

  it('when extra fields ride along, then only the documented ones (and the address and stairs answer) are kept', () => {
    expect(readDeliveryChoice(JSON.stringify({ ...choice, stairs: true, location: { ...choice.location, zoom: 13 } }))).toEqual({ ...choice, stairs: true });
    const deliveryAddress = { street: '1 Main St', city: 'Carmel', state: 'IN', zipCode: '46032' };
    expect(readDeliveryChoice(JSON.stringify({ ...choice, deliveryAddress: { ...deliveryAddress, admin: true } }))).toEqual({ ...choice, deliveryAddress });
    expect(readDeliveryChoice(JSON.stringify({ ...choice, deliveryAddress: { street: 1 } }))).toEqual(choice);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not JSON', '{location:'],
    ['not an object', '"hello"'],
    ['without a location', JSON.stringify({ ...choice, location: undefined })],
    ['with a text latitude', JSON.stringify({ ...choice, location: { lat: '39.7', lng: -86.1 } })],
    ['without a date', JSON.stringify({ ...choice, deliveryDate: '' })],
    ['without a time', JSON.stringify({ ...choice, deliveryTime: undefined })],
    ['with a text total', JSON.stringify({ ...choice, totalCost: '149' })],
    ['without a place name', JSON.stringify({ ...choice, locationName: '  ' })],
  ])('when data is %s, then there is no choice', (_, data) => {
    expect(readDeliveryChoice(data)).toBeNull();
  });
});

describe('draft day (spec 9)', () => {
  it("when the draft days are listed, then they run from '1st of each month' to '28th of each month'", () => {
    const labels = DRAFT_DAYS.map(draftDayLabel);
    expect(labels).toHaveLength(28);
    expect(labels.slice(0, 4)).toEqual(['1st of each month', '2nd of each month', '3rd of each month', '4th of each month']);
    expect(labels.slice(10, 13)).toEqual(['11th of each month', '12th of each month', '13th of each month']);
    expect(labels.slice(20, 23)).toEqual(['21st of each month', '22nd of each month', '23rd of each month']);
    expect(labels.at(-1)).toBe('28th of each month');
  });
});

describe('the messages of a failed checkout (spec 8, billing failure)', () => {
  it('when the card is refused, then the payment error is the provider’s own text', () => {
    const refused = new ApiError(402, 'Your card was declined.', { type: 'payment_error', error: 'Your card was declined.', code: 'card_declined' });
    expect(paymentErrorOf(refused)).toBe('Your card was declined.');
    expect(checkoutFailureMessage(refused)).toBe('Your card was declined.');
  });

  it('when the answer has an error field, then that text', () => {
    expect(checkoutFailureMessage(new ApiError(400, 'Validation error: Zip code must be 5 digits', { error: 'Validation error: Zip code must be 5 digits', details: 'Zip code must be 5 digits' }))).toBe(
      'Validation error: Zip code must be 5 digits',
    );
    expect(paymentErrorOf(new ApiError(400, 'Bad', { error: 'Bad' }))).toBeUndefined();
  });

  it("when the answer has only details, then 'Validation error: {details}'", () => {
    expect(checkoutFailureMessage(new ApiError(400, undefined, { details: 'draftDay must be 1 to 28' }))).toBe('Validation error: draftDay must be 1 to 28');
  });

  it('when no answer came, then the network message; otherwise the unexpected-error message', () => {
    expect(checkoutFailureMessage(new ApiError(0, undefined, undefined))).toBe('Network error. Please check your internet connection and try again.');
    expect(checkoutFailureMessage(new ApiError(500, undefined, '<html>'))).toBe('An unexpected error occurred. Please try again.');
    expect(checkoutFailureMessage(new TypeError('boom'))).toBe('An unexpected error occurred. Please try again.');
  });

  it('when createOrder answers 409 (taken) or 422 (no longer bookable), then another slot is needed, and the message says so', () => {
    expect(isSlotUnavailable(new ApiError(409, 'This time slot is already booked', { error: 'This time slot is already booked' }))).toBe(true);
    expect(isSlotUnavailable(new ApiError(422, 'This delivery time has already passed', { error: 'This delivery time has already passed' }))).toBe(true);
    expect(isSlotUnavailable(new ApiError(400, 'Bad', {}))).toBe(false);
    expect(anotherSlotMessage('This time slot is already booked')).toBe('This time slot is already booked. Please choose another delivery time.');
    expect(anotherSlotMessage('That day is full.')).toBe('That day is full. Please choose another delivery time.');
  });

  it("when createOrder refuses the signed agreement (409 'agreement-changed', 422 'agreement-not-on-file'), then it is read again; other 409s and 422s are not", () => {
    expect(isAgreementOutdated(new ApiError(409, 'Your order changed', { error: 'Your order changed', code: 'agreement-changed' }))).toBe(true);
    expect(isAgreementOutdated(new ApiError(422, 'No longer on file', { error: 'No longer on file', code: 'agreement-not-on-file' }))).toBe(true);
    expect(isAgreementOutdated(new ApiError(409, 'This time slot is already booked', { error: 'This time slot is already booked' }))).toBe(false);
    expect(isAgreementOutdated(new ApiError(422, 'Gone', { error: 'Gone', code: 'agreement-changed' }))).toBe(false);
    expect(isAgreementOutdated(new Error('agreement-changed'))).toBe(false);
  });
});

describe('the idempotency key of a checkout', () => {
  it('when keys are made, then each is a distinct version-4 UUID, also without crypto.randomUUID (plain http)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const randomUUID = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
