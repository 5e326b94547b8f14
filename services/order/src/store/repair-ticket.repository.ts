import { isDuplicateKeyError, newEvent, trusted, type Connection } from '@rto/kit';
import { repairRequested, repairUpdated, type RepairStatus } from '@rto/contracts';
import { Types } from 'mongoose';
import { isOpen, type TicketStatus } from '../domain/repair';
import { repairTicketModel, type RepairTicketDocument } from './repair-ticket.model';

const SOURCE = 'order';
const TICKET_ID = /^[a-f\d]{24}$/i;
/** The most tickets one list answers (newest first). */
export const MAX_TICKETS = 500;
/** The tickets a returned rental closes: their visit is booked. */
const CANCELLABLE: TicketStatus[] = ['booked', 'visited'];

/** A ticket as the service reads it: a plain object. */
export interface RepairTicketRecord {
  id: string;
  orderId: string;
  userId: string;
  itemId: string;
  itemName: string;
  category: string;
  issue: string;
  visitDate: string;
  visitTime: string;
  status: TicketStatus;
  requestedAt: Date;
  note: string;
  replacedSerial: string | null;
  newSerial: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewTicket = Pick<RepairTicketRecord, 'orderId' | 'userId' | 'itemId' | 'itemName' | 'category' | 'issue' | 'visitDate' | 'visitTime' | 'requestedAt'>;

function toRecord(stored: RepairTicketDocument): RepairTicketRecord {
  return {
    id: stored._id.toHexString(),
    orderId: stored.orderId,
    userId: stored.userId,
    itemId: stored.itemId,
    itemName: stored.itemName,
    category: stored.category ?? '',
    issue: stored.issue,
    visitDate: stored.visitDate,
    visitTime: stored.visitTime,
    status: stored.status as TicketStatus,
    requestedAt: stored.requestedAt,
    note: stored.note ?? '',
    replacedSerial: stored.replacedSerial ?? null,
    newSerial: stored.newSerial ?? null,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
  };
}

const facts = (ticket: RepairTicketRecord, status: RepairStatus) => ({
  ticketId: ticket.id,
  orderId: ticket.orderId,
  userId: ticket.userId,
  itemId: ticket.itemId,
  itemName: ticket.itemName,
  status,
  visitDate: ticket.visitDate,
  visitTime: ticket.visitTime,
});

/** The key an open ticket holds for its order item (unique). */
const openKeyOf = (ticket: Pick<RepairTicketRecord, 'orderId' | 'itemId'>) => `${ticket.orderId}:${ticket.itemId}`;

/** What a move writes beside the status: the admin's note and, for a replaced unit, its serials. */
export interface TicketMove {
  note: string;
  replacedSerial?: string | null;
  newSerial?: string | null;
}

/**
 * Repair tickets: every change is one conditional write on the ticket, its event in the same write (the outbox).
 * Tickets still `requested` (their visit being booked) are nobody's to see.
 */
export function createRepairTicketRepository(connection: Connection) {
  const Ticket = repairTicketModel(connection);
  const shown = { status: trusted({ $ne: 'requested' }) };

  async function byId(ticketId: string): Promise<RepairTicketRecord | null> {
    if (!TICKET_ID.test(ticketId)) return null;
    const stored = await Ticket.findOne({ _id: new Types.ObjectId(ticketId), ...shown }).lean<RepairTicketDocument>();
    return stored ? toRecord(stored) : null;
  }

  /** One conditional write of a ticket's status (from `from`), its event in the same write. */
  async function write(ticket: RepairTicketRecord, from: unknown, to: RepairStatus, change: TicketMove): Promise<RepairTicketRecord | null> {
    const serials = change.newSerial !== undefined ? { replacedSerial: change.replacedSerial ?? null, newSerial: change.newSerial } : {};
    const open = isOpen(to);
    const set = { status: to, open, openKey: open ? openKeyOf(ticket) : ticket.id, note: change.note, ...serials };
    const event = newEvent(SOURCE, repairUpdated, { ...facts(ticket, to), note: change.note, replacedSerial: change.replacedSerial ?? null, newSerial: change.newSerial ?? null });
    const updated = await Ticket.findOneAndUpdate(
      { _id: new Types.ObjectId(ticket.id), status: from },
      { $set: set, $push: { outbox: event } },
      { new: true },
    ).lean<RepairTicketDocument>();
    return updated ? toRecord(updated) : null;
  }

  async function newestFirst(filter: Record<string, unknown>): Promise<RepairTicketRecord[]> {
    const rows = await Ticket.find(filter).sort({ createdAt: -1, _id: -1 }).limit(MAX_TICKETS).lean<RepairTicketDocument[]>();
    return rows.map(toRecord);
  }

  return {
    model: Ticket,
    byId,

    /**
     * Writes the ticket `requested`, holding the item's one open ticket. 'taken': the item has an open ticket
     * already (the unique index answered; two requests at once get one ticket).
     */
    async open(ticket: NewTicket): Promise<{ opened: RepairTicketRecord } | 'taken'> {
      try {
        const created = await Ticket.create({ ...ticket, status: 'requested', open: true, openKey: openKeyOf(ticket) });
        return { opened: toRecord(created.toObject() as RepairTicketDocument) };
      } catch (error) {
        if (isDuplicateKeyError(error)) return 'taken';
        throw error;
      }
    },

    /** The item's open ticket, whatever its state (requested included). */
    async openFor(orderId: string, itemId: string): Promise<RepairTicketRecord | null> {
      const stored = await Ticket.findOne({ orderId, itemId, open: true }).lean<RepairTicketDocument>();
      return stored ? toRecord(stored) : null;
    },

    /** The visit is booked: the ticket opens (booked) and repair.requested goes in the same write. Null: it was dropped. */
    async booked(ticket: RepairTicketRecord): Promise<RepairTicketRecord | null> {
      const event = newEvent(SOURCE, repairRequested, { ...facts(ticket, 'booked'), issue: ticket.issue });
      const updated = await Ticket.findOneAndUpdate(
        { _id: new Types.ObjectId(ticket.id), status: 'requested' },
        { $set: { status: 'booked' }, $push: { outbox: event } },
        { new: true },
      ).lean<RepairTicketDocument>();
      return updated ? toRecord(updated) : null;
    },

    /** Removes a ticket whose visit was refused or given back (only while `requested`: a booked one stays). */
    async drop(ticketId: string): Promise<void> {
      await Ticket.deleteOne({ _id: new Types.ObjectId(ticketId), status: 'requested' });
    },

    /**
     * Moves a ticket on from the status it was read in (another move meanwhile: null, nothing written), with
     * repair.updated in the same write.
     */
    move: (ticket: RepairTicketRecord, to: RepairStatus, change: TicketMove) => write(ticket, ticket.status, to, change),

    /** The order's open tickets whose visit is booked (booked or visited; not those still being requested). */
    async openOfOrder(orderId: string): Promise<RepairTicketRecord[]> {
      const rows = await Ticket.find({ orderId, status: trusted({ $in: CANCELLABLE }) }).lean<RepairTicketDocument[]>();
      return rows.map(toRecord);
    },

    /**
     * Closes a booked or visited ticket as cancelled (its rental returned), repair.updated in the same write,
     * whichever of the two it is now; null when it was closed meanwhile.
     */
    cancel: (ticket: RepairTicketRecord, note: string) => write(ticket, trusted({ $in: CANCELLABLE }), 'cancelled', { note }),

    /** A customer's tickets, newest first. */
    ofCustomer: (userId: string) => newestFirst({ userId, ...shown }),

    /** Every ticket (the admin's list), newest first, or those of one status. */
    all: (status?: RepairStatus) => newestFirst(status ? { status } : shown),
  };
}

export type RepairTicketRepository = ReturnType<typeof createRepairTicketRepository>;
