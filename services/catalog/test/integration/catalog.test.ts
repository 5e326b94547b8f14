import { signServiceToken, type RunningService } from '@rto/kit';
import { eventually, testEnvironment } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadCatalogConfig, startCatalog, type PresentedProduct } from '@rto/catalog';
import { TestStack } from '../../../../test-support/stack';

const ADMIN = { email: 'catalog-admin@example.com', password: 'catalog-admin-password' };
const CATEGORIES = ['washer', 'dryer', 'refrigerator', 'freezer', 'stove', 'tv', 'combo'];
// A real 1 x 1 GIF: too small for a product photo.
const TINY_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
// The same picture on a 240 x 240 screen (the logical screen's size at 6 and 8): a GIF big enough to be a photo.
const GIF = Buffer.concat([TINY_GIF.subarray(0, 6), Buffer.from([240, 0, 240, 0]), TINY_GIF.subarray(10)]);

type Product = PresentedProduct;
interface ProductList {
  products: Product[];
  pagination: { currentPage: number; totalPages: number; totalProducts: number; limit: number; hasNext: boolean; hasPrev: boolean };
}

let stack: TestStack;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      catalog: (env) => startCatalog(loadCatalogConfig(env)),
    },
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const login = await stack.call<{ token: string }>('POST', '/login', { body: ADMIN });
  expect(login.status).toBe(200);
  adminToken = login.body.token;
  const registered = await stack.call<{ token: string }>('POST', '/register', {
    body: { name: 'Casey Customer', email: stack.email('casey'), mobile: '317-555-0199', password: 'customer-password' },
  });
  expect(registered.status).toBe(201);
  customerToken = registered.body.token;
});

afterAll(() => stack?.stop());

