import { isDuplicateKeyError, trusted, type Connection } from '@rto/kit';
import { Schema, type Model } from 'mongoose';

/**
 * The newest card refusal of each customer that billing told of (`payment.failed`, stage `card-setup`): kept so that
 * an order placed just after the refusal reached us (the checkout sends storeBilling and createOrder at once) is
 * cancelled as well as one placed before it. One document per customer, `_id` their id.
 */
const cardDeclineSchema = new Schema(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
    message: { type: String, required: true },
  },
  { timestamps: true, collection: 'card_declines' },
);

interface CardDeclineDocument {
  _id: string;
  at: Date;
  message: string;
}

export interface CardDecline {
  at: Date;
  message: string;
}

export function createCardDeclineRepository(connection: Connection) {
  const CardDecline: Model<CardDeclineDocument> = connection.model<CardDeclineDocument>('CardDecline', cardDeclineSchema);

  return {
    model: CardDecline,

    /** Keeps the refusal unless a newer one is kept already (events may come late or twice). */
    async record(userId: string, decline: CardDecline): Promise<void> {
      try {
        await CardDecline.updateOne({ _id: userId, at: trusted({ $lt: decline.at }) }, { $set: { at: decline.at, message: decline.message } }, { upsert: true });
      } catch (error) {
        // A newer refusal is kept: the upsert collided with it.
        if (!isDuplicateKeyError(error)) throw error;
      }
    },

    async latestOf(userId: string): Promise<CardDecline | null> {
      const found = await CardDecline.findById(userId).lean<CardDeclineDocument>();
      return found ? { at: found.at, message: found.message } : null;
    },
  };
}

export type CardDeclineRepository = ReturnType<typeof createCardDeclineRepository>;
