import { createRedis, createSessionRegistry, signServiceToken, type Connection } from '@rto/kit';
import { eventually, removeNamespace, testEnvironment } from '@rto/kit/testing';
import { userDeleted } from '@rto/contracts';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadBillingConfig, startBilling } from '@rto/billing';
import { loadCatalogConfig, startCatalog, type PresentedProduct } from '@rto/catalog';
import { loadCartConfig, startCart } from '@rto/cart';
import { loadOrderConfig, startOrder } from '@rto/order';
import { TestStack } from '../../../../test-support/stack';

const ADMIN = { email: 'cart-test-admin@example.com', password: 'cart-test-admin-password' };

type Product = PresentedProduct;

interface CartView {
  items: Array<{ id: string; name: string; monthly_price: number; photo: string; tvSize?: number; comboItem?: { plugType: string; plugDescription: string } }>;
  tvSize: number | null;
}

let stack: TestStack;
let database: Connection;
let tv: Product;
let combo: Product;
let fridge: Product;
let adminToken: string;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      catalog: (env) => startCatalog(loadCatalogConfig(env)),
      // After catalog: the stack hands it CATALOG_URL.
      cart: (env) => startCart(loadCartConfig(env)),
      // identity asks order and billing before it deletes a customer.
      billing: (env) => startBilling(loadBillingConfig(env)),
      order: (env) => startOrder(loadOrderConfig(env)),
    },
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  database = await stack.database('cart');

  const products = await stack.call<{ products: Product[] }>('GET', '/getProducts?page=1&limit=1000');
  expect(products.status).toBe(200);
  tv = products.body.products.find((p) => /tv/i.test(p.name))!;
  combo = products.body.products.find((p) => p.combo)!;
  fridge = products.body.products.find((p) => !p.combo && !/tv/i.test(p.name))!;
  expect([tv, combo, fridge].every(Boolean)).toBe(true);

  const login = await stack.call<{ token: string }>('POST', '/login', { body: ADMIN });
  adminToken = login.body.token;
});

afterAll(async () => {
  await stack?.stop();
});

const registerCustomer = () => stack.registerCustomer({ name: 'Cart Customer', email: stack.email('cart') });

/** A cart item as the storefront keeps it: a whole copy of the product plus the customer's choice. */
const copyOf = (product: Product, choice: Record<string, unknown> = {}) => ({ ...product, ...choice });

const saveCart = (token: string, cartItems: unknown) =>
  stack.call<{ message: string; cartItems: CartView }>('POST', '/addItemsToCart', { token, body: { cartItems } });

const readCart = (token: string) => stack.call<{ cartItems: CartView }>('GET', '/getCartItems', { token });

/** The cart view's figures for lines of these prices, stated here (not through the rules package) to check it. */
function figuresOf(lineCents: number[]) {
  const monthlyTotalCents = lineCents.reduce((sum, cents) => sum + cents, 0);
  const deliveryFeeCents = lineCents.length === 1 ? 2500 : 0;
  return { monthlyTotalCents, deliveryFeeCents, totalTodayCents: monthlyTotalCents + deliveryFeeCents };
}

