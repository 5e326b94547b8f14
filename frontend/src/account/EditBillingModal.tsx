import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { api, queryKeys, ApiError } from '../api';
import { PaymentAlert } from '../ui/payment/PaymentAlert';
import { usePaymentFields } from '../ui/payment/usePaymentFields';
import { ZipCodeField } from '../ui/payment/ZipCodeField';
import type { CardEntry } from '../ui/payment/card-entry';
import { CardFields } from '../ui/payment/CardFields';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { ACCOUNT_MESSAGES } from './account-rules';
import styles from './AccountPage.module.css';

interface EditBillingModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  postalCode: string;
}

/** Edit Billing (spec 2.11 and 7): a new card from the billing page's card entry, made the default card. */
export function EditBillingModal({ open, onOpenChange, postalCode }: EditBillingModalProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Edit Billing" description="The new card is used for your next monthly payments.">
      {/* Rendered only while open: every opening starts with an empty card form. */}
      <CardForm postalCode={postalCode} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}

function CardForm({ postalCode, onDone }: { postalCode: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { details, zipCode, setZipCode, cardError, setCardError, zipError, setZipError, checkZipCode } = usePaymentFields(postalCode);
  const entry = useRef<CardEntry | null>(null);
  const [ready, setReady] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The card form hands over its entry once it can make payment methods: Save waits for it (spec 5).
  const entryRef = useCallback((value: CardEntry | null) => {
    entry.current = value;
    setReady(value !== null);
  }, []);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const card = entry.current;
    if (!card || saving) return;
    setSaveError(null);
    // Under the field, not in a toast: while the dialog is open the page and its toasts are hidden from screen readers.
    if (checkZipCode(form)) return;
    setSaving(true);
    try {
      const result = await card.createPaymentMethod(zipCode);
      if ('error' in result) {
        setCardError(result.error);
        return;
      }
      await api.updatePaymentMethod(result.paymentMethodId);
      toast.success(ACCOUNT_MESSAGES.billingUpdated);
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.billingDetails });
      onDone();
    } catch (error) {
      // Said in the dialog too: while it is open, the page and its toasts are hidden from screen readers.
      const reason = error instanceof ApiError && error.status === 409 && error.serverMessage ? ` ${error.serverMessage}` : '';
      setSaveError(`${ACCOUNT_MESSAGES.billingUpdateFailed}${reason}`);
      toast.error(ACCOUNT_MESSAGES.billingUpdateFailed);
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className={styles.modalForm} onSubmit={(event) => void save(event)} noValidate aria-label="New card">
      <CardFields details={details} entryRef={entryRef} onCardError={setCardError} statusClassName={styles.muted} />
      <ZipCodeField value={zipCode} onValue={setZipCode} error={zipError} onError={setZipError} />
      <PaymentAlert message={cardError} testId="card-error" />
      <PaymentAlert message={saveError} />
      <div className={styles.modalActions}>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!ready} busy={saving} busyLabel="Updating...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
