import { DomainError } from '@rto/kit';
import type { RepairStatus } from '@rto/contracts';
import type { CatalogClient } from '../adapters/catalog.client';
import { TICKET_NOT_FOUND, ticketMoveRefusal } from '../domain/repair';
import type { RepairTicketRecord, RepairTicketRepository, TicketMove } from '../store/repair-ticket.repository';

export interface UpdateRepairTicketDeps {
  tickets: Pick<RepairTicketRepository, 'byId' | 'move'>;
  units: Pick<CatalogClient, 'replaceUnit'>;
}

const CHANGED_MEANWHILE = 'This ticket was changed by another request, please reload it';

/**
 * PATCH /updateRepairTicket/{ticketId} (the admin): visited, fixed or replaced, with a note. Replaced asks catalog
 * first to swap the unit (none on the shelf: 409, the ticket unchanged); catalog's swap is idempotent per ticket, so a
 * move that failed after it is simply asked again. The ticket's write is conditional on the status it was read in;
 * the same move again (or twice at once) answers the same ticket and tells nothing twice.
 */
export function createUpdateRepairTicket({ tickets, units }: UpdateRepairTicketDeps) {
  return async (ticketId: string, to: RepairStatus, note: string): Promise<RepairTicketRecord> => {
    const ticket = await tickets.byId(ticketId);
    if (!ticket) throw new DomainError('not-found', TICKET_NOT_FOUND);
    if (ticket.status === to) return ticket;
    const refusal = ticketMoveRefusal(ticket.status, to);
    if (refusal) throw new DomainError('conflict', refusal);
    const change: TicketMove = { note };
    if (to === 'replaced') {
      const swapped = await units.replaceUnit({ orderId: ticket.orderId, productId: ticket.itemId, ticketId: ticket.id });
      if (!swapped.replaced) throw new DomainError('conflict', swapped.error);
      change.replacedSerial = swapped.replacedSerial;
      change.newSerial = swapped.newSerial;
    }
    const moved = await tickets.move(ticket, to, change);
    if (moved) return moved;
    const now = await tickets.byId(ticketId);
    if (now?.status === to) return now;
    throw new DomainError('conflict', CHANGED_MEANWHILE);
  };
}

export type UpdateRepairTicket = ReturnType<typeof createUpdateRepairTicket>;
