import { ownershipOf } from '@rto/rules';
import type { DashboardData, DashboardItem, DashboardOrder, Invoice } from '../api';

let next = 1;

/** An item of an order as GET /getDashboardData answers it (the ownership computed for `paymentsMade`). */
export function anOrderItem(overrides: Partial<Omit<DashboardItem, 'ownership'>> = {}, paymentsMade = 0): DashboardItem {
  const id = `prod${next++}`;
  const item = { _id: id, name: `Appliance ${id}`, monthly_price: 40, stock_status: 'rented', photo: `/photos/${id}`, category: 'refrigerator', ...overrides };
  return { ...item, ownership: ownershipOf(item.monthly_price, paymentsMade) };
}

export function aDashboardOrder(overrides: Partial<DashboardOrder> = {}): DashboardOrder {
  const id = `order${next++}`;
  return {
    _id: id,
    subscriptionId: `sub_${id}`,
    status: 'active',
    deliveryDate: '2030-06-14',
    deliveryTime: '3:00 PM',
    locationName: 'Indianapolis, Indiana',
    location: [{ lat: 39.7684, lng: -86.1581 }],
    items: [anOrderItem()],
    comboItem: [],
    user: 'user-1',
    createdAt: '2030-06-10T12:00:00.000Z',
    monthlyTotal: 40,
    deliveryFee: 25,
    totalToday: 65,
    cancellation: null,
    // Delivered unless a test says otherwise: the payments line shows once the term started.
    deliveryStatus: 'delivered',
    deliveredAt: '2030-06-14T20:00:00.000Z',
    deliveryTechnician: 'Sam Ortiz',
    deliveryNote: null,
    returnStatus: null,
    pickupDate: null,
    pickupTime: null,
    pickupBookedBy: null,
    returnedAt: null,
    returnCondition: null,
    paymentsMade: 0,
    amountDue: 0,
    reminder: null,
    address: overrides.locationName ?? 'Indianapolis, Indiana',
    deliveryAddress: { street: '200 E Washington St', city: 'Indianapolis', state: 'IN', zipCode: '46204' },
    addressNeeded: false,
    stairs: false,
    support: 'Call (317) 555-0100',
    totalPaid: 0,
    returnDate: null,
    condition: null,
    invoice: null,
    ownedAt: null,
    payoffAmount: null,
    ownershipDate: null,
    pausedDays: 0,
    ...overrides,
  };
}

export function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  const id = `in_${next++}`;
  return {
    _id: id,
    orderId: 'order-x',
    subscriptionId: 'sub-x',
    amount: 40,
    status: 'paid',
    date: '2030-07-01T10:00:00.000Z',
    kind: 'rent',
    lines: [{ description: 'Fridge: rent for the month from Jul 1, 2030', amount: 40 }],
    items: [{ _id: 'prod-x', name: 'Fridge', monthly_price: 40 }],
    final: false,
    ...overrides,
  };
}

export function dashboardData(overrides: Partial<DashboardData> = {}): DashboardData {
  return {
    user: { _id: 'user-1', name: 'Jane Customer', email: 'jane@example.com', mobile: '+1 555 0100', billingPaused: false, verified: true },
    orders: [],
    paymentMethod: { card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2032 }, billing_details: { address: { postal_code: '46204' } } },
    invoices: [],
    missing: [],
    ...overrides,
  };
}
