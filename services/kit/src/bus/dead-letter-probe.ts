import type { Channel, ChannelModel } from 'amqplib';
import type { Logger } from 'pino';
import { probeWithin } from './connection';

/**
 * Counts the messages in a dead-letter queue for the metrics scrape, on a channel of its own (kept between
 * scrapes): a probe's failure must never close a channel that publishes or consumes.
 */
export class DeadLetterProbe {
  private inspector: Channel | undefined;

  constructor(private readonly logger: Logger) {}

  /** Messages in `deadQueue`; undefined when the broker does not answer in time. */
  async depth(model: ChannelModel, deadQueue: string): Promise<number | undefined> {
    try {
      if (!this.inspector) {
        const inspector = await probeWithin(model.createChannel());
        inspector.on('error', () => undefined);
        inspector.on('close', () => {
          if (this.inspector === inspector) this.inspector = undefined;
        });
        this.inspector = inspector;
      }
      return (await probeWithin(this.inspector.checkQueue(deadQueue))).messageCount;
    } catch (error) {
      this.logger.warn({ err: error }, 'could not check the dead-letter queue');
      const inspector = this.inspector;
      this.inspector = undefined;
      await inspector?.close().catch(() => undefined);
      return undefined;
    }
  }

  /** Forgets the channel of a connection that is gone. */
  forget(): void {
    this.inspector = undefined;
  }
}
