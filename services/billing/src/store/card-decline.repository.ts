import { newEvent, withOutbox, type Connection, type EventEnvelope } from '@rto/kit';
import { paymentFailed } from '@rto/contracts';
import { Schema, Types, type Model } from 'mongoose';

/**
 * Cards storeBilling's provider refused, one document each, carrying `payment.failed` (stage `card-setup`) in its
 * outbox: order cancels the order waiting for that payment at once, even when the broker is away at the moment. Kept
 * apart from the billing account, which a refused card leaves untouched (nothing stored, spec 8).
 */
const cardDeclineSchema = new Schema(
  {
    userId: { type: String, required: true },
    message: { type: String, required: true },
  },
  { timestamps: true, collection: 'card_declines' },
);
withOutbox(cardDeclineSchema);

interface CardDeclineDocument {
  _id: Types.ObjectId;
  userId: string;
  message: string;
  outbox: EventEnvelope[];
}

export function createCardDeclineRepository(connection: Connection) {
  const CardDecline: Model<CardDeclineDocument> = connection.model<CardDeclineDocument>('CardDecline', cardDeclineSchema);

  return {
    model: CardDecline,

    /** Keeps the refusal with its event (an update, so the outbox hooks tell the relay at once). */
    async record(userId: string, message: string): Promise<void> {
      const declined = newEvent('billing', paymentFailed, { userId, amountCents: 0, message, stage: 'card-setup' as const });
      await CardDecline.updateOne({ _id: new Types.ObjectId() }, { $setOnInsert: { userId, message }, $push: { outbox: declined } }, { upsert: true });
    },
  };
}

export type CardDeclineRepository = ReturnType<typeof createCardDeclineRepository>;
