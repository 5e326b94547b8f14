import { catalogContractForCart } from '../../src/clients/catalog.contract';
import { catalogInternalContract } from '../../../catalog/src/http/internal-contract';
import { internalProductOf } from '../../../catalog/src/http/internal.routes';

/** cart keeps its own view of catalog's internal contract (its build cannot import catalog): held to catalog's here. */
describe("cart's view of catalog's internal contract", () => {
  const theirs = catalogInternalContract.productsByIds;
  const ours = catalogContractForCart.productsByIds;

  it('when cart calls the product lookup, then it is the route catalog serves, with input catalog accepts', () => {
    expect([ours.method, ours.path, ours.access]).toEqual([theirs.method, theirs.path, theirs.access]);
    const query = { ids: '65a000000000000000000001,65a000000000000000000002' };
    expect(ours.query.parse(query)).toEqual(query);
    expect(theirs.query.parse(query)).toEqual({ ids: ['65a000000000000000000001', '65a000000000000000000002'] });
  });

  it("when catalog answers a product as its contract says, then cart's view reads it, price in cents", () => {
    const answer = theirs.response.parse({
      products: [
        internalProductOf({
          id: '65a000000000000000000001',
          name: 'Samsung 4K TV',
          monthlyPriceCents: 129,
          photoId: '65a0000000000000000000ff',
          keyFeatures: ['4K'],
          combo: false,
          stockStatus: 'low',
          category: 'tv',
          version: 3,
        }),
      ],
    });
    expect(ours.response.parse(answer)).toEqual({
      products: [
        { id: '65a000000000000000000001', name: 'Samsung 4K TV', monthlyPriceCents: 129, photo: '/photos/65a0000000000000000000ff', combo: false, category: 'tv', stockStatus: 'low' },
      ],
    });
  });
});
