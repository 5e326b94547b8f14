import { createLogger, DomainError } from '@rto/kit';
import { ManualClock } from '@rto/kit/testing';
import type { VisitOutcome } from '../../src/adapters/scheduling.client';
import { createRequestRepair } from '../../src/app/request-repair';
import { DELETED_CUSTOMER_MESSAGE } from '../../src/app/deleted-customer-rule';
import { OPEN_TICKET, PICKUP_BOOKED, RETURN_CANCELS_TICKET } from '../../src/domain/repair';
import type { OrderRecord } from '../../src/store/order.repository';
import type { NewTicket, RepairTicketRecord } from '../../src/store/repair-ticket.repository';

/**
 * POST /requestRepair's order of writes (issue 23, item 2): the ticket first (requested), then the visit, then the
 * ticket booked. A refused or failed visit leaves neither a visit without a ticket nor a ticket shown without a visit.
 */

const ORDER = {
  id: 'order-1',
  user: 'user-1',
  status: 'active',
  items: [{ productId: 'fridge', name: 'Fridge', category: 'refrigerator' }],
  delivery: { status: 'delivered', deliveredAt: new Date(), technician: 'Sam', note: null },
  return: { status: null },
} as unknown as OrderRecord;

const REQUEST = { orderId: 'order-1', itemId: 'fridge', issue: 'Too warm', visitDate: '2030-06-20', visitTime: '3:00 PM' };

/** Tickets in memory, one open per order item as the unique index keeps them. */
function memoryTickets() {
  const rows = new Map<string, RepairTicketRecord>();
  let next = 1;
  const openOf = (orderId: string, itemId: string) => [...rows.values()].find((row) => row.orderId === orderId && row.itemId === itemId && ['requested', 'booked', 'visited'].includes(row.status)) ?? null;
  return {
    rows,
    open: (ticket: NewTicket) => {
      if (openOf(ticket.orderId, ticket.itemId)) return Promise.resolve('taken' as const);
      const row: RepairTicketRecord = { ...ticket, id: `ticket-${next++}`, status: 'requested', note: '', replacedSerial: null, newSerial: null, createdAt: ticket.requestedAt, updatedAt: ticket.requestedAt };
      rows.set(row.id, row);
      return Promise.resolve({ opened: row });
    },
    openFor: (orderId: string, itemId: string) => Promise.resolve(openOf(orderId, itemId)),
    booked: (ticket: RepairTicketRecord) => {
      const row = rows.get(ticket.id);
      if (row?.status !== 'requested') return Promise.resolve(null);
      row.status = 'booked';
      return Promise.resolve(row);
    },
    cancel: (ticket: RepairTicketRecord, note: string) => {
      const row = rows.get(ticket.id);
      if (!row || !['booked', 'visited'].includes(row.status)) return Promise.resolve(null);
      Object.assign(row, { status: 'cancelled', note });
      return Promise.resolve(row);
    },
    drop: (ticketId: string) => {
      if (rows.get(ticketId)?.status === 'requested') rows.delete(ticketId);
      return Promise.resolve();
    },
  };
}

function setUp(claim: (visit: { visitId: string; kind: string }) => Promise<VisitOutcome>, release: () => Promise<void> = () => Promise.resolve(), deletedAfterWrite = false) {
  const tickets = memoryTickets();
  const released: string[] = [];
  const clock = new ManualClock(new Date('2030-06-15T12:00:00Z'));
  /** The order as it is read: a test may change it while the request is on its way. */
  const current = { order: ORDER };
  const requestRepair = createRequestRepair({
    delivery: { customerOrder: (userId, orderId) => Promise.resolve(userId === 'user-1' && orderId === 'order-1' ? current.order : null) },
    tickets,
    visits: {
      claimVisit: claim,
      releaseVisit: async (visitId) => {
        await release();
        released.push(visitId);
      },
    },
    deletedCustomers: {
      before: () => Promise.resolve(),
      afterWrite: () => (deletedAfterWrite ? Promise.reject(new DomainError('conflict', DELETED_CUSTOMER_MESSAGE)) : Promise.resolve()),
    },
    clock,
    logger: createLogger('request-repair-test', 'silent'),
    settings: { staleRequestMs: 9_000 },
  });
  return { requestRepair, tickets, released, clock, current };
}

const booked = (): Promise<VisitOutcome> => Promise.resolve({ claimed: true, booking: {} as never });

