import type { z } from 'zod';
import { cartRouteReadByOrder } from '../../src/clients/cart.client';
import { cartInternalContract } from '../../../cart/src/http/internal-contract';

/**
 * order reads one route of cart's internal API with a declaration of its own (importing cart's would make the two
 * packages depend on each other: cart consumes order.placed). This keeps the two declarations in step.
 */
describe("order's reading of cart's internal API", () => {
  const carts = cartInternalContract.customerCart;

  it("when the route is compared with cart's own, then the method and path are cart's", () => {
    expect([cartRouteReadByOrder.method, cartRouteReadByOrder.path]).toEqual([carts.method, carts.path]);
  });

  it("when cart answers a cart its contract allows (a TV, a combo, a plain line), then order reads every line and choice", () => {
    const answer = carts.response.parse({
      cart: {
        userId: 'u1',
        items: [
          { productId: 'a'.repeat(24), name: 'Smart LED TV', photo: '/photos/1', monthlyPriceCents: 5_500, tvSize: 55 },
          { productId: 'b'.repeat(24), name: 'Washer & Dryer Set', photo: '/photos/2', monthlyPriceCents: 6_000, comboItem: { plugType: '4-prong', plugDescription: '4-prong 220V USA Homes' } },
          { productId: 'c'.repeat(24), name: 'Refrigerator', photo: '/photos/3', monthlyPriceCents: 4_000 },
        ],
        tvSize: 55,
        monthlyTotalCents: 15_500,
      },
    });
    expect(cartRouteReadByOrder.response.parse(answer).cart.items).toEqual([
      { productId: 'a'.repeat(24), name: 'Smart LED TV', tvSize: 55 },
      { productId: 'b'.repeat(24), name: 'Washer & Dryer Set', comboItem: { plugType: '4-prong', plugDescription: '4-prong 220V USA Homes' } },
      { productId: 'c'.repeat(24), name: 'Refrigerator' },
    ]);
  });

  it("when the fields order reads are listed, then cart's contract declares every one of them", () => {
    const lineOf = (schema: z.ZodType) => ((schema as z.ZodObject).shape['cart'] as z.ZodObject).shape['items'] as z.ZodArray<z.ZodObject>;
    const ours = Object.keys(lineOf(cartRouteReadByOrder.response).element.shape);
    const theirs = Object.keys(lineOf(carts.response).element.shape);
    expect(theirs).toEqual(expect.arrayContaining(ours));
  });
});
