import { Schema, type Model } from 'mongoose';
import type { Logger } from 'pino';
import { trusted } from '../mongo';
import type { EventEnvelope } from './envelope';

/**
 * Events wait in an `outbox` array inside the document whose change they describe, written by the same
 * update (single-document atomicity: no transactions needed), and leave it only once the broker confirmed them.
 */
export const outboxField = {
  outbox: {
    type: [
      new Schema(
        {
          id: { type: String, required: true },
          type: { type: String, required: true },
          occurredAt: { type: String, required: true },
          source: { type: String, required: true },
          correlationId: { type: String, required: true },
          data: { type: Schema.Types.Mixed },
        },
        { _id: false },
      ),
    ],
    default: [],
    select: false,
  },
};

export interface OutboxSource {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>;
  /** Documents matching this filter are deleted once their outbox is empty (tombstones of deleted records). */
  purgeWhenSent?: Record<string, unknown>;
}

export type Publish = (event: EventEnvelope) => Promise<void>;

const BATCH = 100;

/**
 * Publishes what waits in the outboxes. Runs on a timer and whenever nudged after a write; a failed publish
 * leaves the event where it is for the next round, so nothing is lost while the broker is away.
 * Two instances may publish the same event twice; consumers are idempotent, so that is harmless.
 */
export class OutboxRelay {
  private readonly sources: OutboxSource[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(
    private readonly publish: Publish,
    private readonly logger: Logger,
    private readonly intervalMs = 1_000,
  ) {}

  track(source: OutboxSource): void {
    this.sources.push(source);
  }

  start(): void {
    if (this.sources.length === 0 || this.timer) return;
    this.timer = setInterval(() => this.nudge(), this.intervalMs);
    this.timer.unref();
    this.nudge();
  }

  /** Ask for a round soon (after a write); rounds never overlap. */
  nudge(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.flush()
      .catch((error) => this.logger.warn({ err: error }, 'outbox round failed; will retry'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.nudge();
        }
      });
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One round over every tracked collection; resolves when all that was pending is sent or a publish failed. */
  async flush(): Promise<void> {
    for (const source of this.sources) await this.flushSource(source);
  }

  private async flushSource({ model, purgeWhenSent }: OutboxSource): Promise<void> {
    const pending = await model
      .find({ 'outbox.0': trusted({ $exists: true }) })
      .select('+outbox')
      .limit(BATCH)
      .lean<Array<{ _id: unknown; outbox: EventEnvelope[] }>>();
    for (const document of pending) {
      for (const event of document.outbox) {
        await this.publish(event);
        await model.updateOne({ _id: document._id }, { $pull: { outbox: { id: event.id } } });
      }
      if (purgeWhenSent) {
        await model.deleteOne({ _id: document._id, ...purgeWhenSent, 'outbox.0': trusted({ $exists: false }) });
      }
    }
  }
}
