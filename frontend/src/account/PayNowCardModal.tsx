import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../lib/toast';
import { api, errorMessage, queryKeys, type DashboardData } from '../api';
import { formatUsd } from '../lib/money';
import { paymentErrorOf } from '../ui/payment/payment-rules';
import { SaveCardBox } from '../ui/payment/SaveCardBox';
import { Modal } from '../ui/Modal';
import { ACCOUNT_MESSAGES, paidUpNow } from './account-rules';
import { CardEntryForm } from './CardEntryForm';
import styles from './AccountPage.module.css';

interface PayNowCardModalProps {
  /** The order whose due invoices to pay; null: closed. */
  orderId: string | null;
  onClose: () => void;
  postalCode: string;
}

/**
 * Pay Now without a card on file (issue 22, item 1): Edit Billing's card form and the billing page's "Save this card
 * for recurring payments" (unticked, the card pays this once and is removed again).
 */
export function PayNowCardModal({ orderId, onClose, postalCode }: PayNowCardModalProps) {
  return (
    <Modal open={orderId !== null} onOpenChange={(open) => !open && onClose()} title="Pay Now" description="No card on file: enter a card to pay what is due.">
      {/* Rendered only while open: every opening starts with an empty card form. */}
      {orderId && <PayForm orderId={orderId} postalCode={postalCode} onDone={onClose} />}
    </Modal>
  );
}

function PayForm({ orderId, postalCode, onDone }: { orderId: string; postalCode: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [saveCard, setSaveCard] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

  async function pay(paymentMethodId: string) {
    try {
      const { amount } = await api.payNow(orderId, { paymentMethodId, saveCard });
      toast.success(`Payment of ${formatUsd(amount)} received. Thank you!`);
      // Paid up from billing's answer now; read again for the card kept (or not) and what order heard.
      queryClient.setQueryData<DashboardData>(queryKeys.dashboard, (data) => (data ? paidUpNow(data, orderId) : data));
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      onDone();
    } catch (error) {
      setPayError(paymentErrorOf(error) ?? errorMessage(error, ACCOUNT_MESSAGES.payNowFailed));
    }
  }

  return (
    <CardEntryForm
      postalCode={postalCode}
      label="Card to pay with"
      submitLabel="Pay"
      busyLabel="Paying..."
      onCancel={onDone}
      error={payError}
      onSubmitStart={() => setPayError(null)}
      onPaymentMethod={pay}
    >
      <SaveCardBox
        checked={saveCard}
        onChange={setSaveCard}
        hintClassName={styles.muted}
        hint={saveCard ? 'Your next monthly payments are charged to this card.' : "This card pays this once and is then removed; next month's invoice is e-mailed to you."}
      />
    </CardEntryForm>
  );
}
