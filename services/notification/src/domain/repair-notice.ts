import type { AdminNotification } from './admin-notification';

/** What the admin feed says of a repair ticket (issue 23, item 2). Pure: no I/O. */

interface RequestedRepair {
  ticketId: string;
  orderId: string;
  itemName: string;
  issue: string;
  visitDate: string;
  visitTime: string;
}

/** The longest part of the customer's words the notice quotes: the ticket itself has them all. */
const ISSUE_QUOTED = 200;

/** A customer booked a technician: a maintenance visit to prepare. */
export function repairRequestedNotice(repair: RequestedRepair): AdminNotification {
  const issue = repair.issue.length > ISSUE_QUOTED ? `${repair.issue.slice(0, ISSUE_QUOTED - 1)}…` : repair.issue;
  return {
    type: 'maintenance',
    priority: 'high',
    message: `Repair ticket ${repair.ticketId} for order ${repair.orderId}: ${repair.itemName}, technician visit ${repair.visitDate} at ${repair.visitTime}. "${issue}"`,
    items: [repair.itemName],
  };
}