describe('booking a technician', () => {
  it('when scheduling books the visit, then the ticket is booked under the id the visit was claimed with', async () => {
    const claimed: Array<{ visitId: string; kind: string }> = [];
    const { requestRepair, tickets } = setUp((visit) => {
      claimed.push(visit);
      return booked();
    });
    const made = await requestRepair('user-1', REQUEST);
    expect(claimed).toEqual([expect.objectContaining({ visitId: made.id, kind: 'repair', orderId: 'order-1', customerId: 'user-1', visitDate: '2030-06-20', visitTime: '3:00 PM' })]);
    expect(made).toMatchObject({ status: 'booked', itemName: 'Fridge', issue: 'Too warm' });
    expect([...tickets.rows.values()]).toEqual([expect.objectContaining({ id: made.id, status: 'booked' })]);
  });

  it("when scheduling refuses the slot, then its words come back as they were (422 or 409) and no ticket is left", async () => {
    const { requestRepair, tickets } = setUp(() => Promise.resolve({ claimed: false, status: 422, error: 'Visits need notice' }));
    await expect(requestRepair('user-1', REQUEST)).rejects.toEqual(new DomainError('unprocessable', 'Visits need notice'));
    expect(tickets.rows.size).toBe(0);
  });

  it('when scheduling fails half-way, then the visit is released and the ticket dropped', async () => {
    const { requestRepair, tickets, released } = setUp(() => Promise.reject(new Error('timeout')));
    await expect(requestRepair('user-1', REQUEST)).rejects.toThrow('timeout');
    expect(released).toHaveLength(1);
    expect(tickets.rows.size).toBe(0);
  });

  it('when even the release fails, then the ticket stays requested (hidden) until a later request finds it stale, releases its visit and books anew', async () => {
    let releaseWorks = false;
    let claims = 0;
    const { requestRepair, tickets, released, clock } = setUp(
      () => (claims++ === 0 ? Promise.reject(new Error('timeout')) : booked()),
      () => (releaseWorks ? Promise.resolve() : Promise.reject(new Error('scheduling down'))),
    );
    await expect(requestRepair('user-1', REQUEST)).rejects.toThrow('timeout');
    const [stuck] = [...tickets.rows.values()];
    expect(stuck).toMatchObject({ status: 'requested' });

    // Soon after: the item is still held.
    releaseWorks = true;
    await expect(requestRepair('user-1', REQUEST)).rejects.toEqual(new DomainError('conflict', OPEN_TICKET));
    clock.advance(10_000);
    const made = await requestRepair('user-1', REQUEST);
    expect(released).toEqual([stuck!.id]);
    expect([...tickets.rows.values()]).toEqual([expect.objectContaining({ id: made.id, status: 'booked' })]);
  });

  it("when the order is another customer's, not delivered, or the item is not in it, then refused before anything is written", async () => {
    const { requestRepair, tickets } = setUp(() => booked());
    await expect(requestRepair('user-2', REQUEST)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(requestRepair('user-1', { ...REQUEST, itemId: 'tv' })).rejects.toMatchObject({ kind: 'not-found' });
    expect(tickets.rows.size).toBe(0);
  });

  it('when the customer was deleted while the request was on its way, then it is refused, no visit is claimed and no ticket is left', async () => {
    const claim = jest.fn(() => booked());
    const { requestRepair, tickets } = setUp(claim, undefined, true);
    await expect(requestRepair('user-1', REQUEST)).rejects.toEqual(new DomainError('conflict', DELETED_CUSTOMER_MESSAGE));
    expect(claim).not.toHaveBeenCalled();
    expect(tickets.rows.size).toBe(0);
  });

  it('when a pickup is booked while the visit is claimed, then the booked ticket is cancelled, its visit released, and the request refused', async () => {
    const going = { ...ORDER, return: { status: 'booked' } } as unknown as OrderRecord;
    let meanwhile = () => {};
    const { requestRepair, tickets, released, current } = setUp(() => {
      meanwhile();
      return booked();
    });
    meanwhile = () => {
      current.order = going;
    };
    await expect(requestRepair('user-1', REQUEST)).rejects.toEqual(new DomainError('conflict', PICKUP_BOOKED));
    const [ticket] = [...tickets.rows.values()];
    expect(ticket).toMatchObject({ status: 'cancelled', note: RETURN_CANCELS_TICKET });
    expect(released).toEqual([ticket!.id]);
  });
});
