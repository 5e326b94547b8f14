import { MAX_USER_IDS, type RepairStatus } from '@rto/contracts';
import type { Logger } from '@rto/kit';
import type { IdentityDirectoryClient } from '../adapters/identity-directory.client';
import type { CustomerName } from '../domain/admin-figures';
import type { RepairTicketRecord, RepairTicketRepository } from '../store/repair-ticket.repository';

/** GET /getRepairTickets: the signed-in customer's own tickets, newest first. */
export function createGetRepairTickets({ tickets }: { tickets: Pick<RepairTicketRepository, 'ofCustomer'> }) {
  return (userId: string): Promise<RepairTicketRecord[]> => tickets.ofCustomer(userId);
}

/** A ticket of the admin's list, with its customer as identity names them (null: unknown now, or identity not answering). */
export interface NamedTicket {
  ticket: RepairTicketRecord;
  customer: CustomerName | null;
}

export interface GetAllRepairTicketsDeps {
  tickets: Pick<RepairTicketRepository, 'all'>;
  customers: Pick<IdentityDirectoryClient, 'namesOf'>;
  logger: Logger;
}

/**
 * GET /getAllRepairTickets (the admin): every ticket, or those of one status, newest first, each with its customer's
 * name and e-mail (asked of identity in lookups of at most MAX_USER_IDS). Identity not answering leaves the names out,
 * not the list: the crew still sees what to repair.
 */
export function createGetAllRepairTickets({ tickets, customers, logger }: GetAllRepairTicketsDeps) {
  return async (status?: RepairStatus): Promise<NamedTicket[]> => {
    const list = await tickets.all(status);
    const ids = [...new Set(list.map((ticket) => ticket.userId))];
    const names = new Map<string, CustomerName>();
    try {
      for (let start = 0; start < ids.length; start += MAX_USER_IDS) for (const [id, name] of await customers.namesOf(ids.slice(start, start + MAX_USER_IDS))) names.set(id, name);
    } catch (error) {
      logger.warn({ err: error }, 'the repair tickets are listed without their customers: identity did not answer');
    }
    return list.map((ticket) => ({ ticket, customer: names.get(ticket.userId) ?? null }));
  };
}

export type GetRepairTickets = ReturnType<typeof createGetRepairTickets>;
export type GetAllRepairTickets = ReturnType<typeof createGetAllRepairTickets>;
