import type { RepairStatus } from '@rto/contracts';
import type { RepairTicketRecord, RepairTicketRepository } from '../store/repair-ticket.repository';

/** GET /getRepairTickets: the signed-in customer's own tickets, newest first. */
export function createGetRepairTickets({ tickets }: { tickets: Pick<RepairTicketRepository, 'ofCustomer'> }) {
  return (userId: string): Promise<RepairTicketRecord[]> => tickets.ofCustomer(userId);
}

/** GET /getAllRepairTickets (the admin): every ticket, or those of one status, newest first. */
export function createGetAllRepairTickets({ tickets }: { tickets: Pick<RepairTicketRepository, 'all'> }) {
  return (status?: RepairStatus): Promise<RepairTicketRecord[]> => tickets.all(status);
}

export type GetRepairTickets = ReturnType<typeof createGetRepairTickets>;
export type GetAllRepairTickets = ReturnType<typeof createGetAllRepairTickets>;
