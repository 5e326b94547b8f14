import { useState } from 'react';
import { formatUsd } from '../lib/money';
import { Button } from '../ui/Button';
import { Modal, ModalActions } from '../ui/Modal';

interface PayOffButtonProps {
  orderId: string;
  /** The server's figure (getDashboardData's payoffAmount), in dollars: the one POST /payNow {payoff: true} charges. */
  amount: number;
  itemNames: readonly string[];
  onPayOff: (orderId: string) => void;
  paying: boolean;
  describedBy: string;
}

/** "Pay off now ($X)": the early purchase option of the order, asked to be confirmed before the card is charged. */
export function PayOffButton({ orderId, amount, itemNames, onPayOff, paying, describedBy }: PayOffButtonProps) {
  const [open, setOpen] = useState(false);
  const label = `Pay off now (${formatUsd(amount)})`;
  const confirm = () => {
    setOpen(false);
    onPayOff(orderId);
  };
  return (
    <>
      <Button small variant="secondary" onClick={() => setOpen(true)} busy={paying} busyLabel="Paying off..." aria-describedby={describedBy}>
        {label}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Pay off this order?"
        footer={
          <ModalActions>
            <Button small variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button small onClick={confirm}>
              Pay {formatUsd(amount)}
            </Button>
          </ModalActions>
        }
      >
        <p>
          Your card on file is charged {formatUsd(amount)} today, half of the payments still to make on this order, and{' '}
          {itemNames.join(', ')} {itemNames.length === 1 ? 'becomes' : 'become'} yours. No more monthly payments are drafted for it.
        </p>
      </Modal>
    </>
  );
}
