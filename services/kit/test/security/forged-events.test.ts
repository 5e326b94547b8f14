import { randomUUID } from 'node:crypto';
import amqp, { type Options } from 'amqplib';
import { z } from 'zod';
import { brokerUserOfUrl, connectMongo, createLogger, defineEvent, RabbitEventBus, newEvent, PUBLISHED_BY_HEADER, topologyFor, type Connection, type EventEnvelope } from '@rto/kit';
import { eventually, removeNamespace, testAmqpUrl, testDatabaseUrl, uniqueSuffix } from '@rto/kit/testing';

/**
 * Issue 19, "events anyone on the broker can forge": every service could publish any event, and consumers took
 * whatever came. Here notification's broker user (a real one, as infra.sh makes it) forges `invoice.paid`, billing's
 * event, every way the broker lets it: through the exchange, anonymously, straight into billing's and order's queues
 * through the default exchange, into a retry queue, with the header that names a retry's original publisher, and
 * with billing's user id. billing's and order's consumers (the kit's bus, as the services run it, with the platform's
 * owner table) handle none of it, and handle the same event when billing's user publishes it.
 */

const invoicePaid = defineEvent('invoice.paid', z.object({ invoiceId: z.string() }));
const RETRY_DELAYS_MS = [100, 200];
const namespace = `test-forge-${uniqueSuffix()}.`;
const logger = createLogger('forged-events-test', process.env['TEST_LOG_LEVEL'] ?? 'silent');

let database: Connection;
const buses: RabbitEventBus[] = [];
/** What each consumer's handler ran for, by service: the invoice ids. */
const handled: Record<string, string[]> = { billing: [], order: [] };
/** Invoice ids whose first handling by order fails, to send them through order's retry queue. */
const failOnce = new Set<string>();

function consumer(service: 'billing' | 'order'): RabbitEventBus {
  const bus = new RabbitEventBus({ url: testAmqpUrl(service), service, namespace, logger, database, retryDelaysMs: RETRY_DELAYS_MS, outboxIntervalMs: 200 });
  bus.on(invoicePaid, async (event) => {
    if (service === 'order' && failOnce.delete(event.data.invoiceId)) throw new Error('a passing failure');
    handled[service]!.push(event.data.invoiceId);
  });
  buses.push(bus);
  return bus;
}

async function deadLetters(service: string): Promise<number> {
  const connection = await amqp.connect(process.env['AMQP_URL']!);
  try {
    const channel = await connection.createChannel();
    return (await channel.checkQueue(topologyFor(service, namespace).deadQueue)).messageCount;
  } finally {
    await connection.close();
  }
}

async function refusedBy(bus: RabbitEventBus): Promise<number> {
  const { values } = await bus.metrics.consumed.get();
  return values.find((value) => value.labels.outcome === 'refused')?.value ?? 0;
}

/** Sends as notification's broker user: `properties` may carry no user id, its own, or another's. */
async function asNotification(send: (publish: (exchange: string, routingKey: string, event: EventEnvelope | string, properties?: Options.Publish) => void) => void): Promise<void> {
  const url = testAmqpUrl('notification');
  const connection = await amqp.connect(url);
  try {
    connection.on('error', () => undefined);
    const channel = await connection.createConfirmChannel();
    channel.on('error', () => undefined); // a refused publish closes the channel: waitForConfirms reports it
    send((exchange, routingKey, event, properties = { userId: brokerUserOfUrl(url) }) =>
      typeof event === 'string'
        ? channel.publish(exchange, routingKey, Buffer.from(event), { persistent: true, ...properties })
        : channel.publish(exchange, routingKey, Buffer.from(JSON.stringify(event)), { persistent: true, messageId: event.id, type: event.type, ...properties }),
    );
    await channel.waitForConfirms();
    await channel.close();
  } finally {
    await connection.close().catch(() => undefined);
  }
}

const forged = (label: string) => newEvent('billing', invoicePaid, { invoiceId: `forged-${label}-${randomUUID()}` });

let billing: RabbitEventBus;
let order: RabbitEventBus;

