import amqp, { type ChannelModel } from 'amqplib';
import type { EventEnvelope } from '../bus/envelope';
import { platformEventOwners } from '../bus/owners';
import { brokerUserOfUrl } from '../bus/publisher';
import { topologyFor } from '../bus/topology';
import { testAmqpUrl } from './environment';

/**
 * Publishes `event` (any object with a `type`) to the namespace's exchange `times` times, confirmed, as the service
 * that owns its type would: connected as that service's broker user, which the message carries as its user_id.
 * For the events of a service a test does not start, redeliveries and malformed ones.
 */
export async function publishAsOwner(namespace: string, event: { type: string; id?: unknown }, times = 1): Promise<void> {
  const owner = platformEventOwners[event.type];
  if (owner === undefined) throw new Error(`${event.type} has no owner in the kit's bus/owners.ts: its consumers would refuse it`);
  const url = testAmqpUrl(owner);
  const connection = await amqp.connect(url);
  try {
    const channel = await connection.createConfirmChannel();
    const content = Buffer.from(JSON.stringify(event));
    const { exchange } = topologyFor(owner, namespace);
    const messageId = typeof event.id === 'string' ? event.id : undefined;
    for (let sent = 0; sent < times; sent += 1) {
      channel.publish(exchange, event.type, content, { persistent: true, contentType: 'application/json', userId: brokerUserOfUrl(url), ...(messageId ? { messageId } : {}) });
    }
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
}

/**
 * Listens to every event of a namespace on a private queue, so a test can await "user.deleted was published"; and
 * publishes there what a test needs from a service it does not start.
 */
export class EventProbe {
  private readonly received: EventEnvelope[] = [];
  private waiters: Array<() => void> = [];

  private constructor(
    private readonly connection: ChannelModel,
    private readonly namespace: string,
  ) {}

  static async start(amqpUrl: string, namespace: string): Promise<EventProbe> {
    const connection = await amqp.connect(amqpUrl);
    const { exchange } = topologyFor('probe', namespace);
    const probe = new EventProbe(connection, namespace);
    const channel = await connection.createChannel();
    await channel.assertExchange(exchange, 'topic', { durable: true });
    const { queue } = await channel.assertQueue('', { exclusive: true, autoDelete: true });
    await channel.bindQueue(queue, exchange, '#');
    await channel.consume(queue, (message) => {
      if (!message) return;
      probe.received.push(JSON.parse(message.content.toString('utf8')) as EventEnvelope);
      channel.ack(message);
      for (const wake of probe.waiters.splice(0)) wake();
    });
    return probe;
  }

  all(type?: string): EventEnvelope[] {
    return this.received.filter((event) => type === undefined || event.type === type);
  }

  /** The first event of `type` matching `predicate`, already received or arriving within `timeoutMs`. */
  async waitFor<D = Record<string, unknown>>(
    type: string,
    predicate: (event: EventEnvelope<string, D>) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<EventEnvelope<string, D>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (this.all(type) as Array<EventEnvelope<string, D>>).find(predicate);
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no ${type} event within ${timeoutMs} ms (saw: ${this.received.map((e) => e.type).join(', ') || 'none'})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /**
   * Publishes an envelope to the namespace's exchange, `times` times, confirmed by the broker, as the owner of its
   * type (`publishAsOwner`): an event of a service that a test does not start (or a redelivery, sent twice).
   */
  async publish(event: EventEnvelope, times = 1): Promise<void> {
    await publishAsOwner(this.namespace, event, times);
  }

  async stop(): Promise<void> {
    await this.connection.close().catch(() => undefined);
  }
}
