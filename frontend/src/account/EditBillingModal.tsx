import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../lib/toast';
import { api, queryKeys, ApiError } from '../api';
import { Modal } from '../ui/Modal';
import { paymentErrorOf } from '../ui/payment/payment-rules';
import { ACCOUNT_MESSAGES } from './account-rules';
import { CardEntryForm } from './CardEntryForm';

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
  const [saveError, setSaveError] = useState<string | null>(null);

  async function save(paymentMethodId: string): Promise<string | void> {
    try {
      await api.updatePaymentMethod(paymentMethodId);
      toast.success(ACCOUNT_MESSAGES.billingUpdated);
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.billingDetails });
      onDone();
    } catch (error) {
      // Said in the dialog too: while it is open, the page and its toasts are hidden from screen readers.
      const reason = error instanceof ApiError && error.status === 409 && error.serverMessage ? ` ${error.serverMessage}` : '';
      setSaveError(`${ACCOUNT_MESSAGES.billingUpdateFailed}${reason}`);
      toast.error(ACCOUNT_MESSAGES.billingUpdateFailed);
      // A declined card: the provider's reason under the card too, as the billing page says it.
      return paymentErrorOf(error);
    }
  }

  return (
    <CardEntryForm
      postalCode={postalCode}
      label="New card"
      submitLabel="Save Changes"
      busyLabel="Updating..."
      onCancel={onDone}
      error={saveError}
      onSubmitStart={() => setSaveError(null)}
      onPaymentMethod={save}
    />
  );
}