beforeAll(async () => {
  database = await connectMongo(testDatabaseUrl(`forge-${uniqueSuffix()}`));
  billing = consumer('billing');
  order = consumer('order');
  for (const bus of buses) {
    await bus.start();
    await bus.waitUntilConnected();
  }
});

afterAll(async () => {
  for (const bus of buses) await bus.stop();
  await database.close();
  await removeNamespace(process.env['AMQP_URL']!, namespace, ['billing', 'order'], RETRY_DELAYS_MS).catch(() => undefined);
});

it('the services connect as their own broker users, not as one shared one', () => {
  expect([billing.user, order.user, brokerUserOfUrl(testAmqpUrl('notification'))]).toEqual(['rto-billing', 'rto-order', 'rto-notification']);
});

it("when notification's user publishes invoice.paid through the exchange, with or without its user id, or as junk, then neither billing nor order handles it nor keeps it", async () => {
  const stamped = forged('exchange');
  const anonymous = forged('anonymous');
  const [billingBefore, orderBefore] = [await refusedBy(billing), await refusedBy(order)];
  const { exchange } = topologyFor('billing', namespace);
  await asNotification((publish) => {
    publish(exchange, 'invoice.paid', stamped);
    publish(exchange, 'invoice.paid', anonymous, {});
    // Not an envelope: dead-lettered only when it comes from the type's owner, so a stranger cannot fill that queue.
    publish(exchange, 'invoice.paid', '{"not": "an envelope"');
  });

  await eventually(async () => expect([(await refusedBy(billing)) - billingBefore, (await refusedBy(order)) - orderBefore]).toEqual([3, 3]));
  expect([...handled['billing']!, ...handled['order']!]).not.toEqual(expect.arrayContaining([expect.stringMatching(/^forged-/)]));
  expect([await deadLetters('billing'), await deadLetters('order')]).toEqual([0, 0]);
});

it("when notification's user sends invoice.paid through the default exchange straight into billing's and order's queues, or into a retry queue, claiming billing as the original publisher, then neither handles it", async () => {
  const billingQueue = topologyFor('billing', namespace);
  const orderQueue = topologyFor('order', namespace);
  const claim: Options.Publish = { userId: 'rto-notification', headers: { [PUBLISHED_BY_HEADER]: 'rto-billing' } };
  const [billingBefore, orderBefore] = [await refusedBy(billing), await refusedBy(order)];
  await asNotification((publish) => {
    publish('', billingQueue.queue, forged('billing-queue'), claim);
    publish('', orderQueue.queue, forged('order-queue'), claim);
    publish('', billingQueue.retryQueue(RETRY_DELAYS_MS[0]!), forged('billing-retry'), claim);
    publish('', orderQueue.retryQueue(RETRY_DELAYS_MS[0]!), forged('order-retry'), claim);
  });

  await eventually(async () => expect([(await refusedBy(billing)) - billingBefore, (await refusedBy(order)) - orderBefore]).toEqual([2, 2]));
  expect([...handled['billing']!, ...handled['order']!]).not.toEqual(expect.arrayContaining([expect.stringMatching(/^forged-/)]));
});

it("when notification's user puts billing's user id on its message, then the broker refuses the publish", async () => {
  const { exchange } = topologyFor('billing', namespace);
  await expect(asNotification((publish) => publish(exchange, 'invoice.paid', forged('impersonated'), { userId: 'rto-billing' }))).rejects.toThrow();
});

it("when billing's user publishes invoice.paid, then both handle it, also after order's retry queue (re-sent by order's user)", async () => {
  const paid = newEvent('billing', invoicePaid, { invoiceId: `paid-${randomUUID()}` });
  failOnce.add(paid.data.invoiceId);
  await billing.publish(paid);

  await eventually(() => expect([handled['billing'], handled['order']]).toEqual([[paid.data.invoiceId], [paid.data.invoiceId]]));
  const { values } = await order.metrics.retries.get();
  expect(values.find((value) => value.labels.reason === 'failed')?.value).toBe(1);
});
