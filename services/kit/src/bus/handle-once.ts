import type { Logger } from 'pino';
import type { z } from 'zod';
import type { EventEnvelope } from './envelope';
import { handledKeyOf, type HandledEvents } from './handled-events';
import type { HandlerContext } from './handled-marks';

/** A registered handler of one event type, with the schema its data is checked against. */
export interface Registration {
  schema: z.ZodType;
  handle(event: EventEnvelope, context: HandlerContext): Promise<void>;
}

export type Outcome = 'handled' | 'duplicate' | 'busy' | 'unrecorded' | { failed: Error };

/** Events handled here whose record could not be written, remembered so a redelivery here only records them. */
const UNRECORDED_KEPT = 10_000;

/**
 * Runs a consumer's handler at most once per event id across the service's replicas: claim, run the handler while
 * renewing the claim, record it as done. A record that cannot be written means "not acked": the event comes back,
 * and then the record (or the handler's own mark in its document) says done.
 */
export class OnceHandler {
  private readonly unrecorded = new Set<string>();

  constructor(
    private readonly consumer: string,
    private readonly logger: Logger,
  ) {}

  async run(handled: HandledEvents, event: EventEnvelope, registration: Registration, attempt: number): Promise<Outcome> {
    const { logger, consumer } = this;
    if (this.unrecorded.has(event.id)) {
      try {
        await handled.markDone(event.id);
        this.unrecorded.delete(event.id);
        return 'duplicate';
      } catch {
        return 'unrecorded';
      }
    }
    try {
      const claim = await handled.claim(event.id, event.type);
      if (claim === 'already-done') return 'duplicate';
      if (claim === 'busy') return 'busy';
    } catch (error) {
      return { failed: error as Error };
    }
    let running = true;
    const heartbeat = setInterval(() => {
      handled.renew(event.id).then(
        (held) => {
          // A renewal answered after the handler ended finds the record done or released: nothing lost then.
          if (!held && running) logger.error({ eventId: event.id, type: event.type }, 'lost the claim on an event while its handler runs: it may run twice');
        },
        (error: unknown) => logger.warn({ err: error, eventId: event.id }, 'could not renew the claim on an event'),
      );
    }, Math.max(10, Math.floor(handled.leaseMs / 3)));
    heartbeat.unref();
    try {
      await registration.handle(event, { eventId: event.id, consumer, handledKey: handledKeyOf(consumer, event.id), attempt });
    } catch (error) {
      running = false;
      clearInterval(heartbeat);
      await handled.release(event.id).catch(() => undefined);
      return { failed: error as Error };
    } finally {
      running = false;
      clearInterval(heartbeat);
    }
    try {
      await handled.markDone(event.id);
      return 'handled';
    } catch (error) {
      logger.warn({ err: error, eventId: event.id, type: event.type }, 'could not record a handled event; it will come back');
      this.unrecorded.add(event.id);
      if (this.unrecorded.size > UNRECORDED_KEPT) this.unrecorded.delete(this.unrecorded.values().next().value!);
      return 'unrecorded';
    }
  }
}
