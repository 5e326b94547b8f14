/** Rules about products that hold whatever the storage: no I/O here. */

import { CATEGORIES, EDITABLE_STOCK_STATUSES, STOCK_STATUSES } from '@rto/contracts';
import { centsToDollars } from '@rto/rules';
import type { UnitCounts } from './units';

// The lists are spelled where catalog's events and internal route are: every status, and what the admin may set.
export { CATEGORIES, EDITABLE_STOCK_STATUSES, STOCK_STATUSES };
export type Category = (typeof CATEGORIES)[number];

export type StockStatus = (typeof STOCK_STATUSES)[number];

export const MAX_KEY_FEATURES = 20;
export const MAX_KEY_FEATURE_LENGTH = 200;

/** Key features as the admin saves them: trimmed, empty entries dropped (spec 5), order kept. */
export function cleanKeyFeatures(entries: readonly string[]): string[] {
  return entries.map((entry) => entry.trim()).filter((entry) => entry.length > 0);
}

/** The path a product's photo is served on (through the gateway). */
export function photoPath(photoId: string): string {
  return `/photos/${photoId}`;
}

/** Reads a form checkbox as sent by FormData ('true'/'false'), or a JSON boolean. */
export function parseFormBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'on' || value === '1') return true;
  if (value === 'false' || value === 'off' || value === '0' || value === '') return false;
  return undefined;
}

/** A product as the service works with it: price in cents, photo by id. */
export interface ProductRecord {
  id: string;
  name: string;
  monthlyPriceCents: number;
  photoId: string;
  keyFeatures: string[];
  combo: boolean;
  stockStatus: StockStatus;
  category: Category;
  version: number;
  units: UnitCounts;
}

/** What an admin's edit changes; absent fields stay as they are. */
export interface ProductChanges {
  name: string;
  monthlyPriceCents: number;
  stockStatus: StockStatus;
  combo?: boolean | undefined;
  keyFeatures?: string[] | undefined;
  photoId?: string | undefined;
}

/** The product after an admin's edit, at its new version (spec 2.16: fields the form leaves out stay as they were). */
export function editProduct(current: ProductRecord, changes: ProductChanges, version: number): ProductRecord {
  return {
    ...current,
    name: changes.name,
    monthlyPriceCents: changes.monthlyPriceCents,
    stockStatus: changes.stockStatus,
    combo: changes.combo ?? current.combo,
    keyFeatures: changes.keyFeatures ?? current.keyFeatures,
    photoId: changes.photoId ?? current.photoId,
    version,
  };
}

/** The product as the API and its events show it (spec 3): dollars, and the photo as a path to fetch. */
export interface PresentedProduct {
  _id: string;
  name: string;
  monthly_price: number;
  photo: string;
  key_features: string[];
  combo: boolean;
  stock_status: StockStatus;
  category: Category;
  __v: number;
  units: UnitCounts;
}

export function presentProduct(product: ProductRecord): PresentedProduct {
  return {
    _id: product.id,
    name: product.name,
    monthly_price: centsToDollars(product.monthlyPriceCents),
    photo: photoPath(product.photoId),
    key_features: [...product.keyFeatures],
    combo: product.combo,
    stock_status: product.stockStatus,
    category: product.category,
    __v: product.version,
    units: { ...product.units },
  };
}
