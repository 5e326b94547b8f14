/** Rules about a product's units (issue 23, item 4): pure, no I/O. */

import type { StockStatus } from './product';

export interface UnitCounts {
  available: number;
  reserved: number;
  rented: number;
  maintenance: number;
}

/**
 * The units a product without counts gets (the products stored before units were counted, and the first catalogue):
 * plenty, so a store that starts with them can take many orders before a count is set.
 */
export const DEFAULT_UNITS: UnitCounts = { available: 100, reserved: 0, rented: 0, maintenance: 0 };

/**
 * The units a product without counts starts with, so its status already follows them: a product shown as low has
 * 2 on the shelf, one shown as rented none, any other the default.
 */
export function unitsForStatus(status: StockStatus): UnitCounts {
  if (status === 'low') return { ...DEFAULT_UNITS, available: LOW_STOCK_AT };
  if (status === 'rented') return { ...DEFAULT_UNITS, available: 0 };
  return { ...DEFAULT_UNITS };
}

/** 2 or fewer units available is 'low' (the storefront's "Low stock" note); none is 'rented'. */
export const LOW_STOCK_AT = 2;

/** What an admin sets and units never override (spec 2.16): the product is out of the rental pool. */
export const ADMIN_HELD: readonly StockStatus[] = ['maintenance', 'discontinued'];

/** The stock status that follows from the units, unless the admin took the product out of the pool. */
export function derivedStockStatus(current: StockStatus, units: UnitCounts): StockStatus {
  if (ADMIN_HELD.includes(current)) return current;
  if (units.available <= 0) return 'rented';
  if (units.available <= LOW_STOCK_AT) return 'low';
  return 'available';
}

export function noUnitLeftMessage(name: string): string {
  return `${name} has no unit left to rent right now`;
}

/** A product the admin took out of the pool (maintenance, discontinued) rents no unit, whatever its counts. */
export function withdrawnMessage(name: string): string {
  return `${name} is not available to rent right now`;
}

/** One product's share of an order's units. */
export interface UnitLine {
  productId: string;
  quantity: number;
}

/** An order's lines, one per product (the same product on two lines is held as one line of both quantities). */
export function unitsPerProduct(lines: readonly UnitLine[]): UnitLine[] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.productId, (totals.get(line.productId) ?? 0) + line.quantity);
  return [...totals].map(([productId, quantity]) => ({ productId, quantity }));
}

/**
 * The serial numbers of the units an order's line takes home, assigned at delivery: made from the product and the
 * order, so the same delivery heard twice assigns the same serials, and no two orders share one.
 */
export function serialsFor(productId: string, orderId: string, quantity: number): string[] {
  const stem = `SN-${productId.slice(-6)}-${orderId.slice(-8)}`.toUpperCase();
  return Array.from({ length: quantity }, (_, index) => `${stem}-${index + 1}`);
}
