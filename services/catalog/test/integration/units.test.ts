import { newEvent, signServiceToken } from '@rto/kit';
import { eventually, testEnvironment } from '@rto/kit/testing';
import { orderCancelled, orderDelivered, rentalOwned } from '@rto/contracts';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadCatalogConfig, startCatalog, type PresentedProduct } from '@rto/catalog';
import { Types } from 'mongoose';
import { TestStack } from '../../../../test-support/stack';

const ADMIN = { email: 'units-admin@example.com', password: 'units-admin-password' };

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
  adminToken = (await stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  const registered = await stack.call<{ token: string }>('POST', '/register', {
    body: { name: 'Una Units', email: stack.email('una'), mobile: '317-555-0142', password: 'customer-password' },
  });
  customerToken = registered.body.token;
});

afterAll(() => stack?.stop());

const catalogEnv = () => testEnvironment(stack.namespace, `catalog-${stack.suffix}`, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const serviceToken = () => signServiceToken(loadCatalogConfig(catalogEnv()), 'order');
const newOrderId = () => new Types.ObjectId().toHexString();

/** The catalogue from catalog itself (the gateway may keep a list for the moment catalog's other instances may). */
async function products(): Promise<PresentedProduct[]> {
  const response = await fetch(`${stack.services['catalog']!.url}/getProducts`);
  return ((await response.json()) as { products: PresentedProduct[] }).products;
}

/** A seed product only this test touches (by index), as it is now. */
async function productAt(index: number): Promise<PresentedProduct> {
  return (await products())[index]!;
}

async function productById(id: string): Promise<PresentedProduct> {
  return (await products()).find((product) => product._id === id)!;
}

async function internal(path: string, body: unknown) {
  const response = await fetch(`${stack.services['catalog']!.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${serviceToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { state?: string; error?: string; productId?: string } };
}

const reserve = (orderId: string, productId: string, quantity = 1) => internal('/internal/units/reserve', { orderId, items: [{ productId, quantity }] });

/** The admin's edit with unit counts (JSON body: the same fields as the form). */
async function setUnits(product: PresentedProduct, counts: Record<string, unknown>, token = adminToken) {
  return stack.call<{ product?: PresentedProduct; error?: string }>('PUT', `/updateProduct/${product._id}`, {
    token,
    body: { name: product.name, monthly_price: product.monthly_price, stock_status: product.stock_status, ...counts },
  });
}

describe('units of a product', () => {
  it('when catalog starts, then every product has units (100 available, 2 for a product shown as low) and its status follows them', async () => {
    const all = await products();
    expect(all.length).toBeGreaterThan(5);
    for (const product of all) {
      expect(product.units).toEqual({ available: product.stock_status === 'low' ? 2 : 100, reserved: 0, rented: 0, maintenance: 0 });
    }
    expect(all.some((product) => product.stock_status === 'low')).toBe(true);
  });

  it('when catalog starts and finds products stored before units were counted, then they get the count their status tells', async () => {
    const [plain, rented] = [await productAt(9), await productAt(10)];
    const database = await stack.database('catalog');
    await database.collection('products').updateOne({ _id: new Types.ObjectId(plain._id) }, { $unset: { units: '' } });
    await database.collection('products').updateOne({ _id: new Types.ObjectId(rented._id) }, { $unset: { units: '' }, $set: { stockStatus: 'rented' } });
    const another = await startCatalog(loadCatalogConfig(catalogEnv()));
    try {
      const stored = await database.collection('products').find({ _id: { $in: [new Types.ObjectId(plain._id), new Types.ObjectId(rented._id)] } }).toArray();
      const unitsOf = (id: string) => stored.find((product) => String(product['_id']) === id)?.['units'] as unknown;
      expect(unitsOf(plain._id)).toEqual({ available: 100, reserved: 0, rented: 0, maintenance: 0 });
      expect(unitsOf(rented._id)).toEqual({ available: 0, reserved: 0, rented: 0, maintenance: 0 });
    } finally {
      await another.stop();
    }
  });

  it('when orders reserve until none is left, then it turns low at 2, rented at 0, and the next order is refused with nothing held', async () => {
    const product = await productAt(0);
    expect((await setUnits(product, { units_available: 4 })).body.product?.stock_status).toBe('available');
    expect((await reserve(newOrderId(), product._id)).status).toBe(200);
    expect((await productById(product._id)).stock_status).toBe('available');
    expect((await reserve(newOrderId(), product._id)).status).toBe(200);
    expect(await productById(product._id)).toMatchObject({ stock_status: 'low', units: { available: 2, reserved: 2 } });
    expect((await reserve(newOrderId(), product._id, 2)).status).toBe(200);
    expect(await productById(product._id)).toMatchObject({ stock_status: 'rented', units: { available: 0, reserved: 4 } });

    const refused = await reserve(newOrderId(), product._id);
    expect(refused).toEqual({ status: 409, body: { error: `${product.name} has no unit left to rent right now`, productId: product._id } });
    expect((await productById(product._id)).units).toEqual({ available: 0, reserved: 4, rented: 0, maintenance: 0 });
  });

  it('when 20 orders reserve at once for 3 units, then exactly 3 succeed', async () => {
    const product = await productAt(1);
    await setUnits(product, { units_available: 3 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => reserve(newOrderId(), product._id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(17);
    expect(await productById(product._id)).toMatchObject({ stock_status: 'rented', units: { available: 0, reserved: 3 } });
  });

  it('when the same order reserves again (a retry, or twice at once), then its units are held once', async () => {
    const product = await productAt(2);
    const orderId = newOrderId();
    const answers = await Promise.all([reserve(orderId, product._id, 2), reserve(orderId, product._id, 2)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await reserve(orderId, product._id, 2)).body).toEqual({ orderId, state: 'reserved' });
    expect((await productById(product._id)).units).toEqual({ available: 98, reserved: 2, rented: 0, maintenance: 0 });
  });

  it('when one line of an order finds none left, then the whole order is refused and its other lines are given back', async () => {
    const [plenty, none] = [await productAt(3), await productAt(4)];
    await setUnits(none, { units_available: 0 });
    const orderId = newOrderId();
    const refused = await internal('/internal/units/reserve', { orderId, items: [{ productId: plenty._id }, { productId: none._id }] });
    expect(refused.status).toBe(409);
    expect(refused.body.productId).toBe(none._id);
    expect((await productById(plenty._id)).units).toEqual({ available: 100, reserved: 0, rented: 0, maintenance: 0 });
    expect((await internal('/internal/units/reserve', { orderId, items: [{ productId: newOrderId() }] })).status).toBe(404);
  });

  it('when an order is cancelled, then its reserved units are back on the shelf, once however often it is heard', async () => {
    const product = await productAt(5);
    await setUnits(product, { units_available: 1 });
    const orderId = newOrderId();
    await reserve(orderId, product._id);
    expect((await productById(product._id)).stock_status).toBe('rented');
    const cancelled = newEvent('order', orderCancelled, { orderId, userId: newOrderId(), reason: 'payment-declined', message: 'Your card was declined' });
    await stack.probe.publish(cancelled);
    await stack.probe.publish(cancelled);
    await eventually(async () => expect(await productById(product._id)).toMatchObject({ stock_status: 'low', units: { available: 1, reserved: 0 } }), 15_000);
    // Freed again through the internal route: nothing more comes back.
    expect((await internal('/internal/units/free', { orderId })).body).toEqual({ orderId, state: 'freed' });
    expect((await productById(product._id)).units.available).toBe(1);
  });

  it('when an order is delivered, then its reserved units are rented, once however often it is heard; a cancel after it frees nothing', async () => {
    const product = await productAt(11);
    const orderId = newOrderId();
    await reserve(orderId, product._id, 2);
    const delivered = newEvent('order', orderDelivered, { orderId, userId: newOrderId(), subscriptionId: null, deliveredAt: new Date().toISOString(), technician: 'Dana' });
    await stack.probe.publish(delivered);
    await stack.probe.publish(delivered);
    await eventually(async () => expect((await productById(product._id)).units).toEqual({ available: 98, reserved: 0, rented: 2, maintenance: 0 }), 15_000);
    const stored = await (await stack.database('catalog')).collection('products').findOne({ _id: new Types.ObjectId(product._id) });
    const serials = (stored?.['serials'] as Array<{ serial: string; status: string; orderId: string }>).filter((unit) => unit.orderId === orderId);
    expect(serials.map((unit) => unit.status)).toEqual(['rented', 'rented']);
    expect(new Set(serials.map((unit) => unit.serial)).size).toBe(2);
    expect((await internal('/internal/units/free', { orderId })).status).toBe(200);
    expect((await reserve(orderId, product._id, 2)).status).toBe(200);
    expect((await productById(product._id)).units).toEqual({ available: 98, reserved: 0, rented: 2, maintenance: 0 });
  });

  it('when a delivered rental becomes the customer\'s own, then its units leave the store\'s counts with their serials, once however often it is heard', async () => {
    const product = await productAt(12);
    const before = (await productById(product._id)).units;
    const orderId = newOrderId();
    const userId = newOrderId();
    await reserve(orderId, product._id, 2);
    await stack.probe.publish(newEvent('order', orderDelivered, { orderId, userId, subscriptionId: null, deliveredAt: new Date().toISOString(), technician: 'Dana' }));
    await eventually(async () => expect((await productById(product._id)).units.rented).toBe(before.rented + 2), 15_000);

    const owned = newEvent('billing', rentalOwned, { orderId, userId, reason: 'last-payment', ownedAt: new Date().toISOString() });
    await stack.probe.publish(owned);
    await stack.probe.publish(owned);
    await eventually(async () => expect((await productById(product._id)).units).toEqual({ ...before, available: before.available - 2 }), 15_000);
    const stored = await (await stack.database('catalog')).collection('products').findOne({ _id: new Types.ObjectId(product._id) });
    expect((stored?.['serials'] as Array<{ orderId: string }>).filter((unit) => unit.orderId === orderId)).toEqual([]);
    expect((stored?.['rentedTo'] as Array<{ orderId: string }>).filter((hold) => hold.orderId === orderId)).toEqual([]);
    // A cancel heard after it frees nothing: the units are gone, not back on the shelf.
    await stack.probe.publish(newEvent('order', orderCancelled, { orderId, userId, reason: 'payment-declined', message: 'Your card was declined' }));
    expect((await internal('/internal/units/free', { orderId })).status).toBe(200);
    expect((await productById(product._id)).units).toEqual({ ...before, available: before.available - 2 });
  });

  it("when the admin sets maintenance or discontinued, then the units never override it; back to available, it follows them", async () => {
    const product = await productAt(6);
    const edited = await setUnits({ ...product, stock_status: 'maintenance' }, { units_available: 0, units_maintenance: 2 });
    expect(edited.body.product).toMatchObject({ stock_status: 'maintenance', units: { available: 0, maintenance: 2 } });
    await setUnits({ ...product, stock_status: 'maintenance' }, { units_available: 5 });
    const withdrawn = await reserve(newOrderId(), product._id);
    expect(withdrawn).toEqual({ status: 409, body: { error: `${product.name} is not available to rent right now`, productId: product._id } });
    expect((await productById(product._id)).units).toMatchObject({ available: 5, reserved: 0 });
    const back = await setUnits({ ...product, stock_status: 'available' }, { units_available: '2' });
    expect(back.body.product).toMatchObject({ stock_status: 'low', units: { available: 2, maintenance: 2 } });
    // 'rented' chosen with units on the shelf: the units decide, in the edit's own write.
    const chosen = await setUnits({ ...product, stock_status: 'rented' }, {});
    expect(chosen.body.product?.stock_status).toBe('low');
  });

  it('when a customer or a bad count edits units, then it is refused and nothing changes', async () => {
    const product = await productAt(7);
    expect((await setUnits(product, { units_available: 1 }, customerToken)).status).toBe(403);
    for (const bad of [-1, '-1', 1.5, 'three', 1_000_000]) {
      const answer = await setUnits(product, { units_available: bad });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('units_available must be a whole number of at least 0');
    }
    expect((await setUnits(product, { units_maintenance: -3 })).status).toBe(400);
    expect((await productById(product._id)).units).toEqual({ available: 100, reserved: 0, rented: 0, maintenance: 0 });
  });

  it('when someone without a service credential reserves, or the body is wrong, then it is refused', async () => {
    const product = await productAt(8);
    const asCustomer = await fetch(`${stack.services['catalog']!.url}/internal/units/reserve`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderId: newOrderId(), items: [{ productId: product._id }] }),
    });
    expect(asCustomer.status).toBe(401);
    expect((await stack.call('POST', '/internal/units/reserve', { token: customerToken, body: {} })).status).toBe(404);
    expect((await internal('/internal/units/reserve', { orderId: 'x', items: [] })).status).toBe(400);
    expect((await internal('/internal/units/reserve', { orderId: newOrderId(), items: [{ productId: product._id, quantity: 0 }] })).status).toBe(400);
    expect((await productById(product._id)).units.available).toBe(100);
  });
});
