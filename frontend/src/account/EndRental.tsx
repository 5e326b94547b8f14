import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../lib/toast';
import { errorMessage, queryKeys, returnsApi, type DashboardOrder } from '../api';
import { DEFAULT_SLOT, firstOfferedDate, SlotFields, type SlotLabel } from '../ui/SlotFields';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Modal, ModalActions } from '../ui/Modal';
import styles from './AccountPage.module.css';

/**
 * "End rental" (issue 23, item 3): a dialog that says what ending means (month to month, no fee; rent is due until
 * the pickup) and books the pickup at a time the customer picks on the crew's calendar. The server checks the slot
 * and answers why it refuses one, shown in the dialog.
 */
export function EndRental({ order, describedBy }: { order: DashboardOrder; describedBy: string }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [pickupDate, setDate] = useState(firstOfferedDate);
  const [pickupTime, setTime] = useState<SlotLabel>(DEFAULT_SLOT);
  const book = useMutation({
    mutationFn: () => returnsApi.requestReturn(order._id, { pickupDate, pickupTime }),
    onSuccess: async () => {
      toast.success('Pickup booked');
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) book.reset();
  };

  return (
    <div className={styles.actions}>
      <Button small variant="secondary" onClick={() => setOpen(true)} aria-describedby={describedBy}>
        End rental
      </Button>
      <Modal
        open={open}
        onOpenChange={change}
        title="End this rental?"
        footer={
          <ModalActions>
            <Button small variant="secondary" onClick={() => change(false)}>
              Keep renting
            </Button>
            <Button small type="submit" form={formId} busy={book.isPending} busyLabel="Booking...">
              Book pickup
            </Button>
          </ModalActions>
        }
      >
        <p>Your rental is month to month: ending it costs no fee. We pick up {order.items.map((item) => item.name).join(', ')} at the time you choose.</p>
        <p>Rent is due until the pickup, and rent already paid for this month is not refunded.</p>
        <form
          id={formId}
          aria-label={`Pickup time for order ${order._id}`}
          onSubmit={(event) => {
            event.preventDefault();
            book.mutate();
          }}
        >
          <SlotFields className={styles.actions} idPrefix={formId} date={pickupDate} time={pickupTime} onDate={setDate} onTime={setTime} />
        </form>
        {book.isError && <Alert tone="error">{errorMessage(book.error, 'Your pickup could not be booked. Please try again.')}</Alert>}
      </Modal>
    </div>
  );
}
