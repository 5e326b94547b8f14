import { describe, expect, it } from 'vitest';
import type { Invoice } from '../api';
import { aDashboardOrder, anInvoice, anOrderItem, dashboardData } from '../test/dashboard-builders';
import {
  badgeOf,
  contactLink,
  deliveryAddressOf,
  filterCards,
  finishPaymentPath,
  formatDay,
  invoiceKindLabel,
  invoiceLineLabel,
  invoiceRows,
  itemCards,
  missingNotice,
  openInvoiceDue,
  paidUpNow,
} from './account-rules';

const fridge = anOrderItem({ _id: 'prod-fridge', name: 'Frigidaire Refrigerator', category: 'refrigerator' });
const washer = anOrderItem({ _id: 'prod-washer', name: 'Washer & Dryer Set', category: 'combo', monthly_price: 60 });
const active = aDashboardOrder({ _id: 'order-active', status: 'active', items: [fridge, washer] });
const overdue = aDashboardOrder({ _id: 'order-late', status: 'overdue', items: [anOrderItem({ name: 'Deep Freezer' })] });
const pending = aDashboardOrder({ _id: 'order-new', status: 'pending' });
const completed = aDashboardOrder({ _id: 'order-done', status: 'completed', items: [anOrderItem({ name: 'Old TV' })] });
const cancelled = aDashboardOrder({ _id: 'order-cancelled', status: 'cancelled' });
const orders = [pending, active, overdue, completed, cancelled];