describe('saving the cart', () => {
  it('when a customer saves a cart, then names and prices come from the catalogue, not from the copies sent', async () => {
    const customer = await registerCustomer();
    const cartItems = [
      copyOf(tv, { tvSize: 55, name: 'Free TV', monthly_price: 0 }),
      copyOf(combo, { comboItem: { plugType: '4-prong', plugDescription: 'anything' }, monthly_price: 0.01 }),
      copyOf(fridge, { photo: 'http://evil.example/x.png' }),
    ];
    const saved = await saveCart(customer.token, cartItems);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Cart updated');
    expect(saved.body.cartItems).toEqual({
      items: [
        { id: tv._id, name: tv.name, monthly_price: tv.monthly_price * 55, photo: tv.photo, tvSize: 55 },
        { id: combo._id, name: combo.name, monthly_price: combo.monthly_price, photo: combo.photo, comboItem: { plugType: '4-prong', plugDescription: '4-prong 220V USA Homes' } },
        { id: fridge._id, name: fridge.name, monthly_price: fridge.monthly_price, photo: fridge.photo },
      ],
      tvSize: 55,
      ...figuresOf([Math.round(tv.monthly_price * 100) * 55, Math.round(combo.monthly_price * 100), Math.round(fridge.monthly_price * 100)]),
    });

    const read = await readCart(customer.token);
    expect(read.status).toBe(200);
    expect(read.body.cartItems).toEqual(saved.body.cartItems);
  });

  it('when a cart is saved, then cart.updated is published for that customer with the priced lines', async () => {
    const customer = await registerCustomer();
    await saveCart(customer.token, [copyOf(fridge)]);
    const event = await stack.probe.waitFor<{ userId: string; reason: string; items: unknown[]; monthlyTotalCents: number }>(
      'cart.updated',
      (e) => e.data.userId === customer.id,
    );
    // The first change of a cart is its revision 1.
    expect(event).toMatchObject({ source: 'cart', data: { reason: 'items-replaced', tvSize: null, monthlyTotalCents: Math.round(fridge.monthly_price * 100), revision: 1 } });
    expect(event.data.items).toEqual([{ productId: fridge._id, name: fridge.name, monthlyPriceCents: Math.round(fridge.monthly_price * 100) }]);
  });

  it('when a cart is saved again, then it replaces the whole cart; an item may give its product as id instead of _id', async () => {
    const customer = await registerCustomer();
    await saveCart(customer.token, [copyOf(tv, { tvSize: 40 }), copyOf(fridge)]);
    const replaced = await saveCart(customer.token, [{ id: combo._id, comboItem: { plugType: '3-prong' } }]);
    expect(replaced.status).toBe(200);
    const read = await readCart(customer.token);
    expect(read.body.cartItems).toEqual({
      items: [{ id: combo._id, name: combo.name, monthly_price: combo.monthly_price, photo: combo.photo, comboItem: { plugType: '3-prong', plugDescription: '3-prong 220v USA Homes' } }],
      tvSize: null,
      ...figuresOf([Math.round(combo.monthly_price * 100)]),
    });

    const emptied = await saveCart(customer.token, []);
    expect(emptied.body.cartItems).toEqual({ items: [], tvSize: null, monthlyTotalCents: 0, deliveryFeeCents: 0, totalTodayCents: 0 });
  });

  it('when a customer saves the cart from five tabs at once, then each save lands once and their events carry revisions 1 to 5', async () => {
    const customer = await registerCustomer();
    const sizes = [40, 43, 50, 55, 60];
    const saves = await Promise.all(sizes.map((tvSize) => saveCart(customer.token, [copyOf(tv, { tvSize })])));
    expect(saves.map((save) => save.status)).toEqual([200, 200, 200, 200, 200]);

    const stored = await database.collection('carts').findOne({ userId: customer.id });
    expect(stored).toMatchObject({ revision: 5 });
    const events = await eventually(async () => {
      const mine = stack.probe.all('cart.updated').filter((e) => (e.data as { userId: string }).userId === customer.id);
      expect(mine).toHaveLength(5);
      return mine as Array<{ data: { revision: number; tvSize: number } }>;
    });
    expect(events.map((e) => e.data.revision).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(events.map((e) => e.data.tvSize).sort((a, b) => a - b)).toEqual(sizes);
    // The cart is what the last write (revision 5) made it.
    expect((await readCart(customer.token)).body.cartItems.tvSize).toBe(events.find((e) => e.data.revision === 5)!.data.tvSize);
  });

  it('when a customer has never saved a cart, then their cart is empty', async () => {
    const customer = await registerCustomer();
    const read = await readCart(customer.token);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ cartItems: { items: [], tvSize: null, monthlyTotalCents: 0, deliveryFeeCents: 0, totalTodayCents: 0 } });
  });

  it('when two customers save carts, then each sees only their own', async () => {
    const first = await registerCustomer();
    const second = await registerCustomer();
    await saveCart(first.token, [copyOf(fridge)]);
    await saveCart(second.token, [copyOf(tv, { tvSize: 80 })]);
    expect((await readCart(first.token)).body.cartItems.items.map((item) => item.id)).toEqual([fridge._id]);
    expect((await readCart(second.token)).body.cartItems.items.map((item) => item.id)).toEqual([tv._id]);
  });

  it.each([
    ['an unknown product', () => [{ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }], 'Unknown product: aaaaaaaaaaaaaaaaaaaaaaaa'],
    ['a malformed product id', () => [{ _id: 'not-a-product' }], 'Unknown product: not-a-product'],
    ['a TV size that is not offered', () => [copyOf(tv, { tvSize: 42 })], 'TV size must be one of 40, 43, 50, 55, 60, 65, 70, 75, 80'],
    ['a TV size given as text', () => [copyOf(tv, { tvSize: 'big' })], 'TV size must be one of 40, 43, 50, 55, 60, 65, 70, 75, 80'],
    ['a plug type that does not exist', () => [copyOf(combo, { comboItem: { plugType: '2-prong' } })], "Plug type must be '3-prong' or '4-prong'"],
    ['a TV without a size', () => [copyOf(tv)], () => `Please choose a TV size for ${tv.name}`],
    ['a combo without a plug', () => [copyOf(combo)], () => `Please choose a plug type for ${combo.name}`],
    ['an item without a product id', () => [{ name: 'Mystery' }], 'Each cart item needs the id of its product'],
    ['more than 50 items', () => Array.from({ length: 51 }, () => copyOf(fridge)), 'A cart can hold at most 50 items'],
    ['no list at all', () => 'everything', 'cartItems must be a list of cart items'],
  ])('when the cart holds %s, then 400 says so and the stored cart stays as it was', async (_label, items, expected) => {
    const error = typeof expected === 'function' ? expected() : expected;
    const customer = await registerCustomer();
    await saveCart(customer.token, [copyOf(fridge)]);
    const response = await saveCart(customer.token, items());
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
    expect((await readCart(customer.token)).body.cartItems.items.map((item) => item.id)).toEqual([fridge._id]);
  });

  it('when there is no token, then the cart paths answer 401', async () => {
    for (const [method, path] of [['POST', '/addItemsToCart'], ['PATCH', '/updateTvscreen'], ['GET', '/getCartItems']] as const) {
      const response = await stack.call(method, path, { body: method === 'GET' ? undefined : {} });
      expect(response.status).toBe(401);
      expect(response.body).toHaveProperty('error');
    }
  });
});

