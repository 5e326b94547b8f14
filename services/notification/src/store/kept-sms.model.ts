import { isDuplicateKeyError, type Connection } from '@rto/kit';
import { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * A text no provider sent (none configured): kept here with its number and words, once per bulk message and
 * customer (`key`), so nothing the admin sent is lost or pretended delivered.
 */
const keptSmsSchema = new Schema(
  {
    key: { type: String, required: true },
    userId: { type: String, required: true },
    to: { type: String, required: true },
    text: { type: String, required: true },
  },
  { timestamps: true, collection: 'kept_sms' },
);

keptSmsSchema.index({ key: 1 }, { unique: true });
keptSmsSchema.index({ userId: 1 });

export type KeptSmsDocument = InferSchemaType<typeof keptSmsSchema>;

export function keptSmsModel(connection: Connection): Model<KeptSmsDocument> {
  return connection.model<KeptSmsDocument>('KeptSms', keptSmsSchema);
}

/** Keeps one text; the same key again keeps nothing more. */
export function createKeptSmsStore(connection: Connection) {
  const KeptSms = keptSmsModel(connection);
  return {
    model: KeptSms,
    async keep(sms: { key: string; userId: string; to: string; text: string }): Promise<void> {
      try {
        await KeptSms.updateOne({ key: sms.key }, { $setOnInsert: sms }, { upsert: true });
      } catch (error) {
        // Two senders at once: the other kept it.
        if (!isDuplicateKeyError(error)) throw error;
      }
    },
  };
}
