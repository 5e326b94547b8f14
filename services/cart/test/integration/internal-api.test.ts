import type { Express } from 'express';
import { bindInternalContract, createHttpApp, createLogger, listen, signServiceToken, type RunningServer } from '@rto/kit';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadCartConfig, startCart } from '@rto/cart';
import { catalogInternalContract } from '@rto/contracts';
import { TestStack } from '../../../../test-support/stack';

/**
 * cart's side of the internal API: what it serves to other services, and what its customers see when catalog, which
 * it calls, fails it. Catalog here is a stand-in built from catalog's own internal contract, so each failure can be
 * made on purpose; the real catalog is exercised by cart.test.ts.
 */

/** How the stand-in catalog behaves for the test in progress. */
let catalogMode: 'refuses-cart-credentials' | 'failing' | 'answers-dollars';

/** A catalog deployed with another signing key: its real credential check refuses cart's service tokens. */
const otherDeployment = { SERVICE_TOKEN_SECRET: 'another-deployments-signing-key-0123456789', JWT_ISSUER: 'rto-identity', JWT_AUDIENCE: 'rto', JWT_TTL: 60 };

function standInCatalog(): Express {
  return createHttpApp({
    service: 'catalog',
    logger: createLogger('catalog', 'silent'),
    readiness: {},
    routes: (app) => {
      app.use('/internal', (_req, res, next) => {
        if (catalogMode === 'failing') res.status(500).json({ error: 'Something went wrong on our side, please try again' });
        else if (catalogMode === 'answers-dollars') res.json({ products: [{ _id: '65a000000000000000000001', name: 'Washer', monthly_price: 40 }] });
        else next();
      });
      // Only the route cart calls.
      bindInternalContract(app, { productsByIds: catalogInternalContract.productsByIds }, { productsByIds: () => ({ products: [] }) }, { service: 'catalog', settings: otherDeployment });
    },
  });
}

let catalog: RunningServer;
let stack: TestStack;

beforeAll(async () => {
  catalog = await listen(standInCatalog(), 0, '127.0.0.1');
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      cart: (env) => startCart(loadCartConfig(env)),
    },
    env: { CATALOG_URL: catalog.url, CATALOG_TIMEOUT_MS: '2000' },
  });
});

afterAll(async () => {
  await stack?.stop();
  await catalog?.close(0);
});

const registerCustomer = () => stack.registerCustomer({ name: 'Cart Customer', email: stack.email('cart-internal') });

const saveCart = (token: string) =>
  stack.call('POST', '/addItemsToCart', { token, body: { cartItems: [{ _id: '65a000000000000000000001' }] } });

describe('when catalog fails cart', () => {
  it("when catalog refuses cart's credentials, then the customer gets 502 with a message, not 401, and stays logged in", async () => {
    catalogMode = 'refuses-cart-credentials';
    const customer = await registerCustomer();

    const saved = await saveCart(customer.token);
    expect(saved.status).toBe(502);
    expect(saved.body).toEqual({ error: 'Could not reach the catalog service, please try again shortly' });

    // The same token still works everywhere: nothing told the SPA the session was over.
    expect((await stack.call('GET', '/getUser', { token: customer.token })).status).toBe(200);
    const cart = await stack.call('GET', '/getCartItems', { token: customer.token });
    expect(cart.status).toBe(200);
    expect(cart.body).toEqual({ cartItems: { items: [], tvSize: null, monthlyTotalCents: 0, deliveryFeeCents: 0, totalTodayCents: 0 } });
  });

  it('when catalog answers 500, then the customer gets 503 "unavailable", and the cart stays as it was', async () => {
    catalogMode = 'failing';
    const customer = await registerCustomer();
    const saved = await saveCart(customer.token);
    expect(saved.status).toBe(503);
    expect(saved.body).toEqual({ error: 'The catalog service is unavailable right now, please try again shortly' });
    expect((await stack.call('GET', '/getCartItems', { token: customer.token })).body).toEqual({ cartItems: { items: [], tvSize: null, monthlyTotalCents: 0, deliveryFeeCents: 0, totalTodayCents: 0 } });
  });

  it("when catalog answers in a shape its contract does not have (dollars, not cents), then 502, and nothing is priced from it", async () => {
    catalogMode = 'answers-dollars';
    const customer = await registerCustomer();
    const saved = await saveCart(customer.token);
    expect(saved.status).toBe(502);
    expect(saved.body).toEqual({ error: 'The catalog service gave an answer cart cannot read, please try again shortly' });
    expect((await stack.call('GET', '/getCartItems', { token: customer.token })).body).toEqual({ cartItems: { items: [], tvSize: null, monthlyTotalCents: 0, deliveryFeeCents: 0, totalTodayCents: 0 } });
  });
});

describe("cart's internal API", () => {
  const serviceToken = () => `Bearer ${signServiceToken(loadCartConfig({ NODE_ENV: 'test' }), 'order')}`;

  it('when a service asks with a user id longer than any id, then 400 says so', async () => {
    const response = await fetch(`${stack.services['cart']!.url}/internal/carts/${'a'.repeat(65)}`, { headers: { authorization: serviceToken() } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'A user id must be at most 64 characters' });
  });

  it("when a service asks for cart's internal API document, then it describes the cart in cents; a customer token gets 401", async () => {
    const url = `${stack.services['cart']!.url}/internal/openapi.json`;
    const response = await fetch(url, { headers: { authorization: serviceToken() } });
    expect(response.status).toBe(200);
    const document = (await response.json()) as { info: { title: string }; paths: Record<string, unknown> };
    expect(document.info.title).toBe('cart: internal API');
    expect(Object.keys(document.paths)).toEqual(['/internal/carts/{userId}']);
    expect(JSON.stringify(document.paths)).toContain('"monthlyTotalCents"');

    const customer = await registerCustomer();
    expect((await fetch(url, { headers: { authorization: `Bearer ${customer.token}` } })).status).toBe(401);
  });
});
