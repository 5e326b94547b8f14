import { Counter, Gauge, type Metric, type Registry } from 'prom-client';

/** What the bus measures on demand, when /metrics is read. Each returns undefined when it cannot tell right now. */
export interface BusMetricsProbes {
  deadLetterDepth(): Promise<number | undefined>;
  outboxBacklog(): Promise<Array<{ collection: string; documents: number }> | undefined>;
}

/**
 * The event bus's metrics. They live outside any registry until `register` adds them to the process's one
 * (the service's /metrics), so several buses can run side by side in one test process.
 */
export function createBusMetrics(probes: BusMetricsProbes) {
  const consumed = new Counter({
    name: 'event_bus_consumed_total',
    help: 'Deliveries taken off the service queue, by outcome (handled, duplicate, ignored, refused: not from the owner of its type, busy, retried, dead_lettered)',
    labelNames: ['outcome'] as const,
    registers: [],
  });
  const retries = new Counter({
    name: 'event_bus_retries_total',
    help: 'Events parked for a later attempt, by reason (failed: the handler or its store failed; busy: another consumer holds the event; unrecorded: handled, but the record of it could not be written)',
    labelNames: ['reason'] as const,
    registers: [],
  });
  const deadLettered = new Counter({
    name: 'event_bus_dead_lettered_total',
    help: 'Events sent to the dead-letter queue, by reason (invalid: the envelope or the data failed its schema; failed: the retries ran out)',
    labelNames: ['reason'] as const,
    registers: [],
  });
  const published = new Counter({
    name: 'event_bus_published_total',
    help: 'Publishes, by outcome (confirmed; returned: no queue took it though a consumer is declared, kept for a retry; unrouted: no consumer declared for the type)',
    labelNames: ['outcome'] as const,
    registers: [],
  });
  const deadLetterDepth = new Gauge({
    name: 'event_bus_dead_letter_queue_depth',
    help: "Messages waiting in this service's dead-letter queue (checked when metrics are read)",
    registers: [],
    async collect() {
      const depth = await probes.deadLetterDepth();
      if (depth !== undefined) this.set(depth);
    },
  });
  const outboxBacklog = new Gauge({
    name: 'event_bus_outbox_backlog_documents',
    help: 'Documents with events waiting in their outbox, by collection (counted when metrics are read)',
    labelNames: ['collection'] as const,
    registers: [],
    async collect() {
      for (const { collection, documents } of (await probes.outboxBacklog()) ?? []) this.set({ collection }, documents);
    },
  });
  const all: Array<Metric<string>> = [consumed, retries, deadLettered, published, deadLetterDepth, outboxBacklog];
  return {
    consumed,
    retries,
    deadLettered,
    published,
    deadLetterDepth,
    outboxBacklog,
    /** Adds these metrics to a process's registry (its /metrics). */
    register(registry: Registry): void {
      for (const metric of all) registry.registerMetric(metric);
    },
  };
}

export type BusMetrics = ReturnType<typeof createBusMetrics>;
