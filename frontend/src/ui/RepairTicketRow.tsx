import type { ReactNode } from 'react';
import type { RepairTicket } from '../api';
import { formatLongDate } from '../lib/dates';
import { REPAIR_STATUS_LABELS } from '../lib/repair-rules';
import styles from './RepairTicketRow.module.css';

export { styles as repairTicketStyles };

/** One repair ticket (issue 23, item 2): the item, the customer's words, the visit, where it stands; then the caller's actions. */
export function RepairTicketRow({ ticket, children }: { ticket: RepairTicket; children?: ReactNode }) {
  return (
    <li className={styles.ticket} data-testid="repair-ticket">
      <span>
        <strong>{ticket.itemName}</strong> · <span className={styles.status}>{REPAIR_STATUS_LABELS[ticket.status]}</span>
      </span>
      <span>{ticket.issue}</span>
      <span className={styles.muted}>
        Visit {formatLongDate(ticket.visitDate)} at {ticket.visitTime} · Order {ticket.orderId}
      </span>
      {ticket.note && <span className={styles.muted}>Note: {ticket.note}</span>}
      {ticket.newSerial && <span className={styles.muted}>New unit {ticket.newSerial}</span>}
      {children}
    </li>
  );
}
