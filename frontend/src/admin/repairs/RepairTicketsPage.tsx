import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { adminKeys, errorMessage, repairsApi, type AdminRepairTicket, type RepairStatus } from '../../api';
import { REPAIR_STATUS_LABELS, nextMoves } from '../../lib/repair-rules';
import { RepairTicketRow } from '../../ui/RepairTicketRow';
import { Button } from '../../ui/Button';
import { QueryRetryAlert } from '../../ui/RetryAlert';
import { ActionDialog, Panel, SelectField } from '../shared';
import styles from '../shared/admin.module.css';

type Move = ReturnType<typeof nextMoves>[number];

const MOVE_LABELS: Record<Move, string> = { visited: 'Mark Visited', fixed: 'Mark Fixed', replaced: 'Mark Replaced' };
const FILTERS: ReadonlyArray<{ value: RepairStatus | 'all'; label: string }> = [
  { value: 'all', label: 'All' },
  ...(Object.entries(REPAIR_STATUS_LABELS) as Array<[RepairStatus, string]>).map(([value, label]) => ({ value, label })),
];

/**
 * Tickets (issue 23, item 2): every repair ticket, newest first, with the moves its status allows. Replaced sends the
 * customer's unit to maintenance and a fresh one in its place, so it is confirmed first; the server's refusal (no
 * unit on the shelf) is shown as it said it.
 */
export function RepairTicketsPage() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<RepairStatus | 'all'>('all');
  const [confirming, setConfirming] = useState<AdminRepairTicket | null>(null);
  const tickets = useQuery({
    queryKey: [...adminKeys.repairTickets, filter],
    queryFn: () => repairsApi.getAllRepairTickets(filter === 'all' ? {} : { status: filter }),
  });
  const move = useMutation({
    mutationFn: ({ ticket, to }: { ticket: AdminRepairTicket; to: Move }) => repairsApi.updateRepairTicket(ticket._id, { status: to }),
    onSuccess: async (answer) => {
      setConfirming(null);
      toast.success(`Ticket marked ${answer.ticket.status}`);
      await queryClient.invalidateQueries({ queryKey: adminKeys.repairTickets });
    },
    onError: (error) => toast.error(errorMessage(error, 'The ticket could not be changed. Please try again.')),
  });
  const list = tickets.data?.data ?? [];

  function start(ticket: AdminRepairTicket, to: Move) {
    if (to === 'replaced') setConfirming(ticket);
    else move.mutate({ ticket, to });
  }

  return (
    <Panel id="repair-tickets" title="Tickets">
      <div className={styles.actions}>
        <SelectField label="Status" value={filter} options={FILTERS} onChange={setFilter} />
      </div>
      {tickets.isError && <QueryRetryAlert message="Failed to load the tickets" query={tickets} />}
      <ul className={styles.list} aria-label="Repair tickets">
        {list.map((ticket) => (
          <RepairTicketRow key={ticket._id} ticket={ticket}>
            <span className={styles.muted}>Customer: {ticket.customerName ? `${ticket.customerName} (${ticket.customerEmail ?? ''})` : ticket.user}</span>
            {nextMoves(ticket.status).length > 0 && (
              <div className={styles.actions}>
                {nextMoves(ticket.status).map((to) => (
                  <Button key={to} small variant={to === 'replaced' ? 'secondary' : 'primary'} busy={move.isPending && move.variables.ticket._id === ticket._id && move.variables.to === to} onClick={() => start(ticket, to)}>
                    {MOVE_LABELS[to]}
                  </Button>
                ))}
              </div>
            )}
          </RepairTicketRow>
        ))}
        {tickets.isSuccess && list.length === 0 && <li className={styles.muted}>No tickets</li>}
      </ul>
      {confirming && (
        <ActionDialog
          title="Replace the unit?"
          description={`${confirming.itemName} goes to maintenance and a unit from the shelf takes its place in the customer's home.`}
          onCancel={() => setConfirming(null)}
          actions={
            <Button busy={move.isPending} busyLabel="Replacing..." onClick={() => move.mutate({ ticket: confirming, to: 'replaced' })}>
              Replace unit
            </Button>
          }
        />
      )}
    </Panel>
  );
}
