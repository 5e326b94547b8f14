import { describe, expect, it } from 'vitest';
import { cvcInput, formatCardNumber, formatExpiry, PAYMENT_MESSAGES, readExpiry, typedCardProblem, zipCodeInput, zipCodeProblem } from './payment-rules';

describe('zip code (spec 5)', () => {
  it('when anything is typed, then the zip code keeps digits only, at most 5', () => {
    expect(zipCodeInput('46a2-04 99')).toBe('46204');
    expect(zipCodeInput('abc')).toBe('');
  });

  it("when the zip code is empty, then 'Please enter zip code'; when short, a 5-digit request; when whole, nothing", () => {
    expect(zipCodeProblem('')).toBe('Please enter zip code');
    expect(zipCodeProblem('462')).toBe(PAYMENT_MESSAGES.zipIncomplete);
    expect(zipCodeProblem('46204')).toBeNull();
  });
});

describe('the test-mode card form', () => {
  it('when a card number is typed, then it is spaced as printed: 4-4-4-4, or 4-6-5 for American Express', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828224631000599')).toBe('3782 822463 10005');
  });

  it("when an expiry is typed, then it reads 'MM / YY', and a lone first digit above 1 is a month", () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('12', true)).toBe('12');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12 / 305')).toBe('12 / 30');
    expect(readExpiry('12 / 30')).toEqual({ month: 12, year: 2030 });
    expect(readExpiry('12 / 3')).toBeNull();
  });

  it('when a security code is typed, then it keeps 3 digits, or 4 for American Express', () => {
    expect(cvcInput('12a34', '4242 4242 4242 4242')).toBe('123');
    expect(cvcInput('12a34', '3782 822463 10005')).toBe('1234');
  });

  it("when a part of the card is missing, then Stripe's words say which, in the order of the fields", () => {
    expect(typedCardProblem({ number: '4242 4242', expiry: '', cvc: '' })).toBe('Your card number is incomplete.');
    expect(typedCardProblem({ number: '4242 4242 4242 4242', expiry: '12 / ', cvc: '' })).toBe("Your card's expiration date is incomplete.");
    expect(typedCardProblem({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '12' })).toBe("Your card's security code is incomplete.");
    expect(typedCardProblem({ number: '3782 822463 10005', expiry: '12 / 30', cvc: '123' })).toBe("Your card's security code is incomplete.");
    expect(typedCardProblem({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' })).toBeNull();
  });
});
