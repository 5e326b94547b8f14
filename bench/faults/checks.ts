/**
 * What must hold after the fault run, read from the services' databases (read only) once their sagas settled: every
 * order answered 2xx exists once, active or cancelled with its slot free; no slot held twice nor by an order that
 * does not hold it; every event reached its consumers (order.placed and order.activated at notification, order.activated
 * at cart, user.registered at notification); nothing parked in a dead-letter queue.
 */
import { connectMongo, type Connection } from '@rto/kit';
import type { Checkout } from './client';

const SETTLE_MS = 120_000;

type Doc = Record<string, unknown> & { _id: unknown };
const idOf = (doc: Doc) => String(doc._id);

/** The databases the runner made on the run's server: `<prefix>_<service>`. */
export async function databases(mongoUrl: string): Promise<{ of(service: string): Promise<Connection>; close(): Promise<void> }> {
  const server = new URL(mongoUrl);
  server.pathname = '/';
  const admin = await connectMongo(server.toString());
  const listed = await admin.db!.admin().listDatabases();
  const prefix = listed.databases.map((database) => database.name).find((name) => name.endsWith('_order'))?.replace(/_order$/, '');
  await admin.close();
  if (!prefix) throw new Error('no order database on the run\'s server');
  const open: Connection[] = [];
  return {
    async of(service) {
      const url = new URL(mongoUrl);
      url.pathname = `/${prefix}_${service}`;
      const connection = await connectMongo(url.toString());
      open.push(connection);
      return connection;
    },
    async close() {
      await Promise.all(open.map((connection) => connection.close()));
    },
  };
}

/** Waits until no answered order is still pending (its saga settled); the ones still pending after the wait. */
async function settled(orders: Connection, ids: string[]): Promise<Doc[]> {
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    const found = (await orders.collection('orders').find({}).toArray()) as Doc[];
    const pending = found.filter((order) => ids.includes(idOf(order)) && (order['status'] === 'pending' || (order['checkout'] as { step?: string })?.step === 'release'));
    if (pending.length === 0 || Date.now() > deadline) return pending;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * The invariants, read again until they hold or the wait is over (events wait in outboxes for a relay that died
 * holding them, and consumers retry with a back-off): what still does not hold then, one line each.
 */
export async function invariants(mongoUrl: string, checkouts: Checkout[], deadLetters: () => Promise<Array<{ name: string; messages: number }>>): Promise<string[]> {
  const dbs = await databases(mongoUrl);
  try {
    const services = ['order', 'scheduling', 'notification', 'cart'] as const;
    const [orders, scheduling, notification, cart] = await Promise.all(services.map((service) => dbs.of(service)));
    const answered = checkouts.filter((checkout) => checkout.orderId);
    const stillPending = await settled(orders!, answered.map((checkout) => checkout.orderId!));
    const deadline = Date.now() + SETTLE_MS;
    for (;;) {
      const broken = stillPending.map((order) => `order ${idOf(order)} still ${String(order['status'])} (step ${String((order['checkout'] as { step?: string })?.step)}) after ${SETTLE_MS / 1000} s`);
      broken.push(...(await readInvariants({ orders: orders!, scheduling: scheduling!, notification: notification!, cart: cart! }, answered)));
      for (const queue of (await deadLetters()).filter((dead) => dead.messages > 0)) broken.push(`${queue.messages} event(s) parked in ${queue.name}`);
      if (broken.length === 0 || Date.now() > deadline) return broken;
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  } finally {
    await dbs.close();
  }
}

async function readInvariants(db: { orders: Connection; scheduling: Connection; notification: Connection; cart: Connection }, answered: Checkout[]): Promise<string[]> {
  const broken: string[] = [];
  const { orders, scheduling, notification, cart } = db;
  const all = (await orders.collection('orders').find({}).toArray()) as Doc[];
  const bookings = (await scheduling.collection('bookings').find({}).toArray()) as Doc[];
  const receipts = new Map(((await notification.collection('order_receipts').find({}).toArray()) as Doc[]).map((receipt) => [idOf(receipt), receipt]));
  const customers = new Set(((await notification.collection('customers').find({}).toArray()) as Doc[]).map(idOf));
  const carts = new Map(((await cart.collection('carts').find({}).toArray()) as Doc[]).map((stored) => [String(stored['userId']), stored]));
  const bookingOf = new Map(bookings.map((booking) => [String(booking['orderId']), booking]));

  for (const checkout of answered) {
    const mine = all.filter((order) => String(order['user']) === checkout.userId && order['placedAt']);
    if (mine.length !== 1 || idOf(mine[0]!) !== checkout.orderId) broken.push(`${checkout.email}: answered order ${checkout.orderId}, placed orders stored: ${mine.map(idOf).join(', ') || 'none'}`);
    const order = all.find((stored) => idOf(stored) === checkout.orderId);
    if (!order) continue;
    const booking = bookingOf.get(checkout.orderId!);
    if (order['status'] === 'active') {
      if (booking?.['status'] !== 'active') broken.push(`active order ${checkout.orderId} holds no slot (booking ${String(booking?.['status'])})`);
      const receipt = receipts.get(checkout.orderId!);
      if (!receipt?.['order']) broken.push(`order.placed of ${checkout.orderId} never reached notification`);
      if (!receipt?.['paidAt']) broken.push(`order.activated of ${checkout.orderId} never reached notification`);
      if (((carts.get(checkout.userId!)?.['items'] as unknown[]) ?? []).length !== 0) broken.push(`order.activated of ${checkout.orderId} never reached cart (its cart was not emptied)`);
    } else if (order['status'] === 'cancelled') {
      if (booking?.['status'] === 'active') broken.push(`cancelled order ${checkout.orderId} still holds its slot`);
    } else broken.push(`order ${checkout.orderId} ended ${String(order['status'])}`);
    if (checkout.userId && !customers.has(checkout.userId)) broken.push(`user.registered of ${checkout.email} never reached notification`);
  }

  // No slot held twice, and none held by an order that is not live (a draft never placed, a cancelled one).
  const live = new Set(all.filter((order) => order['status'] === 'active' || (order['status'] === 'pending' && order['placedAt'])).map(idOf));
  const held = new Map<string, string[]>();
  for (const booking of bookings.filter((b) => b['status'] === 'active')) {
    const slot = `${String(booking['deliveryDate'])} ${String(booking['deliveryTime'])}`;
    held.set(slot, [...(held.get(slot) ?? []), String(booking['orderId'])]);
    if (!live.has(String(booking['orderId']))) broken.push(`slot ${slot} held by order ${String(booking['orderId'])}, which is not live`);
  }
  for (const [slot, holders] of held) if (holders.length > 1) broken.push(`slot ${slot} held ${holders.length} times: ${holders.join(', ')}`);
  for (const order of all.filter((stored) => stored['placedAt'] && !answered.some((checkout) => checkout.orderId === idOf(stored)))) {
    broken.push(`order ${idOf(order)} was placed but no customer was answered with it`);
  }
  return broken;
}
