import type { AdminOrder } from '../../api';
import { Button } from '../../ui/Button';
import { ActionDialog } from '../shared';
import { nextStatus } from './subscription-rules';

/** The row's button: Pause for an active subscription, Resume for a paused one. */
export function toggleLabel(status: AdminOrder['status']) {
  return nextStatus(status) === 'paused' ? 'Pause' : 'Resume';
}

/** What pausing or resuming does, said before it is done. */
function consequence(order: AdminOrder, to: 'paused' | 'active'): string {
  const whose = `${order.userName}'s subscription ${order.id}`;
  return to === 'paused'
    ? `No monthly payment is drafted for ${whose} while it is paused. It stays paused until it is resumed.`
    : `Monthly payments for ${whose} are drafted again from its next payment date.`;
}

/** Pausing or resuming asks first (issue 25): the dialog names the subscription and what the change does. */
export function ToggleConfirmDialog({ order, onCancel, onConfirm }: { order: AdminOrder; onCancel: () => void; onConfirm: () => void }) {
  const to = nextStatus(order.status);
  if (!to) return null;
  const verb = toggleLabel(order.status);
  return (
    <ActionDialog
      title={`${verb} this subscription?`}
      onCancel={onCancel}
      actions={
        <Button variant={to === 'paused' ? 'danger' : 'primary'} onClick={onConfirm}>
          {`${verb} Subscription`}
        </Button>
      }
    >
      <p>{consequence(order, to)}</p>
    </ActionDialog>
  );
}
