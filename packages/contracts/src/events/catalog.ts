import { defineEvent } from '@rto/kit';
import { z } from 'zod';
import { CATEGORIES, STOCK_STATUSES } from '../vocabulary';

/** The facts catalog publishes (docs/architecture.md). Consumers import these definitions to validate what they get. */

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
});

/** An admin changed a product; data is the product as it now is. */
export const productUpdated = defineEvent('product.updated', productFacts);
