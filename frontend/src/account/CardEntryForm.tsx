import { useCallback, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PaymentAlert } from '../ui/payment/PaymentAlert';
import { usePaymentFields } from '../ui/payment/usePaymentFields';
import { ZipCodeField } from '../ui/payment/ZipCodeField';
import type { CardEntry } from '../ui/payment/card-entry';
import { CardFields } from '../ui/payment/CardFields';
import { Button } from '../ui/Button';
import styles from './AccountPage.module.css';

interface CardEntryFormProps {
  postalCode: string;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  busyLabel: string;
  onCancel: () => void;
  /** What went wrong with the last submit, said in the dialog (the page and its toasts are hidden meanwhile). */
  error: string | null;
  /** A new submit starts: the last error goes. */
  onSubmitStart: () => void;
  /**
   * The payment method made from the card typed: what the dialog does with it (its own errors are its own). It may give
   * the provider's refusal of the card, shown under the card as the billing page shows a decline.
   */
  onPaymentMethod: (paymentMethodId: string) => Promise<string | void>;
  /** More fields under the card (Pay Now's save-card box). */
  children?: ReactNode;
}

/**
 * The card form of the account's dialogs (Edit Billing, Pay Now without a card): the billing page's card entry and
 * zip code, checked before a payment method is made; the card's own problems under it.
 */
export function CardEntryForm({ postalCode, label, submitLabel, busyLabel, onCancel, error, onSubmitStart, onPaymentMethod, children }: CardEntryFormProps) {
  const { details, zipCode, setZipCode, cardError, setCardError, zipError, setZipError, checkZipCode } = usePaymentFields(postalCode);
  const entry = useRef<CardEntry | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  // The card form hands over its entry once it can make payment methods: submitting waits for it (spec 5).
  const entryRef = useCallback((value: CardEntry | null) => {
    entry.current = value;
    setReady(value !== null);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const card = entry.current;
    if (!card || busy) return;
    onSubmitStart();
    setCardError(null);
    // Under the field, not in a toast: while the dialog is open the page and its toasts are hidden from screen readers.
    if (checkZipCode(form)) return;
    setBusy(true);
    try {
      const result = await card.createPaymentMethod(zipCode);
      if ('error' in result) {
        setCardError(result.error);
        return;
      }
      const refused = await onPaymentMethod(result.paymentMethodId);
      if (refused) setCardError(refused);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.modalForm} onSubmit={(event) => void submit(event)} noValidate aria-label={label}>
      <CardFields details={details} entryRef={entryRef} onCardError={setCardError} statusClassName={styles.muted} />
      <ZipCodeField value={zipCode} onValue={setZipCode} error={zipError} onError={setZipError} />
      {children}
      <PaymentAlert message={cardError} testId="card-error" />
      <PaymentAlert message={error} />
      <div className={styles.modalActions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!ready} busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
