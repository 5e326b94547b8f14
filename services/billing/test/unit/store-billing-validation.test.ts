import { AppError, parseOrReject } from '@rto/kit';
import { billingContract } from '../../src/http/contract';
import { agreementOf, billingOf, pngOf } from '../support/png';

const parse = (body: unknown) => parseOrReject(billingContract.storeBilling.body, body, { validationDetails: true });

function problemOf(body: unknown): { message: string; details: string | undefined } {
  try {
    parse(body);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    const refused = error as AppError;
    expect(refused.status).toBe(400);
    return { message: refused.message, details: refused.fields?.['details'] };
  }
  throw new Error('the body was taken');
}

describe('the billing submission (POST /storeBilling)', () => {
  it('when the submission is whole, then it is taken and each signature arrives as its PNG bytes', () => {
    const parsed = parse(billingOf({ zipCode: ' 46204 ' }));
    expect(parsed).toMatchObject({ paymentMethodId: 'pm_card_visa', zipCode: '46204', draftDay: 15, saveCard: true });
    expect(parsed.agreement.customerSignature.equals(pngOf(300, 80))).toBe(true);
    expect(parsed.agreement.lessorSignature.equals(pngOf(280, 60))).toBe(true);
  });

  it.each([
    ['no zip code', { zipCode: '' }, 'Please enter zip code'],
    ['a zip code of 4 digits', { zipCode: '4620' }, 'Zip code must be 5 digits'],
    ['a zip code with letters', { zipCode: '4620A' }, 'Zip code must be 5 digits'],
    ['draft day 0', { draftDay: 0 }, 'Payment draft date must be a day from 1 to 28'],
    ['draft day 29', { draftDay: 29 }, 'Payment draft date must be a day from 1 to 28'],
    ['draft day 1.5', { draftDay: 1.5 }, 'Payment draft date must be a day from 1 to 28'],
    ['draft day as text', { draftDay: '15' }, 'Payment draft date must be a day from 1 to 28'],
    ['no payment method', { paymentMethodId: undefined }, 'Please enter your card details'],
    ['a card number instead of a payment method', { paymentMethodId: '4242424242424242' }, 'paymentMethodId must be a payment method id (pm_...)'],
    ['saveCard as text', { saveCard: 'yes' }, 'saveCard must be true or false'],
    ['no agreement', { agreement: undefined }, 'Please sign the rental agreement'],
    ['an agreement without a signature', { agreement: agreementOf({ customerSignature: '' }) }, 'Please sign the agreement'],
    ['a signature that is not a PNG', { agreement: agreementOf({ customerSignature: 'data:image/png;base64,AAAA' }) }, 'customerSignature is not a valid PNG image'],
    ['a blank customer name', { agreement: agreementOf({ customerName: '   ' }) }, 'Please enter your name'],
    ['another agreement version', { agreement: agreementOf({ agreementVersion: '2.0' }) }, "agreementVersion must be '1.0'"],
    ['a signing time that is not a time', { agreement: agreementOf({ signatureTimestamp: 'yesterday' }) }, 'signatureTimestamp must be an ISO date and time'],
    ['no lessor signature', { agreement: agreementOf({ lessorSignature: undefined }) }, 'The lessor signature is missing'],
  ])('when it has %s, then 400 reads "Validation error: %s" and carries the problem as details', (_label, change, problem) => {
    expect(problemOf(billingOf(change))).toEqual({ message: `Validation error: ${problem}`, details: problem });
  });
});
