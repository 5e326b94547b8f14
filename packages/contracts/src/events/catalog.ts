import { defineEvent } from '@rto/kit';
import { z } from 'zod';
import { CATEGORIES, STOCK_STATUSES } from '../vocabulary';

/** The facts catalog publishes (docs/architecture.md). Consumers import these definitions to validate what they get. */

const unitCount = z.number().int().nonnegative();

/** How many units of a product are on the shelf, held for a placed order, in customers' homes and being repaired. */
export const unitCounts = z.object({ available: unitCount, reserved: unitCount, rented: unitCount, maintenance: unitCount });

/** A product as the API shows it (spec 3): monthly_price in dollars, photo as the path it is served on. */
export const productFacts = z.object({
  _id: z.string(),
  name: z.string(),
  monthly_price: z.number().describe('Dollars per month, at most 2 decimals; for a TV, per inch of screen'),
  photo: z.string().describe('Path of the photo, e.g. /photos/<id>'),
  key_features: z.array(z.string()),
  combo: z.boolean(),
  stock_status: z.enum(STOCK_STATUSES),
  category: z.enum(CATEGORIES),
  __v: z.number(),
  units: unitCounts.optional().describe("The product's units (additive); stock_status 'low' (2 or fewer available) and 'rented' (none) follow from them"),
});

/** An admin changed a product; data is the product as it now is. */
export const productUpdated = defineEvent('product.updated', productFacts);
