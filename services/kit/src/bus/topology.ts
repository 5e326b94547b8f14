/** Names on the broker, derived in one place (docs/architecture.md). */
export interface Topology {
  exchange: string;
  queue: string;
  /** Where a failed event waits `delayMs` before it goes back to `queue`: one queue per delay step. */
  retryQueue(delayMs: number): string;
  deadQueue: string;
}

/**
 * Waits between the attempts of a failing event: quick retries for a hiccup, then minutes for an outage (a mail
 * server restarting), about 13 minutes in all before the event is parked in the dead-letter queue.
 */
export const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000];

export function topologyFor(service: string, namespace = ''): Topology {
  const queue = `${namespace}${service}.events`;
  return {
    exchange: `${namespace}rto.events`,
    queue,
    retryQueue: (delayMs) => `${queue}.retry.${delayMs}ms`,
    deadQueue: `${queue}.dead`,
  };
}

/**
 * The arguments of a service's main queue. Whoever declares the queue (its consumer, or a publisher declaring
 * the topology up front) must pass exactly these: RabbitMQ refuses a second declaration with other arguments.
 * Rejected messages go (through the default exchange) to the dead-letter queue.
 */
export function mainQueueArguments(topology: Topology): Record<string, string> {
  return { 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': topology.deadQueue };
}

/** Which event types each service consumes: service name -> routing keys. */
export type ConsumerRegistry = Readonly<Record<string, readonly string[]>>;

/** The services that consume `type` according to `registry`. */
export function consumersOf(registry: ConsumerRegistry, type: string): string[] {
  return Object.entries(registry)
    .filter(([, types]) => types.includes(type))
    .map(([service]) => service);
}
