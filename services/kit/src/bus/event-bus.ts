import type { EventDefinition, EventEnvelope, EventOf } from './envelope';
import type { HandlerContext } from './handled-marks';

/** A consumer's handler: the event (data checked by its definition's schema) and its handling context. */
export type EventHandler<E extends EventDefinition> = (event: EventOf<E>, context: HandlerContext) => Promise<void>;

/**
 * What a use case needs of the bus, whatever carries the events: publish a fact and handle the facts of a type
 * (events a write queues in an outbox need nothing more: the write tells the relay). `RabbitEventBus` is the service's real one; the kit's testing entry
 * has `InMemoryEventBus` for unit tests of use cases.
 */
export interface EventBus {
  /** Publishes one event; resolves once it is safely on its way (confirmed by the broker, for the real bus). */
  publish(event: EventEnvelope): Promise<void>;
  /** Registers the handler of one event type (one per type per service), before the bus starts. */
  on<E extends EventDefinition>(definition: E, handler: EventHandler<E>): this;
}
