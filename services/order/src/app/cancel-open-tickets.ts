import type { Logger } from '@rto/kit';
import { RETURN_CANCELS_TICKET } from '../domain/repair';
import type { RepairTicketRepository } from '../store/repair-ticket.repository';
import type { PickupScheduling } from './book-pickup';

export interface CancelOpenTicketsDeps {
  tickets: Pick<RepairTicketRepository, 'openOfOrder' | 'cancel'>;
  scheduling: Pick<PickupScheduling, 'releaseVisit'>;
  logger: Logger;
}

/**
 * The rental's goods are going back (a pickup booked) or are back (marked returned): each open repair ticket (booked
 * or visited) has its visit released, then is closed as cancelled with `repair.updated` in that write. The visit is
 * let go first: a crash between the two leaves the ticket open, so a repeat finds it again; a ticket closed already is
 * not found open, so nothing is told twice.
 */
export function createCancelOpenTickets({ tickets, scheduling, logger }: CancelOpenTicketsDeps) {
  return async (orderId: string): Promise<void> => {
    for (const ticket of await tickets.openOfOrder(orderId)) {
      await scheduling.releaseVisit(ticket.id);
      if (await tickets.cancel(ticket, RETURN_CANCELS_TICKET)) logger.info({ orderId, ticketId: ticket.id }, 'repair ticket cancelled: rental being returned');
    }
  };
}

export type CancelOpenTickets = ReturnType<typeof createCancelOpenTickets>;
