import { defineInternalContract, type InternalClient } from '@rto/kit';
import { z } from 'zod';
import { CATEGORIES, STOCK_STATUSES } from '../vocabulary';

/**
 * catalog's internal API: what other services may ask it, with a service credential, on paths the gateway never
 * routes (docs/architecture.md). Money in integer cents. The handlers parse with these schemas, callers check catalog's
 * answers with them, and catalog serves the document built from them at GET /internal/openapi.json.
 */

/** The most ids one lookup may name (a cart holds at most 50 lines): what one request can make catalog read is bounded. */
export const MAX_PRODUCT_IDS = 200;
const PRODUCT_IDS_MESSAGE = 'ids must be a comma-separated list of product ids';
const TOO_MANY_IDS = `ids may name at most ${MAX_PRODUCT_IDS} products`;

/** A product as services see it: what pricing and a cart need, price in cents. */
export const internalProduct = z.object({
  id: z.string(),
  name: z.string(),
  monthlyPriceCents: z.number().int().nonnegative().describe('Integer cents per month; for a TV, per inch of screen'),
  photo: z.string().describe('Path of the photo, e.g. /photos/<id>'),
  combo: z.boolean(),
  category: z.enum(CATEGORIES),
  stockStatus: z.enum(STOCK_STATUSES),
  version: z.number().int().describe("The product's version: it grows with every edit"),
});

export type InternalProduct = z.infer<typeof internalProduct>;

const PRODUCT_ID = /^[a-f\d]{24}$/i;

/** The most lines one reservation may name (a cart holds at most 50). */
export const MAX_UNIT_LINES = 50;
const orderId = z.string({ error: 'orderId must be an order id' }).regex(PRODUCT_ID, 'orderId must be an order id');
const unitLine = z.object({
  productId: z.string({ error: 'productId must be a product id' }).regex(PRODUCT_ID, 'productId must be a product id'),
  quantity: z.number().int().min(1).max(MAX_UNIT_LINES).default(1),
});
export type UnitLine = z.input<typeof unitLine>;
const unitsAnswer = z.object({ orderId: z.string(), state: z.enum(['reserved', 'freed', 'rented']) });

/** The ids worth asking catalog for: each once, and only those that can name a product (others are simply unknown). */
export function askableProductIds(ids: readonly string[]): string[] {
  return [...new Set(ids)].filter((id) => PRODUCT_ID.test(id));
}

/** A count for each stock status. */
const countsByStatus = z.object(Object.fromEntries(STOCK_STATUSES.map((status) => [status, z.number().int()])) as Record<(typeof STOCK_STATUSES)[number], z.ZodNumber>);

export const catalogInternalContract = defineInternalContract({
  productsByIds: {
    method: 'get',
    path: '/internal/products',
    access: 'service',
    tag: 'Products',
    summary: 'The current name, price (cents) and status of the products with these ids; ids that match no product are left out',
    query: z.object({
      ids: z
        .string({ error: PRODUCT_IDS_MESSAGE })
        .max(MAX_PRODUCT_IDS * 30, TOO_MANY_IDS)
        .transform((text) => [...new Set(text.split(',').map((id) => id.trim()).filter(Boolean))])
        .pipe(z.array(z.string()).max(MAX_PRODUCT_IDS, TOO_MANY_IDS))
        .describe('Comma-separated product ids, e.g. ids=65a…01,65a…02'),
    }),
    response: z.object({ products: z.array(internalProduct) }),
  },
  inventoryCounts: {
    method: 'get',
    path: '/internal/inventory-counts',
    access: 'service',
    tag: 'Products',
    summary: "How many products there are, in all and in each stock status (the admin dashboard's inventory figures)",
    query: z.object({
      since: z.iso
        .datetime({ offset: true, error: 'since must be an ISO date and time' })
        .optional()
        .describe('Also count the products added since then (the dashboard asks with the start of this month)'),
    }),
    response: z.object({
      totalProducts: z.number().int(),
      byStatus: countsByStatus,
      addedSince: z
        .object({ totalProducts: z.number().int(), byStatus: countsByStatus })
        .optional()
        .describe('Answered when `since` is asked: the products created since then, by their stock status now'),
    }),
  },
  reserveUnits: {
    method: 'post',
    path: '/internal/units/reserve',
    access: 'service',
    tag: 'Units',
    summary:
      "Hold units for a placed order, all lines or none (available -> reserved). Idempotent per orderId: the same order asking again holds them once and answers 200 again",
    body: z.object({ orderId, items: z.array(unitLine).min(1, 'items must name at least one product').max(MAX_UNIT_LINES) }),
    response: unitsAnswer,
    refusals: { 409: "'<name> has no unit left to rent right now': a product has fewer units available than asked; nothing is held", 404: 'A product named does not exist' },
  },
  freeUnits: {
    method: 'post',
    path: '/internal/units/free',
    access: 'service',
    tag: 'Units',
    summary: "Give back the units an order holds but has not rented (reserved -> available); an order holding none is as good as freed",
    body: z.object({ orderId }),
    response: unitsAnswer,
  },
  replaceUnit: {
    method: 'post',
    path: '/internal/units/replace',
    access: 'service',
    tag: 'Units',
    summary:
      "A repair that replaced the unit in the customer's home (issue 23, item 2): one of the order's rented units of the product goes to maintenance and an available one takes its place (a new serial). " +
      'Idempotent per ticketId: asked again it answers the same serials and moves nothing',
    body: z.object({
      orderId,
      productId: unitLine.shape.productId,
      ticketId: z.string({ error: 'ticketId must be a ticket id' }).regex(PRODUCT_ID, 'ticketId must be a ticket id'),
    }),
    response: z.object({
      orderId: z.string(),
      productId: z.string(),
      state: z.literal('replaced'),
      replacedSerial: z.string().nullable().describe('The serial that went to maintenance; null when the order rented none with a serial'),
      newSerial: z.string().describe("The serial now in the customer's home"),
    }),
    refusals: {
      409: "'<name> has no unit available to replace it right now' (nothing changes), or the order rents no unit of this product",
      404: 'No such product',
    },
  },
});

/** Catalog's current facts of these products, through a caller's client: unknown ids are left out, none asked twice. */
export async function productsByIds(catalog: InternalClient, ids: readonly string[]): Promise<InternalProduct[]> {
  const wanted = askableProductIds(ids);
  if (wanted.length === 0) return [];
  // Cents between services, and cents into pricing: no hop through dollars on the way.
  return (await catalog.call(catalogInternalContract.productsByIds, { query: { ids: wanted.join(',') } })).products;
}