describe('when catalog cannot answer', () => {
  it('when the cart is saved while catalog is down, then 503 says so and the stored cart stays as it was', async () => {
    const customer = await registerCustomer();
    await saveCart(customer.token, [copyOf(fridge)]);
    // A second cart on the same database whose catalog is unreachable, in a namespace of its own so that it
    // never takes the first one's events.
    const namespace = `${stack.namespace}catalog-down.`;
    // No identity runs in that namespace to load the session registry: mark it loaded (nothing ended), or every
    // token check there would rightly answer 503.
    const registryRedis = createRedis(process.env['REDIS_URL']!, namespace);
    await createSessionRegistry(registryRedis, 60).reload(async () => []);
    registryRedis.disconnect();
    const lonely = await startCart(
      loadCartConfig(testEnvironment(namespace, `cart-${stack.suffix}`, { CATALOG_URL: 'http://127.0.0.1:9', CATALOG_TIMEOUT_MS: '500' })),
    );
    try {
      const response = await fetch(`${lonely.url}/addItemsToCart`, {
        method: 'POST',
        headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ cartItems: [copyOf(tv, { tvSize: 40 })] }),
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'The catalog service is unavailable right now, please try again shortly' });
    } finally {
      await lonely.stop();
      await removeNamespace(process.env['AMQP_URL']!, namespace, ['cart']).catch(() => undefined);
    }
    expect((await readCart(customer.token)).body.cartItems.items.map((item) => item.id)).toEqual([fridge._id]);
  });
});

