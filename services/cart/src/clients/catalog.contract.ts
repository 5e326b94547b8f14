import { defineInternalContract } from '@rto/kit';
import { z } from 'zod';

/**
 * The part of catalog's internal contract cart calls (catalog's own is `catalogInternalContract` in
 * services/catalog/src/http/internal-contract.ts): the same route, method and input, and an answer schema that
 * reads only the fields cart uses, so a field catalog adds never breaks cart. A test holds the two together.
 * It lives here because cart's build may only import from the packages it depends on.
 */
export const catalogContractForCart = defineInternalContract({
  productsByIds: {
    method: 'get',
    path: '/internal/products',
    access: 'service',
    tag: 'Products',
    summary: 'The current name, price (cents) and status of the products with these ids; ids that match no product are left out',
    query: z.object({ ids: z.string().describe('Comma-separated product ids') }),
    response: z.object({
      products: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          monthlyPriceCents: z.number().int().nonnegative(),
          photo: z.string(),
          combo: z.boolean(),
          category: z.string(),
          stockStatus: z.string(),
        }),
      ),
    }),
  },
});
