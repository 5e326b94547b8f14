import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../lib/toast';
import { api, errorMessage, queryKeys, type DashboardOrder } from '../api';
import { DEFAULT_SLOT, firstOfferedDate, SlotFields } from '../ui/SlotFields';
import { Button } from '../ui/Button';
import styles from './AccountPage.module.css';

/**
 * The customer picks another delivery time for an order not delivered yet (issue 23), or a new one after a missed
 * visit. The server checks the slot under the booking's rules and notice and answers why it refuses one.
 */
export function RescheduleDelivery({ order, describedBy }: { order: DashboardOrder; describedBy: string }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const missed = order.deliveryStatus === 'missed';
  const [open, setOpen] = useState(false);
  const [deliveryDate, setDate] = useState(firstOfferedDate);
  const [deliveryTime, setTime] = useState<string>(DEFAULT_SLOT);
  const save = useMutation({
    mutationFn: () => api.rescheduleDelivery(order._id, { deliveryDate, deliveryTime }),
    onSuccess: async () => {
      toast.success('Delivery rescheduled');
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
    onError: (error) => toast.error(errorMessage(error, 'Your delivery could not be rescheduled. Please try again.')),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate();
  }

  if (!open) {
    return (
      <div className={styles.actions}>
        <Button small variant={missed ? 'primary' : 'secondary'} onClick={() => setOpen(true)} aria-describedby={describedBy}>
          {missed ? 'Pick a new time' : 'Reschedule delivery'}
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} aria-label={`New delivery time for order ${order._id}`}>
      <SlotFields className={styles.actions} idPrefix={formId} date={deliveryDate} time={deliveryTime} onDate={setDate} onTime={setTime} />
      <div className={styles.actions}>
        <Button small type="submit" busy={save.isPending} busyLabel="Saving...">
          Save new time
        </Button>
        <Button small variant="secondary" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
