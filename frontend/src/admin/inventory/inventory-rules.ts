import type { Product } from '../../api';

export type StatusFilter = 'all' | 'available' | 'rented' | 'maintenance';
export type TypeFilter = 'all' | 'combo' | 'single';
export type PriceBand = 'all' | 'low' | 'medium' | 'high';

export interface InventoryFilters {
  search: string;
  status: StatusFilter;
  type: TypeFilter;
  price: PriceBand;
}

/** The inventory filter offers only the first three stock states (spec 4). */
export const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'available', label: 'Available' },
  { value: 'rented', label: 'Rented' },
  { value: 'maintenance', label: 'Maintenance' },
] as const;

export const TYPE_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'combo', label: 'Combo Only' },
  { value: 'single', label: 'Single Only' },
] as const;

export const PRICE_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'low', label: '$0-$50' },
  { value: 'medium', label: '$51-$150' },
  { value: 'high', label: '$150+' },
] as const;

/** Price bands of spec 9: low up to 50, medium above 50 up to 150, high above 150. */
export function priceBand(monthlyPrice: number): Exclude<PriceBand, 'all'> {
  if (monthlyPrice <= 50) return 'low';
  if (monthlyPrice <= 150) return 'medium';
  return 'high';
}

/** Search by name, id or key features, case-insensitive. */
function matchesSearch(product: Product, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [product.name, product._id, ...product.key_features].some((text) => text.toLowerCase().includes(needle));
}

export function filterInventory(products: readonly Product[], filters: InventoryFilters): Product[] {
  return products.filter(
    (product) =>
      matchesSearch(product, filters.search) &&
      (filters.status === 'all' || product.stock_status === filters.status) &&
      (filters.type === 'all' || product.combo === (filters.type === 'combo')) &&
      (filters.price === 'all' || priceBand(product.monthly_price) === filters.price),
  );
}

export type UnitCounts = NonNullable<Product['units']>;
const NO_UNITS: UnitCounts = { available: 0, reserved: 0, rented: 0, maintenance: 0 };

/** A product's units; a product the server tells none of counts none. */
export const unitsOf = (product: Product): UnitCounts => product.units ?? NO_UNITS;

/**
 * The cards over the whole inventory, counting units (issue 23, item 4): on the shelf, held for placed orders, in
 * customers' homes and being repaired; the total is all of them.
 */
export function inventoryCounts(products: readonly Product[]) {
  const sum = (key: keyof UnitCounts) => products.reduce((total, product) => total + unitsOf(product)[key], 0);
  const counts = { available: sum('available'), reserved: sum('reserved'), rented: sum('rented'), maintenance: sum('maintenance') };
  return { total: counts.available + counts.reserved + counts.rented + counts.maintenance, ...counts };
}

/** Statuses that follow the units ('low' at 2 or fewer available, 'rented' at none): shown, never chosen. */
export const DERIVED_STATUSES: readonly Product['stock_status'][] = ['available', 'low', 'rented'];

/** The statuses the admin chooses in the edit dialog: the units decide, or the product is out of the pool. */
export const STATUS_CHOICES = [
  { value: 'units', label: 'Follows the units' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'discontinued', label: 'Discontinued' },
] as const;
export type StatusChoice = (typeof STATUS_CHOICES)[number]['value'];

export const statusChoiceOf = (status: Product['stock_status']): StatusChoice => (DERIVED_STATUSES.includes(status) ? 'units' : (status as StatusChoice));

/** The status the units give, as the server derives it: 'rented' at none available, 'low' at 2 or fewer. */
export function statusFromUnits(available: number): 'available' | 'low' | 'rented' {
  if (available <= 0) return 'rented';
  return available <= 2 ? 'low' : 'available';
}

/** A unit count as typed: a whole number from 0, else null. */
export function unitCountOf(text: string): number | null {
  return /^\d{1,6}$/.test(text.trim()) && Number(text) <= 100_000 ? Number(text) : null;
}

/** The first `shown` entries, and how many more there are ('+N more'). */
export function firstOf<T>(list: readonly T[], shown: number): { shown: T[]; more: number } {
  return { shown: list.slice(0, shown), more: Math.max(0, list.length - shown) };
}

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Spec 5's checks on a chosen photo: an image, under 5 MB; null when it may be uploaded. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'Please select an image file';
  if (file.size >= MAX_PHOTO_BYTES) return 'Image size should be less than 5MB';
  return null;
}

/** The smallest photo side the catalogue takes: a smaller one shows as a blur or an empty card. */
export const MIN_PHOTO_SIDE = 200;
export const PHOTO_TOO_SMALL = `Image should be at least ${MIN_PHOTO_SIDE} x ${MIN_PHOTO_SIDE} pixels`;

/** The check on a picked photo's pixels, as the catalogue makes it: null (the browser could not decode it) is no image. */
export function photoSizeProblem(size: { width: number; height: number } | null): string | null {
  if (!size) return 'Please select an image file';
  return size.width < MIN_PHOTO_SIDE || size.height < MIN_PHOTO_SIDE ? PHOTO_TOO_SMALL : null;
}

/** Key features as saved: trimmed, empty entries dropped (spec 5). */
export function cleanFeatures(features: readonly string[]): string[] {
  return features.map((feature) => feature.trim()).filter((feature) => feature !== '');
}
