import { defineContract, paging, requiredLine, singleLine } from '@rto/kit';
import { z } from 'zod';
import { IMAGE_TOO_SMALL, MIN_PHOTO_SIDE, NOT_AN_IMAGE } from '../domain/image';
import { parsePriceToCents, PRICE_INVALID } from '../domain/price';
import { cleanKeyFeatures, EDITABLE_STOCK_STATUSES, MAX_KEY_FEATURE_LENGTH, MAX_KEY_FEATURES } from '../domain/product';
import { productFacts } from '@rto/contracts';

/**
 * catalog's public API: paths, fields and messages are the spec's (sections 2.3, 2.16, 5, 7). Handlers parse with
 * these schemas and the gateway's OpenAPI document is built from them, so the two cannot drift apart.
 */

export const publicProduct = productFacts;

const STOCK_STATUS_INVALID = `Stock status must be one of ${EDITABLE_STOCK_STATUSES.join(', ')}`;

/** The edit form (spec 2.16): multipart fields as text, or the same in JSON. Validated by the handler itself. */
export const productForm = z.object({
  name: requiredLine('name', 'Please enter the product name', 200),
  monthly_price: z
    .union([z.string(), z.number()], { error: PRICE_INVALID })
    .optional()
    .transform((value, ctx) => {
      const price = parsePriceToCents(value);
      if (price.ok) return price.cents;
      ctx.addIssue({ code: 'custom', message: price.error });
      return z.NEVER;
    })
    .describe('Dollars per month: a number of at least 0 with at most 2 decimals, e.g. 40 or 12.50; stored in cents'),
  stock_status: z.enum(EDITABLE_STOCK_STATUSES, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? 'Please choose a stock status' : STOCK_STATUS_INVALID),
  }),
  combo: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: 'combo must be true or false' })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === true || value === 'true'))
    .describe("'true' or 'false'; absent keeps the current value"),
  key_features: z
    .array(singleLine(z.string({ error: 'Each key feature must be text' }).max(MAX_KEY_FEATURE_LENGTH, `Each key feature must be at most ${MAX_KEY_FEATURE_LENGTH} characters`), 'Each key feature'), {
      error: 'key_features must be a list of text',
    })
    .max(MAX_KEY_FEATURES, `At most ${MAX_KEY_FEATURES} key features`)
    .optional()
    .transform((entries) => (entries === undefined ? undefined : cleanKeyFeatures(entries)))
    .describe('Sent as key_features[0], key_features[1], ...; empty entries are dropped; absent keeps the current list'),
  units_available: unitCountField('units_available'),
  units_maintenance: unitCountField('units_maintenance'),
  photo: z
    .any()
    .optional()
    .meta({ type: 'string', format: 'binary', description: `Optional new photo: PNG, JPEG, GIF or WebP (checked by content, else "${NOT_AN_IMAGE}"), at most 5 MB, at least ${MIN_PHOTO_SIDE} x ${MIN_PHOTO_SIDE} pixels by its header (else 400 "${IMAGE_TOO_SMALL}")` }),
});

/** A unit count the admin sets: a whole number from 0, sent as form text or a JSON number; absent keeps it. */
function unitCountField(name: string) {
  const problem = `${name} must be a whole number of at least 0`;
  return z
    .union([z.string(), z.number()], { error: problem })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined;
      const count = typeof value === 'number' ? value : /^\s*\d{1,6}\s*$/.test(value) ? Number(value) : NaN;
      if (Number.isInteger(count) && count >= 0 && count <= 100_000) return count;
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    })
    .describe(`Units ${name === 'units_available' ? 'on the shelf, ready to rent' : 'being repaired'}: a whole number from 0 to 100000; absent keeps it. 'low' (2 or fewer available) and 'rented' (none) follow`);
}

export type ProductForm = z.infer<typeof productForm>;

export const catalogContract = defineContract({
  getProducts: {
    method: 'get',
    path: '/getProducts',
    access: 'none',
    tag: 'Products',
    summary: 'The catalogue, in display order (answers with an ETag; If-None-Match gives 304)',
    query: z.object(paging(1000, 1000)),
    response: z.object({
      products: z.array(publicProduct),
      pagination: z.object({
        currentPage: z.number(),
        totalPages: z.number(),
        totalProducts: z.number(),
        limit: z.number(),
        hasNext: z.boolean(),
        hasPrev: z.boolean(),
      }),
    }),
  },
  updateProduct: {
    method: 'put',
    path: '/updateProduct/:id',
    access: 'admin',
    tag: 'Admin: inventory',
    summary:
      "Edit a product's name, price, stock status, combo flag, key features, photo and unit counts (available, maintenance). stock_status 'maintenance' and 'discontinued' are the admin's; otherwise it follows the units: 'low' at 2 or fewer available, 'rented' at none",
    multipart: true,
    params: z.object({ id: z.string().max(64) }),
    body: productForm,
    response: z.object({ success: z.literal(true), product: publicProduct, photoUrl: z.string() }),
  },
  getPhoto: {
    method: 'get',
    path: '/photos/:id',
    access: 'none',
    tag: 'Products',
    summary: 'A product photo: the image bytes, cached for a year (a changed photo gets a new id); If-None-Match gives 304',
    params: z.object({ id: z.string().max(64) }),
  },
});