/** The environment the stack started catalog with: the same database and namespace. */
const catalogEnv = () => testEnvironment(stack.namespace, `catalog-${stack.suffix}`, { BCRYPT_ROUNDS: '4', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

async function allProducts(): Promise<Product[]> {
  const response = await stack.call<ProductList>('GET', '/getProducts');
  expect(response.status).toBe(200);
  return response.body.products;
}

/** A product of the seed to edit; each test takes its own so tests never share data. */
async function productOf(category: string, index = 0): Promise<Product> {
  const product = (await allProducts()).filter((candidate) => candidate.category === category)[index];
  expect(product).toBeDefined();
  return product!;
}

interface FormPhoto {
  bytes: Buffer;
  filename: string;
  type: string;
}

async function putProductForm(id: string, fields: Record<string, string>, options: { token?: string; photo?: FormPhoto } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (options.photo) form.append('photo', new Blob([options.photo.bytes], { type: options.photo.type }), options.photo.filename);
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.token ?? adminToken;
  if (token) headers['authorization'] = `Bearer ${token}`;
  const response = await fetch(`${stack.gatewayUrl}/updateProduct/${id}`, { method: 'PUT', headers, body: form });
  return { status: response.status, body: (await response.json()) as { success?: boolean; product?: Product; photoUrl?: string; error?: string } };
}

const fieldsOf = (product: Product) => ({
  name: product.name,
  monthly_price: String(product.monthly_price),
  stock_status: product.stock_status === 'low' ? 'available' : product.stock_status,
  combo: String(product.combo),
});

describe('the seed catalogue', () => {
  it('when the service has started, then every category has at least two products at Schedule A prices, each with a photo', async () => {
    const products = await allProducts();
    for (const category of CATEGORIES) expect(products.filter((product) => product.category === category).length).toBeGreaterThanOrEqual(2);
    const priceOf = (category: string) => new Set(products.filter((product) => product.category === category).map((product) => product.monthly_price));
    expect(priceOf('tv')).toEqual(new Set([1]));
    expect(priceOf('refrigerator')).toEqual(new Set([40]));
    expect(priceOf('freezer')).toEqual(new Set([25]));
    expect(priceOf('stove')).toEqual(new Set([35]));
    expect(priceOf('combo')).toEqual(new Set([60]));
    expect(products.some((product) => product.stock_status === 'low')).toBe(true);
    for (const product of products) {
      expect(product.photo).toMatch(/^\/photos\/[a-f\d]{24}$/);
      expect(product.key_features.length).toBeGreaterThanOrEqual(3);
      expect(product.combo).toBe(product.category === 'combo');
      expect(product).not.toHaveProperty('outbox');
    }
    const photo = await fetch(`${stack.gatewayUrl}${products[0]!.photo}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
  });

  it('when the service starts again on the same database, then nothing is duplicated and admin edits are kept', async () => {
    const before = await allProducts();
    const edited = await productOf('freezer', 1);
    const update = await putProductForm(edited._id, { ...fieldsOf(edited), name: 'Upright Freezer (renamed)' });
    expect(update.status).toBe(200);

    let second: RunningService | undefined;
    try {
      second = await startCatalog(loadCatalogConfig(catalogEnv()));
      const direct = (await (await fetch(`${second.url}/getProducts`)).json()) as ProductList;
      expect(direct.products.length).toBe(before.length);
      expect(direct.products.find((product) => product._id === edited._id)?.name).toBe('Upright Freezer (renamed)');
    } finally {
      await second?.stop();
    }
    const after = await allProducts();
    expect(after.map((product) => product._id)).toEqual(before.map((product) => product._id));
  });
});

describe('listing products', () => {
  it('when a page and limit are given, then that page comes back with its pagination', async () => {
    const all = await allProducts();
    const page2 = await stack.call<ProductList>('GET', '/getProducts?page=2&limit=5');
    expect(page2.status).toBe(200);
    expect(page2.body.products.map((product) => product._id)).toEqual(all.slice(5, 10).map((product) => product._id));
    expect(page2.body.pagination).toEqual({
      currentPage: 2,
      totalPages: Math.ceil(all.length / 5),
      totalProducts: all.length,
      limit: 5,
      hasNext: true,
      hasPrev: true,
    });
    const admin = await stack.call<ProductList>('GET', '/getProducts?page=1&limit=1000');
    expect(admin.body.products.length).toBe(all.length);
  });

  it.each([
    ['limit=1001', 'limit must be at most 1000'],
    ['page=0', 'page must be at least 1'],
    ['limit=abc', 'limit must be a number'],
  ])('when the query is %s, then 400 says "%s"', async (query, message) => {
    const response = await stack.call('GET', `/getProducts?${query}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });

  it('when the client already has the list, then If-None-Match gives 304 with no body', async () => {
    const first = await stack.call('GET', '/getProducts');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const again = await fetch(`${stack.gatewayUrl}/getProducts`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});

describe('editing a product', () => {
  it('when the admin saves the form with a new photo, then the product, its photo, the list and the event all show the change', async () => {
    const product = await productOf('washer');
    const cachedList = await stack.call<ProductList>('GET', '/getProducts');
    const oldEtag = cachedList.headers.get('etag')!;

    const response = await putProductForm(
      product._id,
      {
        name: '  Front-Load Washer Deluxe ',
        monthly_price: '32.50',
        stock_status: 'maintenance',
        combo: 'false',
        'key_features[0]': 'Quiet drum',
        'key_features[1]': '',
        'key_features[2]': '  Steam clean  ',
        'key_features[3]': '   ',
      },
      { photo: { bytes: GIF, filename: 'washer.bin', type: 'application/octet-stream' } },
    );
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    expect(response.body.product).toEqual({
      ...product,
      name: 'Front-Load Washer Deluxe',
      monthly_price: 32.5,
      stock_status: 'maintenance',
      key_features: ['Quiet drum', 'Steam clean'],
      photo: response.body.photoUrl,
      __v: product.__v + 1,
    });
    expect(response.body.photoUrl).not.toBe(product.photo);

    const photo = await fetch(`${stack.gatewayUrl}${response.body.photoUrl}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/gif');
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(GIF);

    const list = await stack.call<ProductList>('GET', '/getProducts');
    expect(list.body.products.find((candidate) => candidate._id === product._id)).toEqual(response.body.product);
    expect(list.headers.get('etag')).not.toBe(oldEtag);
    const stale = await fetch(`${stack.gatewayUrl}/getProducts`, { headers: { 'if-none-match': oldEtag } });
    expect(stale.status).toBe(200);

    const event = await stack.probe.waitFor<Product>('product.updated', (candidate) => candidate.data._id === product._id);
    expect(event).toMatchObject({ source: 'catalog', data: response.body.product });
    // The event carries the version it made, also as the revision every event written under one carries.
    expect(event.data).toMatchObject({ __v: product.__v + 1, revision: product.__v + 1 });
  });

  it('when three admins save the same product at once, then each edit lands once, one after the other, each event with its own version', async () => {
    const product = await productOf('refrigerator', 1);
    const prices = ['41', '42', '43'];
    const saves = await Promise.all(prices.map((price) => putProductForm(product._id, { ...fieldsOf(product), name: `Fridge at ${price}`, monthly_price: price })));
    expect(saves.map((save) => save.status)).toEqual([200, 200, 200]);
    expect(saves.map((save) => save.body.product!.__v).sort((a, b) => a - b)).toEqual([product.__v + 1, product.__v + 2, product.__v + 3]);

    const events = await eventually(() => {
      const mine = stack.probe.all('product.updated').filter((event) => (event.data as Product)._id === product._id);
      expect(mine).toHaveLength(3);
      return mine as Array<{ data: Product & { revision: number } }>;
    });
    expect(events.map((event) => event.data.revision).sort((a, b) => a - b)).toEqual([product.__v + 1, product.__v + 2, product.__v + 3]);
    const last = events.find((event) => event.data.revision === product.__v + 3)!;
    const { revision: _revision, ...lastProduct } = last.data;
    expect((await allProducts()).find((candidate) => candidate._id === product._id)).toEqual(lastProduct);
  });

  it('when the form leaves out combo, key features and photo, then those stay as they were', async () => {
    const product = await productOf('combo');
    const response = await putProductForm(product._id, { name: product.name, monthly_price: '59.99', stock_status: 'rented' });
    expect(response.status).toBe(200);
    expect(response.body.product).toMatchObject({ combo: true, key_features: product.key_features, photo: product.photo, monthly_price: 59.99 });
  });

  it('when the file is not an image, whatever its name and declared type, then 400 and nothing changes', async () => {
    const product = await productOf('dryer');
    const response = await putProductForm(product._id, { ...fieldsOf(product), name: 'Should not be saved' }, {
      photo: { bytes: Buffer.from('just some text pretending to be a picture'), filename: 'photo.png', type: 'image/png' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Please select an image file' });
    expect((await allProducts()).find((candidate) => candidate._id === product._id)).toEqual(product);
  });

  it('when an admin sends a blank 1-pixel photo straight to the API, then 400 says it is too small and nothing changes', async () => {
    const product = await productOf('dryer');
    const response = await putProductForm(product._id, { ...fieldsOf(product), name: 'Should not be saved' }, {
      photo: { bytes: TINY_GIF, filename: 'photo.gif', type: 'image/gif' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Image should be at least 200 x 200 pixels' });
    expect((await allProducts()).find((candidate) => candidate._id === product._id)).toEqual(product);
  });

  it('when the photo is over 5 MB, then it is refused with the size message and nothing changes', async () => {
    const product = await productOf('dryer', 1);
    const big = Buffer.alloc(5 * 1024 * 1024 + 10);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await putProductForm(product._id, fieldsOf(product), { photo: { bytes: big, filename: 'huge.png', type: 'image/png' } });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'Image size should be less than 5MB' });
    expect((await allProducts()).find((candidate) => candidate._id === product._id)).toEqual(product);
  });

  it.each([
    [{ monthly_price: '-5' }, 'Monthly price must be a number of at least 0 with at most 2 decimals'],
    [{ monthly_price: '12.345' }, 'Monthly price must be a number of at least 0 with at most 2 decimals'],
    [{ monthly_price: '' }, 'Please enter the monthly price'],
    [{ name: '   ' }, 'Please enter the product name'],
    [{ stock_status: 'sold' }, 'Stock status must be one of available, rented, maintenance, discontinued, low'],
    [{ combo: 'maybe' }, 'combo must be true or false'],
  ])('when the form has %j, then 400 says "%s"', async (change, message) => {
    const product = await productOf('stove');
    const response = await putProductForm(product._id, { ...fieldsOf(product), ...change });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });

  it('when the product does not exist, then 404 "Product not found"', async () => {
    const product = await productOf('stove', 1);
    for (const id of ['65a0000000000000000000ff', 'not-an-id']) {
      const response = await putProductForm(id, fieldsOf(product));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Product not found' });
    }
  });

  it('when there is no token, then 401; when a customer tries, then 403; the product is unchanged', async () => {
    const product = await productOf('refrigerator');
    const anonymous = await fetch(`${stack.gatewayUrl}/updateProduct/${product._id}`, { method: 'PUT', body: new FormData() });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toHaveProperty('error');
    const customer = await putProductForm(product._id, { ...fieldsOf(product), name: 'Hacked' }, { token: customerToken });
    expect(customer.status).toBe(403);
    expect(customer.body).toHaveProperty('error');
    const service = catalogService();
    const direct = await fetch(`${service.url}/updateProduct/${product._id}`, { method: 'PUT', headers: { authorization: `Bearer ${customerToken}` }, body: new FormData() });
    expect(direct.status).toBe(403);
    expect((await allProducts()).find((candidate) => candidate._id === product._id)).toEqual(product);
  });
});

describe('photos', () => {
  it('when a photo is fetched, then it has a strong ETag, a year of immutable caching, nosniff, and 304 on If-None-Match', async () => {
    const product = await productOf('tv');
    const first = await fetch(`${stack.gatewayUrl}${product.photo}`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[a-f\d]{64}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await first.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');

    const again = await fetch(`${stack.gatewayUrl}${product.photo}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('when the photo does not exist, then 404 in JSON', async () => {
    for (const id of ['65a0000000000000000000ee', 'nope']) {
      const response = await stack.call('GET', `/photos/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: 'Photo not found' });
    }
  });
});

function catalogService(): RunningService {
  return stack.services['catalog']!;
}

describe('the internal product lookup', () => {
  const serviceToken = () => signServiceToken(loadCatalogConfig(catalogEnv()), 'order');
  const lookUp = (query: string, authorization = `Bearer ${serviceToken()}`) =>
    fetch(`${catalogService().url}/internal/products${query}`, { headers: { authorization } });

  it('when another service asks with its service token, then it gets the current names and prices of the ids found, in integer cents', async () => {
    const [first, second] = await allProducts();
    const response = await eventually(async () => {
      const answer = await lookUp(`?ids=${first!._id},${second!._id},65a0000000000000000000dd,junk,${first!._id}`);
      expect(answer.status).toBe(200);
      return (await answer.json()) as { products: Array<Record<string, unknown>> };
    });
    expect(new Set(response.products.map((product) => product['id']))).toEqual(new Set([first!._id, second!._id]));
    expect(response.products.find((product) => product['id'] === first!._id)).toEqual({
      id: first!._id,
      name: first!.name,
      monthlyPriceCents: Math.round(first!.monthly_price * 100),
      photo: first!.photo,
      combo: first!.combo,
      category: first!.category,
      stockStatus: first!.stock_status,
      version: first!.__v,
    });
  });

  it('when a customer token is used, or none, then 401; and the gateway never routes it', async () => {
    for (const headers of [{ authorization: `Bearer ${customerToken}` }, { authorization: `Bearer ${adminToken}` }, {}] as Array<Record<string, string>>) {
      const response = await fetch(`${catalogService().url}/internal/products?ids=65a0000000000000000000dd`, { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Service credentials required' });
    }
    const viaGateway = await stack.call('GET', '/internal/products?ids=x', { token: customerToken });
    expect(viaGateway.status).toBe(404);
  });

  it.each([
    ['no ids', '', 'ids must be a comma-separated list of product ids'],
    ['more than 200 ids', `?ids=${Array.from({ length: 201 }, (_, n) => n.toString(16).padStart(24, '0')).join(',')}`, 'ids may name at most 200 products'],
  ])('when the lookup names %s, then 400 says so', async (_label, query, error) => {
    const response = await lookUp(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });

  it("when a service asks for catalog's internal API document, then it describes the lookup in cents and the stock counts; it is in no public document", async () => {
    const response = await fetch(`${catalogService().url}/internal/openapi.json`, { headers: { authorization: `Bearer ${serviceToken()}` } });
    expect(response.status).toBe(200);
    const document = (await response.json()) as { info: { title: string }; paths: Record<string, Record<string, unknown>> };
    expect(document.info.title).toBe('catalog: internal API');
    expect(Object.keys(document.paths).sort()).toEqual(['/internal/inventory-counts', '/internal/products', '/internal/units/free', '/internal/units/replace', '/internal/units/reserve']);
    expect(JSON.stringify(document.paths['/internal/products'])).toContain('"monthlyPriceCents"');

    const asCustomer = await fetch(`${catalogService().url}/internal/openapi.json`, { headers: { authorization: `Bearer ${customerToken}` } });
    expect(asCustomer.status).toBe(401);
    const publicDocument = await stack.call<{ paths: Record<string, unknown> }>('GET', '/openapi.json');
    expect(publicDocument.status).toBe(200);
    expect(Object.keys(publicDocument.body.paths).filter((path) => path.startsWith('/internal'))).toEqual([]);
  });
});
