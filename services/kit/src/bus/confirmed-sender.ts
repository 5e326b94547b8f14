import { randomUUID } from 'node:crypto';
import type { ConfirmChannel, Message, Options } from 'amqplib';

/**
 * Sends mandatory messages on a confirm channel and tells a confirmed one from one the broker returned as
 * unroutable. The broker sends a return before the confirm of the same publish, so a return is remembered until
 * that confirm arrives.
 */
export class ConfirmedSender {
  private readonly returned = new Set<string>();

  constructor(private readonly timeoutMs: number) {}

  /** Listens for the returns of a new publish channel; those of a channel that is gone answer nothing any more. */
  watch(channel: ConfirmChannel): void {
    this.returned.clear();
    channel.on('return', (message: Message) => this.returned.add(returnKey(message)));
  }

  /** Sends one message (mandatory) and waits for the broker's confirm: 'returned' when no queue took it. */
  async send(channel: ConfirmChannel, exchange: string, routingKey: string, content: Buffer, properties: Options.Publish): Promise<'confirmed' | 'returned'> {
    const messageId = properties.messageId ?? randomUUID();
    const key = `${exchange}|${routingKey}|${messageId}`;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('publish not confirmed in time')), this.timeoutMs);
      try {
        channel.publish(exchange, routingKey, content, { ...properties, messageId, mandatory: true }, (error: unknown) => {
          clearTimeout(timer);
          if (error) reject(error instanceof Error ? error : new Error('publish refused by the broker'));
          else resolve();
        });
      } catch (error) {
        clearTimeout(timer);
        reject(error as Error);
      }
    });
    return this.returned.delete(key) ? 'returned' : 'confirmed';
  }
}

function returnKey(message: Message): string {
  return `${message.fields.exchange}|${message.fields.routingKey}|${String(message.properties.messageId)}`;
}
