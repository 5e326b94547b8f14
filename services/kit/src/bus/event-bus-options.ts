import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import type { PublisherRule } from './owners';
import type { ConsumerRegistry } from './topology';

export interface EventBusOptions {
  url: string;
  /** The service name: source of its events, name of its queue, owner of its handled-event records. */
  service: string;
  namespace?: string;
  logger: Logger;
  /** Where handled event ids are recorded (the service's own database). Needed only by consumers. */
  database?: Connection;
  prefetch?: number;
  /** Waits before the 1st, 2nd, ... retry of a failing event; after the last, it goes to the dead-letter queue. */
  retryDelaysMs?: number[];
  outboxIntervalMs?: number;
  /** How long a relay's claim on a document's outbox holds without a renewal. */
  outboxLeaseMs?: number;
  publishTimeoutMs?: number;
  /** How long a consumer's claim on an event holds without a renewal; renewed every third of it while the handler runs. */
  handledLeaseMs?: number;
  /**
   * Which services consume which event types. Every bus declares these queues and bindings when it connects, and
   * a publish of a listed type that no queue takes is refused. Defaults to the platform's table (`platformConsumers`).
   */
  consumers?: ConsumerRegistry;
  /**
   * The broker user whose events of a type this bus's consumers accept (any other publisher's are dropped).
   * Defaults to the owners table (`platformPublishers`, bus/owners.ts).
   */
  publishers?: PublisherRule;
}
