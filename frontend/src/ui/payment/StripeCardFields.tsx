/**
 * The card form with Stripe (spec 2.6: card number, expiry and security code fields supplied by the card payment
 * provider): Stripe's Elements in their own frames, so the card never touches this app. This module, and Stripe.js
 * with it, is loaded only by the billing page and only when the billing service says Stripe runs.
 */
import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardNumberElement, StripeElementChangeEvent } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useId, useImperativeHandle, useState, type ReactNode } from 'react';
import { Alert } from '../Alert';
import fieldStyles from '../Field.module.css';
import { PAYMENT_MESSAGES } from './payment-rules';
import styles from './CardFields.module.css';
import formStyles from '../Form.module.css';
import type { CardFieldsProps } from './card-entry';
import { createSetupIntentHolder } from './setup-intent';

const loaded = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js per key for the life of the page (loadStripe must not run on every render). */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => {
      loaded.delete(publishableKey); // a later visit may try again
      return null;
    });
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

const ELEMENT_OPTIONS = {
  style: {
    base: { fontSize: '16px', color: '#14212b', fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', '::placeholder': { color: '#6b7782' } },
    invalid: { color: '#b42318' },
  },
} as const;

function ElementsFields({ entryRef, onCardError }: CardFieldsProps) {
  const stripe = useStripe();
  const elements = useElements();
  // Each element reports its own error; the box shows the latest one still standing.
  const [errors] = useState(() => new Map<string, string>());
  const [setupIntent] = useState(createSetupIntentHolder);

  useImperativeHandle(
    entryRef,
    () => {
      /** Stripe.js and its card number field, or what to say while they are not there. */
      const ready = (): { stripe: Stripe; card: StripeCardNumberElement } | { error: string } => {
        if (!stripe || !elements) return { error: PAYMENT_MESSAGES.stripeNotLoaded };
        const card = elements.getElement(CardNumberElement);
        return card ? { stripe, card } : { error: PAYMENT_MESSAGES.fieldsNotLoaded };
      };
      const billingDetails = (zipCode: string) => ({ address: { postal_code: zipCode } });
      return {
        async createPaymentMethod(zipCode: string) {
          const fields = ready();
          if ('error' in fields) return fields;
          try {
            const result = await fields.stripe.createPaymentMethod({ type: 'card', card: fields.card, billing_details: billingDetails(zipCode) });
            if (result.error) return { error: result.error.message ?? PAYMENT_MESSAGES.cardValidationFailed };
            return { paymentMethodId: result.paymentMethod.id };
          } catch {
            return { error: PAYMENT_MESSAGES.cardValidationFailed };
          }
        },

        async verifyCard(zipCode: string) {
          const fields = ready();
          if ('error' in fields) return fields;
          try {
            const clientSecret = await setupIntent.clientSecret();
            const result = await fields.stripe.confirmCardSetup(clientSecret, { payment_method: { card: fields.card, billing_details: billingDetails(zipCode) } });
            if (result.error) {
              // A refused or mistyped card leaves the SetupIntent to be confirmed again; anything else needs a new one.
              if (result.error.type !== 'card_error' && result.error.type !== 'validation_error') setupIntent.done();
              return { error: result.error.message ?? PAYMENT_MESSAGES.cardValidationFailed };
            }
            setupIntent.done();
            const method = result.setupIntent.payment_method;
            const paymentMethodId = typeof method === 'string' ? method : method?.id;
            return paymentMethodId ? { paymentMethodId } : { error: PAYMENT_MESSAGES.cardValidationFailed };
          } catch {
            setupIntent.done();
            return { error: PAYMENT_MESSAGES.cardValidationFailed };
          }
        },
      };
    },
    [stripe, elements, setupIntent],
  );

  function elementChanged(event: StripeElementChangeEvent) {
    if (event.error?.message) errors.set(event.elementType, event.error.message);
    else errors.delete(event.elementType);
    onCardError([...errors.values()].at(-1) ?? null);
  }

  return (
    <div className={styles.cardFields}>
      <StripeField label="Card number">
        <CardNumberElement options={{ ...ELEMENT_OPTIONS, showIcon: true }} onChange={elementChanged} />
      </StripeField>
      <div className={formStyles.row}>
        <StripeField label="Expiry date">
          <CardExpiryElement options={ELEMENT_OPTIONS} onChange={elementChanged} />
        </StripeField>
        <StripeField label="Security code">
          <CardCvcElement options={ELEMENT_OPTIONS} onChange={elementChanged} />
        </StripeField>
      </div>
    </div>
  );
}

/** One of Stripe's fields (a frame of Stripe's own) in a box drawn like our inputs, named by its label. */
function StripeField({ label, children }: { label: string; children: ReactNode }) {
  const labelId = useId();
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label} id={labelId}>
        {label}
      </span>
      <div className={`${fieldStyles.control} ${styles.stripeElement}`} role="group" aria-labelledby={labelId}>
        {children}
      </div>
    </div>
  );
}

interface StripeCardFieldsProps extends CardFieldsProps {
  publishableKey: string;
}

/** Stripe's card fields; a clear message instead when Stripe.js cannot be loaded (offline, blocked). */
export function StripeCardFields({ publishableKey, entryRef, onCardError }: StripeCardFieldsProps) {
  const [unavailable, setUnavailable] = useState(false);
  const [stripe] = useState(() =>
    stripeFor(publishableKey).then((loadedStripe) => {
      if (!loadedStripe) setUnavailable(true);
      return loadedStripe;
    }),
  );
  if (unavailable) return <Alert tone="error">{PAYMENT_MESSAGES.stripeUnavailable}</Alert>;
  return (
    <Elements stripe={stripe}>
      <ElementsFields entryRef={entryRef} onCardError={onCardError} />
    </Elements>
  );
}
