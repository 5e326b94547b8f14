import { defineInternalContract } from '@rto/kit';
import { z } from 'zod';
import { PLUG_TYPES, TV_SIZES } from '../vocabulary';

/**
 * cart's internal API: what other services may ask it, with a service credential, on paths the gateway never
 * routes (docs/architecture.md). Money in integer cents. The handlers parse with these schemas, callers check cart's
 * answers with them, and cart serves the document built from them at GET /internal/openapi.json.
 */

/** One priced line of a customer's cart. */
export const internalCartLine = z.object({
  productId: z.string(),
  name: z.string(),
  photo: z.string().describe('Path of the photo, e.g. /photos/<id>'),
  monthlyPriceCents: z.number().int().nonnegative().describe("Integer cents per month for this line (a TV: the product's price times its size)"),
  tvSize: z.literal(TV_SIZES).optional().describe('For a TV, its size in inches'),
  comboItem: z.object({ plugType: z.enum(PLUG_TYPES), plugDescription: z.string() }).optional().describe('For a combo set, the dryer plug chosen'),
});

export const cartInternalContract = defineInternalContract({
  customerCart: {
    method: 'get',
    path: '/internal/carts/:userId',
    access: 'service',
    tag: 'Carts',
    summary: "A customer's cart, priced, money in integer cents (order reads it at checkout); empty if they never saved one",
    params: z.object({ userId: z.string().trim().min(1, 'A user id is required').max(64, 'A user id must be at most 64 characters') }),
    response: z.object({
      cart: z.object({
        userId: z.string(),
        items: z.array(internalCartLine),
        tvSize: z.number().nullable().describe('The chosen TV size in inches, or null'),
        monthlyTotalCents: z.number().int().nonnegative().describe("Sum of the lines' monthly prices, integer cents"),
      }),
    }),
  },
});
