import { mobileOf, smsFailureCodeOf, smsTextOf } from '../../src/domain/sms';

describe('a mobile number a text can go to', () => {
  it.each([
    ['317-555-0100', '+13175550100'],
    ['(317) 555 0100', '+13175550100'],
    ['1 317 555 0100', '+13175550100'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('when the customer typed %s, then the text goes to %s', (typed, e164) => {
    expect(mobileOf(typed)).toBe(e164);
  });

  it.each([[''], [undefined], [null], ['12'], ['555-0100'], ['+1234'], ['abc']])('when the customer typed %j, then there is none', (typed) => {
    expect(mobileOf(typed)).toBeNull();
  });

  it('when a text is written, then it says who writes', () => {
    expect(smsTextOf({ message: 'Hello' })).toBe('Rent-to-Own Appliance: Hello');
  });

  it('when the provider refuses, then a 4xx fails for good and 429 or 5xx is tried again', () => {
    expect(smsFailureCodeOf(400)).toBe(550);
    expect(smsFailureCodeOf(429)).toBe(450);
    expect(smsFailureCodeOf(503)).toBe(450);
    expect(smsFailureCodeOf(undefined)).toBeUndefined();
  });
});
