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

/** Every stock state an admin may set (spec 4), in the edit modal's order; 'low' too, so a Low product stays Low. */
export const STOCK_STATUSES = ['available', 'low', 'rented', 'maintenance', 'discontinued'] as const;

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

/** The cards over the whole inventory: total, available, rented, maintenance. */
export function inventoryCounts(products: readonly Product[]) {
  const count = (status: Product['stock_status']) => products.filter((product) => product.stock_status === status).length;
  return { total: products.length, available: count('available'), rented: count('rented'), maintenance: count('maintenance') };
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

/** Key features as saved: trimmed, empty entries dropped (spec 5). */
export function cleanFeatures(features: readonly string[]): string[] {
  return features.map((feature) => feature.trim()).filter((feature) => feature !== '');
}
