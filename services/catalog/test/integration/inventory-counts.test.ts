import { signServiceToken } from '@rto/kit';
import { testEnvironment } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadCatalogConfig, startCatalog } from '@rto/catalog';
import { TestStack } from '../../../../test-support/stack';

/**
 * GET /internal/inventory-counts (the admin dashboard's stock figures, asked by order): the products by stock status,
 * and with `since` those added since then, from which the dashboard tells the inventory's change this month (issue 25).
 */

let stack: TestStack;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      catalog: (env) => startCatalog(loadCatalogConfig(env)),
    },
  });
});

afterAll(() => stack?.stop());

const serviceToken = () => signServiceToken(loadCatalogConfig(testEnvironment(stack.namespace, `catalog-${stack.suffix}`)), 'order');

async function counts(query = '', authorization = `Bearer ${serviceToken()}`) {
  const response = await fetch(`${stack.services['catalog']!.url}/internal/inventory-counts${query}`, { headers: { authorization } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the stock counts of the admin dashboard', () => {
  it('when order asks since the start of the month, then the products added since then come with the counts, by their status now', async () => {
    const products = (await stack.database('catalog')).collection('products');
    const monthStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1));
    // Three products were in the catalogue before this month; the rest were seeded now.
    const older = await products.find({ stockStatus: 'available' }).limit(3).toArray();
    await products.updateMany({ _id: { $in: older.map((product) => product['_id']) } }, { $set: { createdAt: new Date(monthStart.getTime() - 86_400_000) } });
    const total = await products.countDocuments({});
    const available = await products.countDocuments({ stockStatus: 'available' });

    const plain = await counts();
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ totalProducts: total, byStatus: { available } });
    expect(plain.body['addedSince']).toBeUndefined();

    const since = await counts(`?since=${encodeURIComponent(monthStart.toISOString())}`);
    expect(since.status).toBe(200);
    expect(since.body).toMatchObject({ totalProducts: total, byStatus: { available }, addedSince: { totalProducts: total - 3, byStatus: { available: available - 3 } } });
  });

  it('when since is not a date, or the caller has no service credential, then it is refused in JSON', async () => {
    for (const query of ['?since=yesterday', '?since=2026-13-45T00:00:00Z', '?since=']) {
      const refused = await counts(query);
      expect({ query, status: refused.status, error: typeof refused.body['error'] }).toEqual({ query, status: 400, error: 'string' });
    }
    expect((await counts('', '')).status).toBe(401);
    expect((await counts('', 'Bearer not-a-token')).status).toBe(401);
  });
});
