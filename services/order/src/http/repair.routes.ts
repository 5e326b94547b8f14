import { callerOf, type HandlersOf } from '@rto/kit';
import type { GetAllRepairTickets, GetRepairTickets } from '../app/list-repair-tickets';
import type { RequestRepair } from '../app/request-repair';
import type { UpdateRepairTicket } from '../app/update-repair-ticket';
import type { RepairTicketRecord } from '../store/repair-ticket.repository';
import type { orderRepairContract } from './repair-contract';

export function presentTicket(ticket: RepairTicketRecord) {
  return {
    _id: ticket.id,
    orderId: ticket.orderId,
    user: ticket.userId,
    itemId: ticket.itemId,
    itemName: ticket.itemName,
    category: ticket.category,
    issue: ticket.issue,
    visitDate: ticket.visitDate,
    visitTime: ticket.visitTime,
    // Never `requested`: those are not shown (store/repair-ticket.repository.ts).
    status: ticket.status === 'requested' ? ('booked' as const) : ticket.status,
    note: ticket.note,
    replacedSerial: ticket.replacedSerial,
    newSerial: ticket.newSerial,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
  };
}

/** Repairs: the customer's request and tickets keyed by the verified caller id; the admin's list and moves. */
export function orderRepairHandlers(deps: {
  requestRepair: RequestRepair;
  getRepairTickets: GetRepairTickets;
  getAllRepairTickets: GetAllRepairTickets;
  updateRepairTicket: UpdateRepairTicket;
}): HandlersOf<typeof orderRepairContract> {
  return {
    async requestRepair({ req, body }) {
      const ticket = await deps.requestRepair(callerOf(req).id, body);
      return { message: 'Technician booked', ticket: presentTicket(ticket) };
    },

    async getRepairTickets({ req }) {
      return { data: (await deps.getRepairTickets(callerOf(req).id)).map(presentTicket) };
    },

    async getAllRepairTickets({ query }) {
      const named = await deps.getAllRepairTickets(query.status);
      return { data: named.map(({ ticket, customer }) => ({ ...presentTicket(ticket), customerName: customer?.name ?? null, customerEmail: customer?.email ?? null })) };
    },

    async updateRepairTicket({ params, body }) {
      const ticket = await deps.updateRepairTicket(params.ticketId, body.status, body.note ?? '');
      return { message: `Ticket marked ${ticket.status}`, ticket: presentTicket(ticket) };
    },
  };
}
