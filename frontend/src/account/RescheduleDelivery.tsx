import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { api, errorMessage, queryKeys, type DashboardOrder } from '../api';
import { addDays, localToday } from '../lib/dates';
import { Button } from '../ui/Button';
import styles from './AccountPage.module.css';

/** The 12 delivery slots (spec 9: hourly from 8:00 AM through 7:00 PM); 3:00 PM first offered, as at checkout. */
const SLOTS = Array.from({ length: 12 }, (_, index) => {
  const hour = 8 + index;
  return `${hour % 12 || 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
});
const DEFAULT_SLOT = '3:00 PM';

/**
 * The customer picks another delivery time for an order not delivered yet (issue 23), or a new one after a missed
 * visit. The server checks the slot under the booking's rules and notice and answers why it refuses one.
 */
export function RescheduleDelivery({ order, describedBy }: { order: DashboardOrder; describedBy: string }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const missed = order.deliveryStatus === 'missed';
  const [open, setOpen] = useState(false);
  const [deliveryDate, setDate] = useState(() => addDays(localToday(new Date()), 2));
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
      <div className={styles.actions}>
        <label htmlFor={`${formId}-date`}>Date</label>
        <input id={`${formId}-date`} type="date" required min={addDays(localToday(new Date()), 1)} value={deliveryDate} onChange={(event) => setDate(event.target.value)} />
        <label htmlFor={`${formId}-time`}>Time</label>
        <select id={`${formId}-time`} value={deliveryTime} onChange={(event) => setTime(event.target.value)}>
          {SLOTS.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </select>
      </div>
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
