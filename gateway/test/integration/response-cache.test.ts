import { loadCatalogConfig, startCatalog, type PresentedProduct } from '@rto/catalog';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { eventually, testEnvironment } from '@rto/kit/testing';
import { loadGatewayConfig, startGateway, type RunningGateway } from '@rto/gateway';
import { TestStack } from '../../../test-support/stack';

const ADMIN = { email: 'cache-admin@example.com', password: 'cache-admin-password' };

interface ProductList {
  products: PresentedProduct[];
}

let stack: TestStack;
let adminToken: string;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      catalog: (env) => startCatalog(loadCatalogConfig(env)),
    },
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  adminToken = (await stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
});

afterAll(() => stack?.stop());

/** The gateway's cache counters, from its operations port. */
async function cacheCounts(operationsUrl = stack.gatewayOperationsUrl): Promise<{ hit: number; miss: number }> {
  const text = await (await fetch(`${operationsUrl}/metrics`)).text();
  const count = (outcome: string) => Number(new RegExp(`gateway_cache_lookups_total\\{outcome="${outcome}"[^}]*\\} (\\d+)`).exec(text)?.[1] ?? 0);
  return { hit: count('hit'), miss: count('miss') };
}

async function rename(product: PresentedProduct, name: string, gatewayUrl = stack.gatewayUrl): Promise<void> {
  const form = new FormData();
  for (const [field, value] of Object.entries({ name, monthly_price: String(product.monthly_price), stock_status: 'available', combo: String(product.combo) })) form.append(field, value);
  const response = await fetch(`${gatewayUrl}/updateProduct/${product._id}`, { method: 'PUT', headers: { authorization: `Bearer ${adminToken}` }, body: form });
  expect(response.status).toBe(200);
}

const listFrom = async (gatewayUrl = stack.gatewayUrl) => (await (await fetch(`${gatewayUrl}/getProducts`)).json()) as ProductList;

describe('the gateway cache of public answers', () => {
  it('when the catalogue is asked for again, then the gateway answers from memory, with its own request id', async () => {
    await stack.call('GET', '/getProducts?limit=5');
    const before = await cacheCounts();
    const first = await stack.call<ProductList>('GET', '/getProducts?limit=5', { headers: { 'x-request-id': 'first-ask' } });
    const second = await stack.call<ProductList>('GET', '/getProducts?limit=5', { headers: { 'x-request-id': 'second-ask' } });
    const after = await cacheCounts();
    expect(after.hit - before.hit).toBe(2);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('x-request-id')).toBe('second-ask');
    // The service's word on caching reaches the browser unchanged: it asks again every time.
    expect(second.headers.get('cache-control')).toMatch(/max-age=0/);
  });

  it("when the client already holds the answer's ETag, then the gateway answers 304 without a body", async () => {
    const first = await stack.call('GET', '/getProducts?limit=3');
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${stack.gatewayUrl}/getProducts?limit=3`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
  });

  it('when an admin edits a product, then the very next list through this gateway shows it', async () => {
    const product = (await listFrom()).products[0]!;
    await listFrom();
    for (const round of [1, 2, 3]) {
      const name = `Renamed ${round} ${stack.suffix}`;
      await rename(product, name);
      expect((await listFrom()).products.find((candidate) => candidate._id === product._id)!.name).toBe(name);
    }
  });

  it('when another gateway instance carries the edit, then this one shows it once the short shared lifetime ends', async () => {
    const other: RunningGateway = await startGateway(
      loadGatewayConfig(
        testEnvironment(stack.namespace, `gateway-other-${stack.suffix}`, {
          OPERATIONS_PORT: '0',
          IDENTITY_URL: stack.services['identity']!.url,
          CATALOG_URL: stack.services['catalog']!.url,
        }),
      ),
    );
    try {
      const product = (await listFrom()).products[1]!;
      await listFrom();
      const name = `Edited elsewhere ${stack.suffix}`;
      await rename(product, name, other.url);
      // Catalog lets a shared cache keep a list for 1 s, as long as another catalog instance may keep its own.
      await eventually(async () => expect((await listFrom()).products.find((candidate) => candidate._id === product._id)!.name).toBe(name), 3_000);
    } finally {
      await other.stop();
    }
  });

  it('when a photo is asked for twice, then the second comes from the gateway, byte for byte', async () => {
    const photo = (await listFrom()).products[0]!.photo;
    const first = await fetch(`${stack.gatewayUrl}${photo}`);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const before = await cacheCounts();
    const second = await fetch(`${stack.gatewayUrl}${photo}`);
    expect(second.status).toBe(200);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(firstBytes);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect((await cacheCounts()).hit - before.hit).toBe(1);
  });

  it('when a route is not marked cached, then nothing of it is kept (a customer answer is never shared)', async () => {
    const customer = await stack.registerCustomer();
    const before = await cacheCounts();
    await stack.call('GET', '/getUser', { token: customer.token });
    await stack.call('GET', '/getUser', { token: customer.token });
    expect(await cacheCounts()).toEqual(before);
  });
});
