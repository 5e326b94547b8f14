import { outboxField, type Connection, type EventEnvelope } from '@rto/kit';
import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';

const userSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    mobile: { type: String, default: '' },
    passwordHash: { type: String, select: false },
    role: { type: String, enum: ['customer', 'admin'], default: 'customer' },
    billingPaused: { type: Boolean, default: false },
    verified: { type: Boolean, default: false },
    address: { city: { type: String } },
    /** Raised to end every session issued before (password reset). */
    sessionVersion: { type: Number, default: 0 },
    /** A pending reset: the new password waits here until its single-use link is followed. */
    passwordReset: {
      type: new Schema({ secretHash: String, passwordHash: String, expiresAt: Date }, { _id: false }),
      select: false,
    },
    /** Set when the account is deleted; the tombstone disappears once its events are published. */
    deletedAt: { type: Date, default: null },
    ...outboxField,
  },
  { timestamps: true, collection: 'users' },
);

userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ createdAt: -1 });
userSchema.index({ 'passwordReset.secretHash': 1 });

export type UserDocument = InferSchemaType<typeof userSchema> & { _id: Types.ObjectId; __v: number; outbox: EventEnvelope[] };

export function userModel(connection: Connection): Model<UserDocument> {
  return connection.model<UserDocument>('User', userSchema);
}
