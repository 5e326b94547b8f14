import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../../api';
import { coordinates, deliveryColumns, itemsColumn, nextStatus, priceBreakdown, rowAfterToggle } from './subscription-rules';

type Item = AdminOrder['items'][number];
const item = (id: string, name: string, price: number, category = 'refrigerator'): Item => ({
  _id: id,
  name,
  monthly_price: price,
  stock_status: 'available',
  photo: `/photos/${id}`,
  category,
});
const set = item('set', 'Washer & Dryer Set', 60, 'combo');
const plug = { _id: 'set', name: 'Washer & Dryer Set', monthly_price: 0 as const, plugType: '4-prong', plugDescription: '4-prong 220V USA Homes' };

describe('subscription rules (spec 2.15)', () => {
  it('when an order has up to 2 items and no combo, then they are listed with no "+N more"', () => {
    expect(itemsColumn({ items: [item('a', 'Fridge', 40)], comboItem: [], itemCount: 1 })).toEqual({ names: ['Fridge'], more: 0 });
  });

  it('when an order has more items, then 2 are listed and the rest counted', () => {
    const items = [item('a', 'Fridge', 40), item('b', 'Freezer', 25), item('c', 'Stove', 35), item('d', 'TV', 55, 'tv')];
    expect(itemsColumn({ items, comboItem: [], itemCount: 4 })).toEqual({ names: ['Fridge', 'Freezer'], more: 2 });
  });

  it('when the combo set comes after the first 2 items, then its plug is listed too and not counted again', () => {
    const items = [item('a', 'Fridge', 40), item('b', 'Freezer', 25), set, item('c', 'Stove', 35)];
    expect(itemsColumn({ items, comboItem: [plug], itemCount: 4 })).toEqual({ names: ['Fridge', 'Freezer', 'Washer & Dryer Set (4-prong)'], more: 1 });
  });

  it('when the combo set is among the first 2 items, then its plug is added and the rest counted', () => {
    const items = [set, item('a', 'Fridge', 40), item('b', 'Freezer', 25)];
    expect(itemsColumn({ items, comboItem: [plug], itemCount: 3 })).toEqual({ names: ['Washer & Dryer Set', 'Fridge', 'Washer & Dryer Set (4-prong)'], more: 1 });
  });

  it('when the price is broken down, then combo sets and regular items are apart and the total is the order\'s', () => {
    expect(priceBreakdown({ items: [item('a', 'Fridge', 40), set, item('b', 'Freezer', 25.1)], comboItem: [plug], monthlyTotal: 125.1 })).toEqual({
      regular: 65.1,
      combo: 60,
      monthly: 125.1,
    });
  });

  it('when the order has a place, then its coordinates are shown', () => {
    expect(coordinates({ location: [{ lat: 39.76838, lng: -86.15804 }] })).toBe('39.7684, -86.1580');
    expect(coordinates({ location: [] })).toBeNull();
  });

  it('when the status is active or paused, then it can be paused or resumed; otherwise there is no action', () => {
    expect(nextStatus('active')).toBe('paused');
    expect(nextStatus('paused')).toBe('active');
    expect(nextStatus('cancelled')).toBeNull();
    expect(nextStatus('pending')).toBeNull();
  });
});

describe('the row after a pause or resume (issue 25)', () => {
  const row = { id: 'o1', userId: 'c1', userName: 'Rosa Quintero', userEmail: 'rosa@example.com', status: 'active' } as AdminOrder;

  it('when the answer could not name the customer, then the row keeps the name it showed and takes the new status', () => {
    const answer = { ...row, userName: 'Unknown User', userEmail: '', status: 'paused' } as AdminOrder;
    expect(rowAfterToggle(row, answer)).toEqual({ ...answer, userName: 'Rosa Quintero', userEmail: 'rosa@example.com' });
  });

  it('when the answer names the customer (a new name too), then it is taken as it is', () => {
    const answer = { ...row, userName: 'Rosa Q.', status: 'paused' } as AdminOrder;
    expect(rowAfterToggle(row, answer)).toBe(answer);
  });

  it('when a delivery was missed, then its columns say so and that it waits for a new time, never the freed slot as an appointment', () => {
    const day = (date: string) => `day ${date}`;
    expect(deliveryColumns({ deliveryStatus: 'scheduled', deliveryDate: '2030-06-10', deliveryTime: '3:00 PM' }, day)).toEqual({ date: 'day 2030-06-10', time: '3:00 PM' });
    expect(deliveryColumns({ deliveryStatus: 'missed', deliveryDate: '2030-06-10', deliveryTime: '3:00 PM' }, day)).toEqual({ date: 'Missed day 2030-06-10', time: 'Awaiting a new time' });
  });
});