describe('choosing the TV size', () => {
  it('when a customer picks an offered size, then it is stored on their cart with the items kept', async () => {
    const customer = await registerCustomer();
    await saveCart(customer.token, [copyOf(tv, { tvSize: 50 })]);
    const response = await stack.call('PATCH', '/updateTvscreen', { token: customer.token, body: { tvSize: 65 } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'TV size updated', tvSize: 65 });
    const read = await readCart(customer.token);
    expect(read.body.cartItems.tvSize).toBe(65);
    expect(read.body.cartItems.items.map((item) => item.id)).toEqual([tv._id]);
    const chosen = await stack.probe.waitFor<{ userId: string; reason: string }>('cart.updated', (e) => e.data.userId === customer.id && e.data.reason === 'tv-size-chosen');
    // Saved, then sized: the cart's second revision.
    expect(chosen.data).toMatchObject({ tvSize: 65, revision: 2 });
  });

  it.each([[42], ['55'], [null], [undefined]])('when the size is %p, then 400 lists the sizes', async (tvSize) => {
    const customer = await registerCustomer();
    const response = await stack.call('PATCH', '/updateTvscreen', { token: customer.token, body: { tvSize } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'TV size must be one of 40, 43, 50, 55, 60, 65, 70, 75, 80' });
  });
});

describe('events from other services', () => {
  it('when a customer account is deleted, then its cart is removed', async () => {
    const customer = await registerCustomer();
    await saveCart(customer.token, [copyOf(fridge)]);
    const carts = database.collection('carts');
    expect(await carts.countDocuments({ userId: customer.id })).toBe(1);

    const deleted = await stack.call('DELETE', `/delete-user/${customer.id}`, { token: adminToken });
    expect(deleted.status).toBe(200);
    await stack.probe.waitFor(userDeleted.type, (e) => (e.data as { userId: string }).userId === customer.id);

    await eventually(async () => expect(await carts.countDocuments({ userId: customer.id })).toBe(0));
    const event = await stack.probe.waitFor<{ userId: string; reason: string; items: unknown[] }>(
      'cart.updated',
      (e) => e.data.userId === customer.id && e.data.reason === 'user-deleted',
    );
    expect(event.data.items).toEqual([]);
  });
});

describe('the internal API for other services', () => {
  const internalCart = (userId: string, authorization: string) =>
    fetch(`${stack.services['cart']!.url}/internal/carts/${userId}`, { headers: { authorization } });

  it('when a service asks for a customer cart, then it gets the priced lines in cents', async () => {
    const customer = await registerCustomer();
    await saveCart(customer.token, [copyOf(tv, { tvSize: 43 }), copyOf(fridge)]);
    const response = await internalCart(customer.id, `Bearer ${signServiceToken(loadCartConfig({ NODE_ENV: 'test' }), 'order')}`);
    expect(response.status).toBe(200);
    const tvCents = Math.round(tv.monthly_price * 100) * 43;
    const fridgeCents = Math.round(fridge.monthly_price * 100);
    expect(await response.json()).toEqual({
      cart: {
        userId: customer.id,
        items: [
          { productId: tv._id, name: tv.name, photo: tv.photo, monthlyPriceCents: tvCents, tvSize: 43 },
          { productId: fridge._id, name: fridge.name, photo: fridge.photo, monthlyPriceCents: fridgeCents },
        ],
        tvSize: 43,
        monthlyTotalCents: tvCents + fridgeCents,
      },
    });
  });

  it('when a customer token is used on the internal path, then 401, and the gateway does not route it', async () => {
    const customer = await registerCustomer();
    const direct = await internalCart(customer.id, `Bearer ${customer.token}`);
    expect(direct.status).toBe(401);
    const throughGateway = await stack.call('GET', `/internal/carts/${customer.id}`, { token: customer.token });
    expect(throughGateway.body).not.toHaveProperty('cart');
  });
});
