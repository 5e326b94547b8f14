import { withOutbox, type Connection, type EventEnvelope } from '@rto/kit';
import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';

const supportMessageSchema = new Schema(
  {
    name: { type: String, required: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    issue: { type: String, required: true },
  },
  { timestamps: true, collection: 'support_messages' },
);
withOutbox(supportMessageSchema);

supportMessageSchema.index({ createdAt: -1 });
supportMessageSchema.index({ email: 1, createdAt: -1 });

export type SupportMessageDocument = InferSchemaType<typeof supportMessageSchema> & { _id: Types.ObjectId; outbox: EventEnvelope[] };

export function supportMessageModel(connection: Connection): Model<SupportMessageDocument> {
  return connection.model<SupportMessageDocument>('SupportMessage', supportMessageSchema);
}
