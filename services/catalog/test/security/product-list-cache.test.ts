import { createRedis, type Redis } from '@rto/kit';
import { loadCatalogConfig, startCatalog, type RunningCatalog } from '@rto/catalog';
import { TestStack } from '../../../../test-support/stack';
import { LOCAL_MAX_ENTRIES } from '../../src/store/product-list.cache';

/**
 * Security review: every distinct `page:limit` used to become one more entry in catalog's memory and one more
 * field of its Redis hash, and `page` had no upper bound, so anyone could grow both without end by counting.
 */

interface ProductList {
  products: unknown[];
  pagination: { currentPage: number; totalPages: number; totalProducts: number };
}

// The hash the cache keeps its lists in; the service's Redis client puts the namespace in front of every key.
const LISTS_KEY = 'catalog:products';
const GENERATION_FIELD = 'gen';

let stack: TestStack;
let catalog: RunningCatalog | undefined;
let redis: Redis;
let totalProducts: number;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      catalog: async (env) => (catalog = await startCatalog(loadCatalogConfig(env))),
    },
    // Lists stay in memory for a minute: nothing the test sends expires before it looks.
    env: { PRODUCTS_LOCAL_CACHE_MS: '60000' },
  });
  redis = createRedis(process.env['REDIS_URL']!, stack.namespace);
  const all = await stack.call<ProductList>('GET', '/getProducts');
  expect(all.status).toBe(200);
  totalProducts = all.body.pagination.totalProducts;
  expect(totalProducts).toBeGreaterThan(0);
});

afterAll(async () => {
  redis?.disconnect();
  await stack?.stop();
});

const pageExists = (page: number, limit: number) => page === 1 || page <= Math.ceil(totalProducts / limit);

async function inBatches<T>(items: T[], size: number, send: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(send));
}

describe('the product list cache under page counting', () => {
  it('when someone asks for 3,000 distinct page and limit combinations, then Redis holds only the real pages and memory a bounded few', async () => {
    // Pages 1 to 50 (some real, most past the end) and 50 far pages up to the highest allowed, for limits 1 to 30.
    const pages = [...Array.from({ length: 50 }, (_, i) => i + 1), ...Array.from({ length: 50 }, (_, i) => 200 * (i + 1))];
    const combinations = pages.flatMap((page) => Array.from({ length: 30 }, (_, i) => ({ page, limit: i + 1 })));
    expect(new Set(combinations.map(({ page, limit }) => `${page}:${limit}`)).size).toBe(3000);

    await inBatches(combinations, 50, async ({ page, limit }) => {
      const response = await stack.call<ProductList>('GET', `/getProducts?page=${page}&limit=${limit}`);
      expect(response.status).toBe(200);
      expect(response.body.pagination.currentPage).toBe(page);
      if (!pageExists(page, limit)) expect(response.body.products).toEqual([]);
    });

    // Plus the whole list (page 1, limit 1000) that beforeAll asked for.
    const realPages = ['1:1000', ...combinations.filter(({ page, limit }) => pageExists(page, limit)).map(({ page, limit }) => `${page}:${limit}`)];
    const fields = await redis.hkeys(LISTS_KEY);
    expect(fields.filter((field) => field !== GENERATION_FIELD).sort()).toEqual(realPages.sort());
    expect(fields.length).toBeLessThanOrEqual(realPages.length + 1);

    expect(catalog?.productLists.localSize).toBeGreaterThan(0);
    expect(catalog?.productLists.localSize).toBeLessThanOrEqual(LOCAL_MAX_ENTRIES);
  }, 120_000);

  it('when the page is past the highest allowed, then 400 in JSON and nothing is stored', async () => {
    const response = await stack.call('GET', '/getProducts?page=10001&limit=7');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.body).toEqual({ error: 'page must be at most 10000' });
    expect(await redis.hexists(LISTS_KEY, '10001:7')).toBe(0);
  });

  it('when a page past the end is asked for again, then it is the same empty list with the same ETag, 304 on If-None-Match, and never stored', async () => {
    const path = '/getProducts?page=9999&limit=999';
    const first = await stack.call<ProductList>('GET', path);
    expect(first.status).toBe(200);
    expect(first.body.products).toEqual([]);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await stack.call('GET', path, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await redis.hexists(LISTS_KEY, '9999:999')).toBe(0);

    // A real page still goes to Redis as before.
    const real = await stack.call('GET', '/getProducts?page=1&limit=999');
    expect(real.status).toBe(200);
    expect(await redis.hexists(LISTS_KEY, '1:999')).toBe(1);
  });
});
