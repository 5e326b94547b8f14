import { DomainError, type Clock, type Logger } from '@rto/kit';
import type { SchedulingClient, VisitOutcome } from '../adapters/scheduling.client';
import { ITEM_NOT_FOUND, OPEN_TICKET, RETURN_CANCELS_TICKET, repairRefusal } from '../domain/repair';
import type { OrderDelivery } from '../store/order-delivery';
import type { RepairTicketRecord, RepairTicketRepository } from '../store/repair-ticket.repository';
import type { DeletedCustomerRule } from './deleted-customer-rule';
import { ORDER_NOT_FOUND } from './mark-delivered';

export interface RequestRepairDeps {
  delivery: Pick<OrderDelivery, 'customerOrder'>;
  tickets: Pick<RepairTicketRepository, 'open' | 'openFor' | 'booked' | 'drop' | 'cancel'>;
  visits: Pick<SchedulingClient, 'claimVisit' | 'releaseVisit'>;
  /** A deleted customer books nothing, even by a request let in just before the deletion. */
  deletedCustomers: DeletedCustomerRule;
  clock: Clock;
  logger: Logger;
  /** A ticket left `requested` this long was stopped half-way (a crash, scheduling not answering): it is finished off. */
  settings: { staleRequestMs: number };
}

export interface RepairRequest {
  orderId: string;
  itemId: string;
  issue: string;
  visitDate: string;
  visitTime: string;
}

/**
 * POST /requestRepair: the customer books a technician for an item of their own delivered, running rental.
 *
 * The ticket is written first, `requested` (the unique index on open tickets lets one of two requests at once
 * through), then its visit is claimed at scheduling under the ticket's id, then the ticket is booked with
 * repair.requested in that write. A refused visit drops the ticket; a claim that failed half-way is released and the
 * ticket dropped; if even that fails, the ticket stays `requested` and the next request for the item, once it is
 * stale, releases its visit and drops it. So no visit is left without a ticket, and no ticket shown lacks a visit.
 * The order is read again once the ticket is booked: a pickup booked or the goods marked returned meanwhile (whose
 * pass over the open tickets may have missed this one, still `requested`) cancels it and releases its visit.
 */
export function createRequestRepair({ delivery, tickets, visits, deletedCustomers, clock, logger, settings }: RequestRepairDeps) {
  /** Gives back a half-made ticket's visit and drops it; false when scheduling could not be told (the ticket stays). */
  async function undo(ticketId: string): Promise<boolean> {
    try {
      await visits.releaseVisit(ticketId);
    } catch (error) {
      logger.warn({ err: error, ticketId }, 'could not release a repair visit: the ticket is left for the next request to finish');
      return false;
    }
    await tickets.drop(ticketId);
    return true;
  }

  async function openTicket(request: RepairRequest, fields: Parameters<RequestRepairDeps['tickets']['open']>[0]): Promise<RepairTicketRecord> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const outcome = await tickets.open(fields);
      if (outcome !== 'taken') return outcome.opened;
      const existing = await tickets.openFor(request.orderId, request.itemId);
      const stale = existing?.status === 'requested' && clock.now().getTime() - existing.requestedAt.getTime() >= settings.staleRequestMs;
      if (existing && !stale) throw new DomainError('conflict', OPEN_TICKET);
      if (existing && !(await undo(existing.id))) throw new DomainError('conflict', OPEN_TICKET);
    }
    throw new DomainError('conflict', OPEN_TICKET);
  }

  /** The booked ticket, unless the rental is going back or ended meanwhile: then it is cancelled (a 409). */
  async function stillWanted(userId: string, booked: RepairTicketRecord): Promise<RepairTicketRecord> {
    const now = await delivery.customerOrder(userId, booked.orderId);
    const refusal = now ? repairRefusal(now) : null;
    if (!refusal) return booked;
    await visits.releaseVisit(booked.id);
    await tickets.cancel(booked, RETURN_CANCELS_TICKET);
    throw new DomainError('conflict', refusal);
  }

  return async (userId: string, request: RepairRequest): Promise<RepairTicketRecord> => {
    await deletedCustomers.before(userId);
    const order = await delivery.customerOrder(userId, request.orderId);
    if (!order) throw new DomainError('not-found', ORDER_NOT_FOUND);
    const item = order.items.find((each) => each.productId === request.itemId);
    if (!item) throw new DomainError('not-found', ITEM_NOT_FOUND);
    const refusal = repairRefusal(order);
    if (refusal) throw new DomainError('conflict', refusal);

    const ticket = await openTicket(request, {
      orderId: order.id,
      userId,
      itemId: item.productId,
      itemName: item.name,
      category: item.category,
      issue: request.issue,
      visitDate: request.visitDate,
      visitTime: request.visitTime,
      requestedAt: clock.now(),
    });
    try {
      await deletedCustomers.afterWrite(userId);
    } catch (error) {
      await tickets.drop(ticket.id);
      throw error;
    }
    let claim: VisitOutcome;
    try {
      claim = await visits.claimVisit({ visitId: ticket.id, kind: 'repair', orderId: order.id, customerId: userId, visitDate: request.visitDate, visitTime: request.visitTime });
    } catch (error) {
      await undo(ticket.id);
      throw error;
    }
    if (!claim.claimed) {
      await tickets.drop(ticket.id);
      throw new DomainError(claim.status === 422 ? 'unprocessable' : 'conflict', claim.error);
    }
    const booked = await tickets.booked(ticket);
    if (booked) return stillWanted(userId, booked);
    // Finished off as stale by another request meanwhile (its visit released): this one did not happen.
    await undo(ticket.id);
    throw new DomainError('conflict', OPEN_TICKET);
  };
}

export type RequestRepair = ReturnType<typeof createRequestRepair>;
