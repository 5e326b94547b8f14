import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { api, errorMessage, type AdminOrder } from '../../api';
import { adminKeys } from '../../api/query-keys';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import styles from '../shared/admin.module.css';
import { Badge, capitalise, Details, formatDateTime, type Tone } from '../shared';

type Visit = Pick<AdminOrder, 'deliveryStatus' | 'deliveredAt' | 'deliveryTechnician' | 'deliveryNote'>;
type Marking = 'delivered' | 'missed';

const TONE: Record<Visit['deliveryStatus'], Tone> = { scheduled: 'blue', delivered: 'green', missed: 'red' };
/** A delivery can be marked only for an order paid and running (the server says so too). */
const MARKABLE: readonly AdminOrder['status'][] = ['active', 'paused', 'overdue'];

/**
 * The delivery visit in the subscription's details (issue 23): its status, who delivered it and the note, and Mark
 * Delivered (technician, note) or Mark Missed (note), each confirmed first. Shows what the server answered.
 */
export function SubscriptionDelivery({ order }: { order: AdminOrder }) {
  const queryClient = useQueryClient();
  const [visit, setVisit] = useState<Visit>(order);
  const [marking, setMarking] = useState<Marking | null>(null);
  const [technician, setTechnician] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const mark = useMutation({
    mutationFn: (to: Marking) => (to === 'delivered' ? api.markDelivered(order.id, { technician: technician.trim(), ...(note.trim() ? { note: note.trim() } : {}) }) : api.markMissed(order.id, note.trim() || undefined)),
    onSuccess: async (answer, to) => {
      setVisit(answer.order);
      setMarking(null);
      toast.success(to === 'delivered' ? 'Delivery marked made' : 'Delivery marked missed: the customer is asked to pick a new time');
      await queryClient.invalidateQueries({ queryKey: adminKeys.orders });
    },
    onError: (error) => toast.error(errorMessage(error, 'The delivery could not be marked. Please try again.')),
  });
  const technicianMissing = marking === 'delivered' && tried && !technician.trim();

  function confirm() {
    setTried(true);
    if (marking === 'delivered' && !technician.trim()) return;
    if (marking) mark.mutate(marking);
  }

  function start(to: Marking) {
    setMarking(to);
    setTried(false);
    setNote('');
  }

  const open = visit.deliveryStatus !== 'delivered' && MARKABLE.includes(order.status);
  return (
    <section aria-label="Delivery">
      <h3 className={styles.sectionTitle}>Delivery</h3>
      <Details
        rows={[
          ['Delivery status', <Badge key="delivery" tone={TONE[visit.deliveryStatus]}>{capitalise(visit.deliveryStatus)}</Badge>],
          ...(visit.deliveredAt ? ([['Delivered', formatDateTime(visit.deliveredAt)]] as [string, string][]) : []),
          ...(visit.deliveryTechnician ? ([['Technician', visit.deliveryTechnician]] as [string, string][]) : []),
          ...(visit.deliveryNote ? ([['Note', visit.deliveryNote]] as [string, string][]) : []),
        ]}
      />
      {open && !marking && (
        <div className={styles.actions}>
          <Button small onClick={() => start('delivered')}>
            Mark Delivered
          </Button>
          {visit.deliveryStatus === 'scheduled' && (
            <Button small variant="secondary" onClick={() => start('missed')}>
              Mark Missed
            </Button>
          )}
        </div>
      )}
      {open && marking && (
        <div role="group" aria-label={marking === 'delivered' ? 'Confirm the delivery' : 'Confirm the missed delivery'}>
          <p>{marking === 'delivered' ? 'Mark this delivery made? The rental term starts now.' : 'Mark this delivery missed? The slot is freed and the customer is asked to pick a new time.'}</p>
          {marking === 'delivered' && (
            <TextField label="Technician" value={technician} onChange={(event) => setTechnician(event.target.value)} maxLength={100} error={technicianMissing ? 'Who delivered it?' : undefined} />
          )}
          <TextField label="Note" value={note} onChange={(event) => setNote(event.target.value)} maxLength={500} />
          <div className={styles.actions}>
            <Button small onClick={confirm} busy={mark.isPending} busyLabel="Saving...">
              {marking === 'delivered' ? 'Confirm delivered' : 'Confirm missed'}
            </Button>
            <Button small variant="secondary" onClick={() => setMarking(null)}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
