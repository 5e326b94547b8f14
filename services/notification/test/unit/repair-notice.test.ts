import { repairRequestedNotice } from '../../src/domain/repair-notice';

const repair = { ticketId: 't1', orderId: 'o1', itemName: 'Fridge', issue: 'Too warm', visitDate: '2030-06-20', visitTime: '3:00 PM' };

describe("a repair ticket's notice", () => {
  it('when a customer books a technician, then the admins get a high maintenance notice naming the ticket, the order, the item, the visit and the words', () => {
    expect(repairRequestedNotice(repair)).toEqual({
      type: 'maintenance',
      priority: 'high',
      message: 'Repair ticket t1 for order o1: Fridge, technician visit 2030-06-20 at 3:00 PM. "Too warm"',
      items: ['Fridge'],
    });
  });

  it('when the words are long, then the notice quotes their start (the ticket has them all)', () => {
    const notice = repairRequestedNotice({ ...repair, issue: 'x'.repeat(1000) });
    expect(notice.message).toContain(`"${'x'.repeat(199)}…"`);
    expect(notice.message.length).toBeLessThan(320);
  });
});
