import type { EventDefinition, EventEnvelope, EventOf } from '../bus/envelope';
import type { EventBus, EventHandler } from '../bus/event-bus';
import { handledKeyOf } from '../bus/handled-events';
import type { Registration } from '../bus/handle-once';

/**
 * An `EventBus` in memory, for unit tests of use cases: no broker, no database. It keeps what was published, and
 * hands an event to the handler of its type the way the real bus does: data checked by the handler's schema, each
 * event id handled once. Where the real bus would retry or dead-letter (bad data, a failing handler), this one
 * rejects, so the test sees why.
 */
export class InMemoryEventBus implements EventBus {
  /** Every event published, in order. */
  readonly published: EventEnvelope[] = [];
  private readonly handlers = new Map<string, Registration>();
  private readonly handled = new Set<string>();

  /** `service` names the consumer in the handlers' context, as the real bus's service does. */
  constructor(private readonly service = 'test') {}

  on<E extends EventDefinition>(definition: E, handler: EventHandler<E>): this {
    this.handlers.set(definition.type, {
      schema: definition.schema,
      handle: (event, context) => handler(event as EventOf<E>, context),
    });
    return this;
  }

  /** Records the event, then delivers it to this bus's handler of its type, if there is one (a service may consume its own events). */
  async publish(event: EventEnvelope): Promise<void> {
    this.published.push(event);
    await this.deliver(event);
  }

  /**
   * Hands an event to the handler of its type as the broker would bring it from another service. Resolves
   * `false` when nothing handled it: no handler of its type, or an id handled already.
   */
  async deliver(event: EventEnvelope): Promise<boolean> {
    const registration = this.handlers.get(event.type);
    if (!registration || this.handled.has(event.id)) return false;
    const data: unknown = registration.schema.parse(event.data);
    const consumer = this.service;
    await registration.handle({ ...event, data }, { eventId: event.id, consumer, handledKey: handledKeyOf(consumer, event.id), attempt: 1 });
    // Recorded only once the handler succeeded: as on the real bus, a failed event may be handled again.
    this.handled.add(event.id);
    return true;
  }

  /** The published events of one type, typed by its definition. */
  publishedOf<E extends EventDefinition>(definition: E): Array<EventOf<E>> {
    return this.published.filter((event): event is EventOf<E> => event.type === definition.type);
  }
}
