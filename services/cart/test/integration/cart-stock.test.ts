import { loadCartConfig, startCart } from '@rto/cart';
import { loadCatalogConfig, startCatalog, type PresentedProduct } from '@rto/catalog';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { TestStack } from '../../../../test-support/stack';

/**
 * Issue 21 item 8: only stock on offer goes into a cart. The status is catalog's, as the admin set it, never the
 * copy the storefront sends.
 */

const ADMIN = { email: 'cart-stock-admin@example.com', password: 'cart-stock-admin-password' };

type Product = PresentedProduct;

let stack: TestStack;
let adminToken: string;
let products: Product[];

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      catalog: (env) => startCatalog(loadCatalogConfig(env)),
      cart: (env) => startCart(loadCartConfig(env)),
    },
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  adminToken = (await stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  products = (await stack.call<{ products: Product[] }>('GET', '/getProducts?page=1&limit=1000')).body.products;
});

afterAll(async () => {
  await stack?.stop();
});

/** Plain products only (no TV size or plug to choose), each test its own so that no two tests share one. */
const plain = () => products.filter((product) => !product.combo && product.category !== 'tv');
let taken = 0;
let keptProduct: Product | undefined;
/** One product no test refuses: the cart's other line. */
const kept = () => (keptProduct ??= freshProduct());
function freshProduct(): Product {
  const product = plain().filter((candidate) => candidate.stock_status === 'available')[taken++];
  expect(product).toBeDefined();
  return product!;
}

/**
 * The admin's edit (spec 2.16), as the inventory screen sends it: the product's fields with a new stock status.
 * 'rented' and 'low' follow the units (issue 23, item 4): a product is rented when its last unit is out, low at 2.
 */
async function setStatus(product: Product, status: string): Promise<void> {
  const form = new FormData();
  const units = status === 'rented' ? { units_available: '0' } : status === 'low' ? { units_available: '2' } : {};
  for (const [name, value] of Object.entries({ name: product.name, monthly_price: String(product.monthly_price), stock_status: status, combo: String(product.combo), ...units })) form.append(name, value);
  const response = await fetch(`${stack.gatewayUrl}/updateProduct/${product._id}`, { method: 'PUT', headers: { authorization: `Bearer ${adminToken}` }, body: form });
  expect(response.status).toBe(200);
}

const saveCart = (token: string, cartItems: unknown) => stack.call<{ cartItems?: { items: Array<{ id: string }> }; error?: string }>('POST', '/addItemsToCart', { token, body: { cartItems } });
const cartIdsOf = async (token: string) => (await stack.call<{ cartItems: { items: Array<{ id: string }> } }>('GET', '/getCartItems', { token })).body.cartItems.items.map((item) => item.id);
const customer = () => stack.registerCustomer({ name: 'Stock Customer', email: stack.email('cart-stock') });

describe('stock that is not on offer', () => {
  it.each(['rented', 'maintenance', 'discontinued'])('when a %s product is put in the cart, then 409 names it and the cart stays as it was', async (status) => {
    const refused = freshProduct();
    await setStatus(refused, status);
    const buyer = await customer();
    expect((await saveCart(buyer.token, [{ ...kept() }])).status).toBe(200);
    await stack.probe.waitFor<{ userId: string }>('cart.updated', (event) => event.data.userId === buyer.id);

    // The storefront's copy still says 'available': the server reads catalog's status, not the client's.
    const response = await saveCart(buyer.token, [{ ...kept() }, { ...refused, stock_status: 'available' }]);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: `${refused.name} is not available to rent right now` });
    expect(await cartIdsOf(buyer.token)).toEqual([kept()._id]);
    // Only the first save changed the cart.
    const events = stack.probe.all('cart.updated').filter((event) => (event.data as { userId: string }).userId === buyer.id);
    expect(events).toHaveLength(1);
  });

  it('when the same refused cart is sent twice at once, then both answer 409 and nothing is stored', async () => {
    const refused = freshProduct();
    await setStatus(refused, 'rented');
    const buyer = await customer();
    const answers = await Promise.all([saveCart(buyer.token, [{ _id: refused._id }]), saveCart(buyer.token, [{ _id: refused._id }])]);
    expect(answers.map((answer) => answer.status)).toEqual([409, 409]);
    expect(await cartIdsOf(buyer.token)).toEqual([]);
  });

  it('when available and low stock are put in the cart, then both are accepted', async () => {
    const available = kept();
    const low = plain().find((product) => product.stock_status === 'low')!;
    expect(low).toBeDefined();
    const buyer = await customer();
    const response = await saveCart(buyer.token, [{ _id: available._id }, { _id: low._id }]);
    expect(response.status).toBe(200);
    expect(await cartIdsOf(buyer.token)).toEqual([available._id, low._id]);
  });

  it('when a product is back on offer, then it can be chosen again', async () => {
    const product = freshProduct();
    await setStatus(product, 'maintenance');
    const buyer = await customer();
    expect((await saveCart(buyer.token, [{ _id: product._id }])).status).toBe(409);
    await setStatus(product, 'available');
    expect((await saveCart(buyer.token, [{ _id: product._id }])).status).toBe(200);
  });

  it('when the admin saves a product as low (the edit dialog keeps a Low product Low), then it stays low and can be rented', async () => {
    const product = freshProduct();
    await setStatus(product, 'low');
    const listed = (await stack.call<{ products: Product[] }>('GET', '/getProducts?page=1&limit=1000')).body.products.find((candidate) => candidate._id === product._id);
    expect(listed?.stock_status).toBe('low');
    const buyer = await customer();
    expect((await saveCart(buyer.token, [{ _id: product._id }])).status).toBe(200);
  });
});
