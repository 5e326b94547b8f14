import type { Connection } from '@rto/kit';
import { Schema, type InferSchemaType, type Model } from 'mongoose';

/** The Stripe events already handled, by event id: Stripe sends an event again until it hears 2xx. */
const webhookEventSchema = new Schema(
  {
    _id: { type: String },
    type: { type: String, required: true },
    handledAt: { type: Date, required: true },
  },
  { collection: 'stripe_webhook_events', versionKey: false },
);

webhookEventSchema.index({ handledAt: 1 });

export type WebhookEventDocument = InferSchemaType<typeof webhookEventSchema> & { _id: string };

export function webhookEventModel(connection: Connection): Model<WebhookEventDocument> {
  return connection.model<WebhookEventDocument>('StripeWebhookEvent', webhookEventSchema);
}
