import { describe, expect, it } from 'vitest';
import { aDashboardOrder, anOrderItem } from '../test/dashboard-builders';
import { nextMoves, repairableItems } from './repair-rules';

describe('which items a technician can be booked for', () => {
  const fridge = anOrderItem({ _id: 'p-fridge', name: 'Fridge', category: 'refrigerator' });
  const combo = anOrderItem({ _id: 'p-combo', name: 'Washer & Dryer', category: 'combo' });

  it('when an order is delivered and running, then its items of the guide kind are offered (a combo set for both the washer and the dryer guide)', () => {
    const orders = [aDashboardOrder({ _id: 'o1', items: [fridge, combo] })];
    expect(repairableItems(orders, 'refrigerator')).toEqual([{ orderId: 'o1', itemId: 'p-fridge', name: 'Fridge' }]);
    expect(repairableItems(orders, 'washer')).toEqual([{ orderId: 'o1', itemId: 'p-combo', name: 'Washer & Dryer' }]);
    expect(repairableItems(orders, 'dryer')).toHaveLength(1);
    expect(repairableItems(orders, 'tv')).toEqual([]);
  });

  it('when the order is not delivered yet, pending, cancelled or completed, then nothing is offered', () => {
    const orders = [
      aDashboardOrder({ items: [fridge], deliveryStatus: 'scheduled' }),
      aDashboardOrder({ items: [fridge], status: 'pending' }),
      aDashboardOrder({ items: [fridge], status: 'cancelled' }),
      aDashboardOrder({ items: [fridge], status: 'completed' }),
    ];
    expect(repairableItems(orders, 'refrigerator')).toEqual([]);
    expect(repairableItems([aDashboardOrder({ items: [fridge], status: 'overdue' })], 'refrigerator')).toHaveLength(1);
  });

  it('when a ticket is booked, visited or closed, then the admin is offered only the moves the server allows', () => {
    expect(nextMoves('booked')).toEqual(['visited', 'fixed', 'replaced']);
    expect(nextMoves('visited')).toEqual(['fixed', 'replaced']);
    expect(nextMoves('fixed')).toEqual([]);
    expect(nextMoves('replaced')).toEqual([]);
    expect(nextMoves('cancelled')).toEqual([]);
  });
});
