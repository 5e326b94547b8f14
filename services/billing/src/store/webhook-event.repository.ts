import type { Connection } from '@rto/kit';
import { webhookEventModel } from './webhook-event.model';

/**
 * The Stripe events already handled. An event is recorded after its effects are written, and those effects are
 * themselves written once (invoices by id, statuses by time): a repeat arriving before the record does no harm.
 */
export function createWebhookEventRepository(connection: Connection) {
  const WebhookEvent = webhookEventModel(connection);
  return {
    model: WebhookEvent,

    async isHandled(eventId: string): Promise<boolean> {
      return (await WebhookEvent.exists({ _id: eventId })) !== null;
    },

    async markHandled(eventId: string, type: string, now: Date): Promise<void> {
      await WebhookEvent.updateOne({ _id: eventId }, { $setOnInsert: { type, handledAt: now } }, { upsert: true });
    },
  };
}

export type WebhookEventRepository = ReturnType<typeof createWebhookEventRepository>;
