/** Rules about a customer's cart that hold whatever the storage: no I/O here. */

import { PLUG_TYPES, TV_SIZES } from '@rto/contracts';
import { DomainError } from '@rto/kit';
import { isRentable, isTv, linePriceCents } from '@rto/rules';

/** The TV sizes a customer can choose, in inches (spec 9), as cart's internal route and events spell them. */
export { TV_SIZES };
export type TvSize = (typeof TV_SIZES)[number];
export const TV_SIZE_MESSAGE = `TV size must be one of ${TV_SIZES.join(', ')}`;

/** Dryer plug types of a combo set (spec 3), with the description the storefront shows. */
export { PLUG_TYPES };
export type PlugType = (typeof PLUG_TYPES)[number];
export const PLUG_TYPE_MESSAGE = "Plug type must be '3-prong' or '4-prong'";
const PLUG_DESCRIPTIONS: Record<PlugType, string> = {
  '3-prong': '3-prong 220v USA Homes',
  '4-prong': '4-prong 220V USA Homes',
};

/** A cart is bounded so that one request can never make the service price thousands of lines. */
export const MAX_CART_ITEMS = 50;

/** A choice the cart's rules refuse: the customer's to fix. */
const refused = (message: string) => new DomainError('invalid', message);

export function isTvSize(value: unknown): value is TvSize {
  return typeof value === 'number' && (TV_SIZES as readonly number[]).includes(value);
}

export function isPlugType(value: unknown): value is PlugType {
  return typeof value === 'string' && (PLUG_TYPES as readonly string[]).includes(value);
}

/** Refuses anything but one of the nine sizes. */
export function checkTvSize(value: unknown): TvSize {
  if (!isTvSize(value)) throw refused(TV_SIZE_MESSAGE);
  return value;
}

export function checkPlugType(value: unknown): PlugType {
  if (!isPlugType(value)) throw refused(PLUG_TYPE_MESSAGE);
  return value;
}

export function plugDescriptionOf(plugType: PlugType): string {
  return PLUG_DESCRIPTIONS[plugType];
}

/** What the catalogue says about a product: the only source of names and prices. */
export interface CatalogProduct {
  id: string;
  name: string;
  /** Per month, integer cents, as catalog's internal API gives it; for a TV, per inch of screen. */
  monthlyPriceCents: number;
  photo?: string | null | undefined;
  combo?: boolean | null | undefined;
  category?: string | null | undefined;
  stockStatus?: string | null | undefined;
}

/** What the customer chose: a product and, for a TV, its size, or for a combo set, its plug. */
export interface CartChoice {
  productId: string;
  tvSize?: TvSize | undefined;
  plugType?: PlugType | undefined;
}

/** One priced line of a cart, money in integer cents. */
export interface CartLine {
  productId: string;
  name: string;
  photo: string;
  /** The line's monthly price: for a TV, the product's price times the size. */
  monthlyPriceCents: number;
  tvSize?: TvSize | undefined;
  comboItem?: { plugType: PlugType; plugDescription: string } | undefined;
}

/**
 * Prices the customer's choices from the catalogue with the shared rules (@rto/rules: a TV line is its price per inch
 * times the size).
 * Refuses unknown products, a TV without its size, a size on something that is not a TV, and plugs likewise.
 */
export function priceCart(choices: CartChoice[], products: CatalogProduct[]): CartLine[] {
  if (choices.length > MAX_CART_ITEMS) throw refused(`A cart can hold at most ${MAX_CART_ITEMS} items`);
  const byId = new Map(products.map((product) => [product.id, product]));
  return choices.map((choice) => {
    const product = byId.get(choice.productId);
    if (!product) throw refused(`Unknown product: ${choice.productId}`);
    const line: CartLine = { productId: product.id, name: product.name, photo: product.photo ?? '', monthlyPriceCents: product.monthlyPriceCents };

    if (choice.tvSize !== undefined) {
      if (!isTv(product)) throw refused(`A TV size can only be chosen for a TV: ${product.name}`);
      line.tvSize = checkTvSize(choice.tvSize);
      line.monthlyPriceCents = linePriceCents(product.monthlyPriceCents, line.tvSize);
    } else if (isTv(product)) {
      throw refused(`Please choose a TV size for ${product.name}`);
    }

    if (choice.plugType !== undefined) {
      if (!product.combo) throw refused(`A plug type can only be chosen for a combo set: ${product.name}`);
      const plugType = checkPlugType(choice.plugType);
      line.comboItem = { plugType, plugDescription: plugDescriptionOf(plugType) };
    } else if (product.combo) {
      throw refused(`Please choose a plug type for ${product.name}`);
    }
    return line;
  });
}

/**
 * Refuses (409: the stock's state, not the request, is at fault) any product that is not available to rent now,
 * naming it, so the customer knows which pick to drop. A product whose status catalog did not give is refused too.
 */
export function checkRentable(products: readonly CatalogProduct[]): void {
  const names = [...new Set(products.filter((product) => !isRentable(product.stockStatus)).map((product) => product.name))];
  if (names.length > 0) throw new DomainError('conflict', `${new Intl.ListFormat('en').format(names)} ${names.length === 1 ? 'is' : 'are'} not available to rent right now`);
}

/** The TV size a freshly saved cart carries: the first TV line's size, or none when it holds no TV. */
export function tvSizeOfLines(lines: CartLine[]): TvSize | null {
  return lines.find((line) => line.tvSize !== undefined)?.tvSize ?? null;
}
