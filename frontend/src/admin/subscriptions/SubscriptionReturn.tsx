import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { adminKeys, api, errorMessage, returnsApi, type AdminOrder, type ReturnCondition } from '../../api';
import { DEFAULT_SLOT, firstOfferedDate, SlotFields, type SlotLabel } from '../../ui/SlotFields';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import styles from '../shared/admin.module.css';
import { Badge, Details, formatDate, formatDateTime, SelectField } from '../shared';

type ReturnFacts = Pick<AdminOrder, 'status' | 'returnStatus' | 'pickupDate' | 'pickupTime' | 'pickupBookedBy' | 'returnedAt' | 'returnCondition'>;
type Step = 'pickup' | 'returned' | null;

const LIVE: readonly AdminOrder['status'][] = ['active', 'paused', 'overdue'];
const CONDITIONS: Array<{ value: ReturnCondition; label: string }> = [
  { value: 'good', label: 'Good' },
  { value: 'damaged', label: 'Damaged (to maintenance)' },
];

/**
 * The return in the subscription's details (issue 23, item 3): the pickup booked (by the customer, or an admin) and
 * the goods back; Mark Returned (condition, note) for a delivered rental, Schedule Pickup for one eligible for
 * repossession (billing's figure, the Payments part's query). Each confirmed first; shows what the server answered.
 */
export function SubscriptionReturn({ order }: { order: AdminOrder }) {
  const queryClient = useQueryClient();
  const formId = useId();
  const [facts, setFacts] = useState<ReturnFacts>(order);
  const [step, setStep] = useState<Step>(null);
  const [condition, setCondition] = useState<ReturnCondition>('good');
  const [note, setNote] = useState('');
  const [pickupDate, setDate] = useState(firstOfferedDate);
  const [pickupTime, setTime] = useState<SlotLabel>(DEFAULT_SLOT);
  const money = useQuery({ queryKey: adminKeys.subscriptionBilling(order.id), queryFn: () => api.getSubscriptionBilling(order.id) });
  const save = useMutation({
    mutationFn: (to: Exclude<Step, null>) =>
      to === 'pickup' ? returnsApi.schedulePickup(order.id, { pickupDate, pickupTime }) : returnsApi.markReturned(order.id, { condition, ...(note.trim() ? { note: note.trim() } : {}) }),
    onSuccess: async (answer, to) => {
      setFacts(answer.order);
      setStep(null);
      toast.success(to === 'pickup' ? 'Pickup booked: the customer is told' : 'Marked returned: the order is completed');
      await queryClient.invalidateQueries({ queryKey: adminKeys.orders });
    },
    onError: (error) => toast.error(errorMessage(error, 'The return could not be saved. Please try again.')),
  });

  const live = LIVE.includes(facts.status) && order.deliveryStatus === 'delivered';
  const eligible = money.data?.billing?.repossessionEligible === true;
  const rows: Array<[string, ReactNode]> = [['Return', <Badge key="return" tone={facts.returnStatus === 'returned' ? 'green' : facts.returnStatus ? 'blue' : 'gray'}>{facts.returnStatus === 'returned' ? 'Returned' : facts.returnStatus ? 'Pickup booked' : 'None'}</Badge>]];
  if (facts.pickupDate) rows.push(['Pickup', `${formatDate(facts.pickupDate)} at ${facts.pickupTime} (booked by ${facts.pickupBookedBy === 'admin' ? 'an admin' : 'the customer'})`]);
  if (facts.returnedAt) rows.push(['Returned', formatDateTime(facts.returnedAt)]);
  if (facts.returnCondition) rows.push(['Condition', facts.returnCondition]);

  return (
    <section aria-label="Return">
      <h3 className={styles.sectionTitle}>Return</h3>
      <Details rows={rows} />
      {live && !step && (
        <div className={styles.actions}>
          <Button small onClick={() => setStep('returned')}>
            Mark Returned
          </Button>
          {eligible && !facts.returnStatus && (
            <Button small variant="secondary" onClick={() => setStep('pickup')}>
              Schedule Pickup
            </Button>
          )}
        </div>
      )}
      {live && step === 'returned' && (
        <div role="group" aria-label="Confirm the return">
          <p>Mark the goods returned? The order is completed, its rent stops with a final invoice, and its units come back.</p>
          <SelectField label="Condition" value={condition} options={CONDITIONS} onChange={setCondition} />
          <TextField label="Note" value={note} onChange={(event) => setNote(event.target.value)} maxLength={500} />
          <ConfirmOrCancel label="Confirm returned" busyLabel="Saving..." busy={save.isPending} onConfirm={() => save.mutate('returned')} onCancel={() => setStep(null)} />
        </div>
      )}
      {live && step === 'pickup' && (
        <div role="group" aria-label="Confirm the pickup">
          <p>Book a pickup for this order, more than 90 days late? The customer is told by e-mail.</p>
          <SlotFields className={styles.actions} idPrefix={formId} date={pickupDate} time={pickupTime} onDate={setDate} onTime={setTime} />
          <ConfirmOrCancel label="Confirm pickup" busyLabel="Booking..." busy={save.isPending} onConfirm={() => save.mutate('pickup')} onCancel={() => setStep(null)} />
        </div>
      )}
    </section>
  );
}

/** A confirmation step's two buttons: the action, busy while it runs, and Cancel. */
function ConfirmOrCancel({ label, busyLabel, busy, onConfirm, onCancel }: { label: string; busyLabel: string; busy: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <div className={styles.actions}>
      <Button small onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
        {label}
      </Button>
      <Button small variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
