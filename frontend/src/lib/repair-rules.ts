import type { DashboardOrder, RepairStatus } from '../api';

/** An item of a running, delivered rental a technician can be booked for. */
export interface RepairableItem {
  orderId: string;
  itemId: string;
  name: string;
}

/** A rental still running (not pending, cancelled or completed), as POST /requestRepair asks. */
const LIVE = new Set(['active', 'paused', 'overdue']);

/** A combo set is a washer and a dryer: both guides offer it. */
const GUIDE_CATEGORIES: Record<string, readonly string[]> = { washer: ['washer', 'combo'], dryer: ['dryer', 'combo'] };

/** The customer's items of the guide's kind in their delivered, running orders (a technician can come for these). */
export function repairableItems(orders: readonly DashboardOrder[], guide: string): RepairableItem[] {
  const categories = GUIDE_CATEGORIES[guide] ?? [guide];
  return orders
    .filter((order) => LIVE.has(order.status) && order.deliveryStatus === 'delivered')
    .flatMap((order) => order.items.filter((item) => categories.includes(item.category)).map((item) => ({ orderId: order._id, itemId: item._id, name: item.name })));
}

/** The key of an item in the dialog's select: an order may rent the same product as another order. */
export const itemKey = (item: Pick<RepairableItem, 'orderId' | 'itemId'>) => `${item.orderId}:${item.itemId}`;

export const REPAIR_STATUS_LABELS: Record<RepairStatus, string> = {
  booked: 'Technician booked',
  visited: 'Technician visited',
  fixed: 'Fixed',
  replaced: 'Unit replaced',
  cancelled: 'Cancelled (rental returned)',
};

/** The moves the admin can make from a status (the server refuses any other). */
export function nextMoves(status: RepairStatus): Array<'visited' | 'fixed' | 'replaced'> {
  if (status === 'booked') return ['visited', 'fixed', 'replaced'];
  if (status === 'visited') return ['fixed', 'replaced'];
  return [];
}

export const ISSUE_MAX = 1000;
