import { useImperativeHandle, useState, type ChangeEvent } from 'react';
import { api, errorMessage } from '../../api';
import { TextField } from '../TextField';
import { PAYMENT_MESSAGES, cvcInput, formatCardNumber, formatExpiry, paymentErrorOf, readExpiry, typedCardProblem, type TypedCard } from './payment-rules';
import styles from './CardFields.module.css';
import formStyles from '../Form.module.css';
import type { CardFieldsProps, PaymentMethodResult } from './card-entry';
import { createSetupIntentHolder } from './setup-intent';

/** Stripe's test cards (the billing service's sandbox honours the same table). */
const TEST_CARDS = [
  { number: '4242 4242 4242 4242', what: 'Visa, accepted' },
  { number: '5555 5555 5555 4444', what: 'Mastercard, accepted' },
  { number: '3782 822463 10005', what: 'American Express, accepted (4-digit security code)' },
  { number: '4000 0000 0000 0002', what: 'declined' },
  { number: '4000 0000 0000 9995', what: 'declined: insufficient funds' },
] as const;

function TestModeNote() {
  return (
    <aside className={styles.testMode} aria-labelledby="test-mode-title">
      <p id="test-mode-title" className={styles.testModeTitle}>
        Test mode
      </p>
      <p>No real card is charged. Use one of these test cards, with any future expiry date and any security code:</p>
      <ul className={styles.testCards}>
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className={styles.cardNumber}>{card.number}</span> {card.what}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * The card form of test mode, when no Stripe key is configured: number, expiry and security code typed here and
 * turned into a payment method by the billing service's sandbox, the way Stripe.js does with Stripe.
 */
export function SandboxCardFields({ entryRef, onCardError }: CardFieldsProps) {
  const [card, setCard] = useState<TypedCard>({ number: '', expiry: '', cvc: '' });
  const [setupIntent] = useState(createSetupIntentHolder);

  useImperativeHandle(
    entryRef,
    () => {
      const createPaymentMethod = async (zipCode: string): Promise<PaymentMethodResult> => {
        const problem = typedCardProblem(card);
        const expiry = readExpiry(card.expiry);
        if (problem || !expiry) return { error: problem ?? PAYMENT_MESSAGES.cardExpiryIncomplete };
        try {
          const { paymentMethod } = await api.createSandboxPaymentMethod({
            card: { number: card.number.replace(/\D/g, ''), exp_month: expiry.month, exp_year: expiry.year, cvc: card.cvc },
            billing_details: { address: { postal_code: zipCode } },
          });
          return { paymentMethodId: paymentMethod.id };
        } catch (error) {
          return { error: paymentErrorOf(error) ?? errorMessage(error, PAYMENT_MESSAGES.cardValidationFailed) };
        }
      };
      return {
        createPaymentMethod,
        // What Stripe.js's confirmCardSetup does: the payment method made, then the SetupIntent confirmed with it.
        async verifyCard(zipCode: string): Promise<PaymentMethodResult> {
          const made = await createPaymentMethod(zipCode);
          if ('error' in made) return made;
          try {
            const clientSecret = await setupIntent.clientSecret();
            const { setupIntent: confirmed } = await api.confirmSandboxSetupIntent({ clientSecret, paymentMethodId: made.paymentMethodId });
            setupIntent.done();
            return { paymentMethodId: confirmed.payment_method };
          } catch (error) {
            const refused = paymentErrorOf(error);
            if (!refused) setupIntent.done(); // gone or used: a fresh one next time
            return { error: refused ?? errorMessage(error, PAYMENT_MESSAGES.cardValidationFailed) };
          }
        },
      };
    },
    [card, setupIntent],
  );

  function update(field: keyof TypedCard) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      const deleting = (event.nativeEvent as InputEvent).inputType?.startsWith('delete') ?? false;
      onCardError(null);
      setCard((current) => {
        if (field === 'number') return { ...current, number: formatCardNumber(value), cvc: cvcInput(current.cvc, value) };
        if (field === 'expiry') return { ...current, expiry: formatExpiry(value, deleting) };
        return { ...current, cvc: cvcInput(value, current.number) };
      });
    };
  }

  return (
    <div className={styles.cardFields}>
      <TestModeNote />
      <TextField
        label="Card number"
        name="cardNumber"
        value={card.number}
        onChange={update('number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
      />
      <div className={formStyles.row}>
        <TextField label="Expiry date" name="cardExpiry" value={card.expiry} onChange={update('expiry')} inputMode="numeric" autoComplete="cc-exp" placeholder="MM / YY" />
        <TextField label="Security code" name="cardCvc" value={card.cvc} onChange={update('cvc')} inputMode="numeric" autoComplete="cc-csc" placeholder="CVC" />
      </div>
    </div>
  );
}
