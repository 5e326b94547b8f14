import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { api, errorMessage, queryKeys, repairsApi } from '../../api';
import { DEFAULT_SLOT, firstOfferedDate, SlotFields, type SlotLabel } from '../../ui/SlotFields';
import { formatLongDate } from '../../lib/dates';
import { useIsLoggedIn } from '../../lib/session';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { TextAreaField } from '../../ui/TextField';
import { ISSUE_MAX, itemKey, repairableItems, type RepairableItem } from '../../lib/repair-rules';
import styles from './BookTechnician.module.css';

/**
 * The end of a troubleshooting guide (issue 23, item 2): "Still not working? Book a technician", for a signed-in
 * customer who rents an item of the guide's kind, delivered and running. Anyone else sees the guide as before, and a
 * visitor a way to log in.
 */
export function BookTechnician({ guide }: { guide: string }) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) {
    return (
      <p className={styles.offer}>
        Renting one from us? <Link to="/?login=true">Log in</Link> to book a technician.
      </p>
    );
  }
  return <RenterOffer guide={guide} />;
}

function RenterOffer({ guide }: { guide: string }) {
  const dashboard = useQuery({ queryKey: queryKeys.dashboard, queryFn: api.getDashboardData });
  const [open, setOpen] = useState(false);
  const items = repairableItems(dashboard.data?.orders ?? [], guide);
  if (items.length === 0) return null;
  return (
    <div className={styles.offer}>
      <span>Still not working?</span>
      <Button small onClick={() => setOpen(true)}>
        Book a technician
      </Button>
      {open && <BookingDialog items={items} onClose={() => setOpen(false)} />}
    </div>
  );
}

function BookingDialog({ items, onClose }: { items: RepairableItem[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const [chosen, setChosen] = useState(itemKey(items[0]!));
  const [issue, setIssue] = useState('');
  const [visitDate, setDate] = useState(firstOfferedDate);
  const [visitTime, setTime] = useState<SlotLabel>(DEFAULT_SLOT);
  const item = items.find((each) => itemKey(each) === chosen) ?? items[0]!;
  const book = useMutation({
    mutationFn: () => repairsApi.requestRepair({ orderId: item.orderId, itemId: item.itemId, issue: issue.trim(), visitDate, visitTime }),
    onSuccess: async (answer) => {
      toast.success(`Technician booked for ${formatLongDate(answer.ticket.visitDate)} at ${answer.ticket.visitTime}`);
      onClose();
      await queryClient.invalidateQueries({ queryKey: queryKeys.repairTickets });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    book.mutate();
  }

  return (
    <Modal open onOpenChange={(next) => !next && onClose()} title="Book a technician" description="Tell us what is wrong and when we can come. Repairs are free.">
      <form className={styles.form} onSubmit={submit} aria-label="Book a technician">
        {items.length > 1 && (
          <div className={styles.field}>
            <label htmlFor={`${formId}-item`}>Which item</label>
            <select id={`${formId}-item`} value={chosen} onChange={(event) => setChosen(event.target.value)}>
              {items.map((each) => (
                <option key={itemKey(each)} value={itemKey(each)}>
                  {each.name} (order {each.orderId.slice(-6)})
                </option>
              ))}
            </select>
          </div>
        )}
        {items.length === 1 && <p className={styles.muted}>{item.name}</p>}
        <TextAreaField label="What is wrong?" rows={4} required maxLength={ISSUE_MAX} value={issue} onChange={(event) => setIssue(event.target.value)} />
        <SlotFields className={styles.slot} idPrefix={formId} date={visitDate} time={visitTime} onDate={setDate} onTime={setTime} />
        {book.isError && <Alert tone="error">{errorMessage(book.error, 'The technician could not be booked. Please try again.')}</Alert>}
        <div className={styles.actions}>
          <Button type="submit" busy={book.isPending} busyLabel="Booking..." disabled={issue.trim().length === 0}>
            Book technician
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