describe('the account page rules', () => {
  it('when the orders are split into tabs, then current has one card per item of pending, active and overdue orders, and past the completed ones', () => {
    expect(itemCards(orders, 'current').map((card) => `${card.order._id}/${card.item.name}`)).toEqual([
      `order-new/${pending.items[0]?.name}`,
      'order-active/Frigidaire Refrigerator',
      'order-active/Washer & Dryer Set',
      'order-late/Deep Freezer',
    ]);
    expect(itemCards(orders, 'past').map((card) => card.item.name)).toEqual(['Old TV']);
    expect(itemCards([active], 'past')).toEqual([]);
  });

  it('when the search box has text, then only the cards whose item name, product, order or subscription id hold every word are kept', () => {
    const cards = itemCards(orders, 'current');
    expect(filterCards(cards, 'frigidaire').map((card) => card.item.name)).toEqual(['Frigidaire Refrigerator']);
    expect(filterCards(cards, '  FRIGIDAIRE  ').map((card) => card.item.name)).toEqual(['Frigidaire Refrigerator']);
    expect(filterCards(cards, 'order-late').map((card) => card.item.name)).toEqual(['Deep Freezer']);
    expect(filterCards(cards, overdue.subscriptionId ?? '').map((card) => card.item.name)).toEqual(['Deep Freezer']);
    expect(filterCards(cards, 'washer combo').map((card) => card.item._id)).toEqual(['prod-washer']);
    expect(filterCards(cards, 'washer freezer')).toEqual([]);
    expect(filterCards(cards, '')).toHaveLength(cards.length);
  });

  it('when an order awaits payment, then Finish payment returns to /billing with its own delivery choice', () => {
    const path = finishPaymentPath({ location: [{ lat: 39.77, lng: -86.16 }], deliveryDate: '2026-12-02', deliveryTime: '3:00 PM', monthlyTotal: 30, locationName: 'Carmel, Indiana' });
    const data: unknown = JSON.parse(new URLSearchParams(path.split('?')[1]).get('data')!);
    expect(path.startsWith('/billing?data=')).toBe(true);
    expect(data).toEqual({ location: { lat: 39.77, lng: -86.16 }, deliveryDate: '2026-12-02', deliveryTime: '3:00 PM', totalCost: 30, locationName: 'Carmel, Indiana' });
  });

  it('when a badge is shown, then it reads Active for active, Awaiting payment for pending (never Active), Past Due for overdue and Completed otherwise', () => {
    expect(badgeOf('active').label).toBe('Active');
    expect(badgeOf('pending').label).toBe('Awaiting payment');
    expect(badgeOf('overdue').label).toBe('Past Due');
    expect(badgeOf('completed').label).toBe('Completed');
    expect(badgeOf('paused').label).toBe('Paused');
  });

  it("when the delivery address is shown, then it is the latest order's street address, not fixed text", () => {
    const carmel = { street: '12 Main St', city: 'Carmel', state: 'IN', zipCode: '46032' };
    expect(deliveryAddressOf([aDashboardOrder({ locationName: 'Carmel, Indiana', deliveryAddress: carmel }), active])).toBe('12 Main St, Carmel, IN 46032');
    // An order placed without a street address (address needed): the place it names.
    expect(deliveryAddressOf([cancelled, aDashboardOrder({ address: 'Fishers, Indiana', deliveryAddress: null, addressNeeded: true })])).toBe('Fishers, Indiana');
    expect(deliveryAddressOf([])).toBeNull();
  });

  it('when parts could not be loaded, then the notice names each of them; when nothing is missing, there is none', () => {
    expect(missingNotice([])).toBeNull();
    expect(missingNotice(['invoices'])).toMatch(/could not load your invoices just now/);
    expect(missingNotice(['user', 'paymentMethod', 'invoices'])).toMatch(/your account details, your payment card and your invoices/);
  });

  it('when invoices are listed, then they come newest first', () => {
    const june = anInvoice({ _id: 'june', date: '2030-06-01T10:00:00.000Z' });
    const august = anInvoice({ _id: 'august', date: '2030-08-01T10:00:00.000Z' });
    const july = anInvoice({ _id: 'july', date: '2030-07-01T10:00:00.000Z' });
    expect(invoiceRows([june, august, july]).map((invoice) => invoice._id)).toEqual(['august', 'july', 'june']);
  });

  it('when an invoice was drafted just after midnight in the store, then its day is the store\'s, whatever zone the browser is in', () => {
    // 00:00:30 in Indianapolis (EST): 23:00 the day before in Chicago, 21:00 in Los Angeles.
    expect(formatDay('2026-12-05T05:00:30.000Z')).toBe('December 5, 2026');
    expect(formatDay('2026-12-05T04:59:00.000Z')).toBe('December 4, 2026');
    // Daylight time: 00:00 EDT is 04:00Z.
    expect(formatDay('2026-07-05T04:00:00.000Z')).toBe('July 5, 2026');
    const open = anInvoice({ _id: 'open', orderId: 'order-late', status: 'open', date: '2026-12-05T05:00:30.000Z' });
    expect(openInvoiceDue([open], 'order-late')).toBe('December 5, 2026');
    // A calendar date is that date.
    expect(formatDay('2026-12-05')).toBe('December 5, 2026');
  });

  it("when an invoice is shown, then its kind is said in words and each line with its amount, a final invoice's lines without $0.00", () => {
    const kinds: Array<Invoice['kind']> = ['rent', 'late-fee', 'payoff', 'final'];
    expect(kinds.map(invoiceKindLabel)).toEqual(['Rent', 'Late fee', 'Early purchase payoff', 'Final invoice']);
    expect(invoiceLineLabel({ description: 'Late fee on the payment due Jun 1, 2030', amount: 8 })).toBe('Late fee on the payment due Jun 1, 2030: $8.00');
    expect(invoiceLineLabel({ description: 'Balance still owed: $48.00', amount: 0 })).toBe('Balance still owed: $48.00');
  });

  it('when Pay Now paid an order, then it owes nothing: an overdue one is active again, a returned one stays completed', () => {
    const late = { ...overdue, amountDue: 25, reminder: '2030-07-02T09:00:00.000Z' };
    const returned = { ...completed, amountDue: 48 };
    const data = dashboardData({ orders: [late, returned, active] });
    expect(paidUpNow(data, 'order-late').orders[0]).toMatchObject({ status: 'active', amountDue: 0, reminder: null });
    expect(paidUpNow(data, 'order-done').orders[1]).toMatchObject({ status: 'completed', amountDue: 0 });
    expect(paidUpNow(data, 'order-done').orders[2]).toBe(active);
  });

  it('when Contact Support is opened for an order, then /contact carries the name, the email and the order', () => {
    const link = new URL(contactLink({ _id: 'u', name: 'Jane', email: 'jane@example.com', mobile: '', billingPaused: false, verified: true }, overdue), 'http://x');
    expect(link.pathname).toBe('/contact');
    expect(link.searchParams.get('name')).toBe('Jane');
    expect(link.searchParams.get('email')).toBe('jane@example.com');
    expect(link.searchParams.get('issue')).toContain('order-late');
  });
});
