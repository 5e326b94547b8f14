import { useQuery } from '@tanstack/react-query';
import { queryKeys, repairsApi } from '../api';
import { Card } from '../ui/Page';
import { RepairTicketRow, repairTicketStyles as styles } from '../ui/RepairTicketRow';
import accountStyles from './AccountPage.module.css';

/**
 * My Account's repair tickets (issue 23, item 2): each with its item, the customer's words, the visit and where it
 * stands. Kept under the dashboard's key, so the live events that re-read the dashboard re-read these too.
 */
export function RepairTickets() {
  const tickets = useQuery({ queryKey: queryKeys.repairTickets, queryFn: repairsApi.getRepairTickets });
  const list = tickets.data?.data ?? [];
  if (list.length === 0) return null;
  return (
    <Card className={styles.tickets}>
      <div className={accountStyles.section}>
        <h2 className={accountStyles.sectionTitle}>Repairs</h2>
        <ul className={styles.list} aria-label="Repair tickets">
          {list.map((ticket) => (
            <RepairTicketRow key={ticket._id} ticket={ticket} />
          ))}
        </ul>
      </div>
    </Card>
  );
}
