/**
 * What an order costs (spec 9, docs/architecture.md): priced on the server from the catalogue's current prices, never
 * from what the client sends. Money in integer cents. No I/O here.
 */

import { DomainError } from '@rto/kit';
import { cartFigures, dollarsToCents, linePriceCents } from '@rto/rules';

export const EMPTY_CART_MESSAGE = 'Your cart is empty: please add an appliance before placing an order';

/** What the customer chose, as their cart holds it: a product and, for a TV, its size, or for a combo set, its plug. */
export interface CartChoice {
  productId: string;
  /** The name the cart showed, for a message about a product that has since gone. */
  name: string;
  tvSize?: number | undefined;
  comboItem?: { plugType: string; plugDescription: string } | undefined;
}

/** A product as the catalogue says it is now. */
export interface CatalogProduct {
  id: string;
  name: string;
  /** Per month; for a TV, per inch of screen. */
  monthlyPriceCents: number;
  photo: string;
  combo: boolean;
  category: string;
  stockStatus: string;
}

/** One line of an order: the product as it was when ordered, priced. */
export interface OrderItem {
  productId: string;
  name: string;
  /** The line's monthly price: for a TV, the product's price times its size. */
  monthlyPriceCents: number;
  stockStatus: string;
  photo: string;
  category: string;
  tvSize?: number | undefined;
  comboItem?: { plugType: string; plugDescription: string } | undefined;
}

export interface PricedOrder {
  items: OrderItem[];
  /** Sum of the lines' monthly prices: what is drafted each month. */
  monthlyTotalCents: number;
  deliveryFeeCents: number;
  /** What the first payment takes: the monthly total, plus the delivery fee for a single item (spec 2.7, 9). */
  todayChargeCents: number;
}

/**
 * Prices the customer's choices with the catalogue's current prices and the shared rules (@rto/rules: the TV line
 * price, the monthly total, the delivery fee, today's charge). Refuses an empty cart and a product that is no longer
 * in the catalogue.
 */
export function priceOrder(choices: readonly CartChoice[], products: readonly CatalogProduct[]): PricedOrder {
  if (choices.length === 0) throw new DomainError('invalid', EMPTY_CART_MESSAGE);
  const byId = new Map(products.map((product) => [product.id, product]));
  const items = choices.map((choice): OrderItem => {
    const product = byId.get(choice.productId);
    if (!product) throw new DomainError('invalid', `${choice.name} is no longer available: please remove it from your cart`);
    const item: OrderItem = {
      productId: product.id,
      name: product.name,
      monthlyPriceCents: product.monthlyPriceCents,
      stockStatus: product.stockStatus,
      photo: product.photo,
      category: product.category,
    };
    if (choice.tvSize !== undefined) {
      item.tvSize = choice.tvSize;
      item.monthlyPriceCents = linePriceCents(product.monthlyPriceCents, choice.tvSize);
    }
    if (choice.comboItem) item.comboItem = { plugType: choice.comboItem.plugType, plugDescription: choice.comboItem.plugDescription };
    return item;
  });
  const { monthlyTotalCents, deliveryFeeCents, totalTodayCents } = cartFigures(items);
  return { items, monthlyTotalCents, deliveryFeeCents, todayChargeCents: totalTodayCents };
}

/**
 * Whether the total a client showed matches ours (to the cent), as either the monthly total or today's payment:
 * the client's figure is only compared and logged, never charged.
 */
export function clientTotalMatches(clientTotalDollars: number, priced: Pick<PricedOrder, 'monthlyTotalCents' | 'todayChargeCents'>): boolean {
  const cents = dollarsToCents(clientTotalDollars);
  return cents === priced.monthlyTotalCents || cents === priced.todayChargeCents;
}

