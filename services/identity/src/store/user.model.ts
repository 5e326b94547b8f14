import { withOutbox, type Connection, type EventEnvelope } from '@rto/kit';
import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';

const userSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    mobile: { type: String, default: '' },
    passwordHash: { type: String, select: false },
    role: { type: String, enum: ['customer', 'admin'], default: 'customer' },
    billingPaused: { type: Boolean, default: false },
    /** The revision of the customer's billing account that billingPaused was last taken from (billing.paused/resumed). */
    billingRevision: { type: Number, default: null },
    verified: { type: Boolean, default: false },
    address: { city: { type: String } },
    /**
     * Raised to end every session issued before (password reset, log-out, deletion): the truth that the session
     * registry in Redis copies. Tokens carry the version they were issued for.
     */
    sessionVersion: { type: Number, default: 0 },
    /** When sessionVersion was last raised: revocations younger than a token's lifetime are reloaded into Redis. */
    sessionsEndedAt: { type: Date },
    /**
     * A pending reset: its id (what the e-mail's sender asks for the link by), the hash of the link's secret and its
     * expiry. The secret itself is never stored. The new password comes with the link.
     */
    passwordReset: {
      type: new Schema({ id: String, secretHash: String, expiresAt: Date }, { _id: false }),
      select: false,
    },
    /**
     * A pending e-mail verification: its id (what the e-mail's sender asks for the link by), the hash of the link's
     * secret, the address it proves and its expiry. Only the newest is kept, so a new link retires older ones.
     */
    emailVerification: {
      type: new Schema({ id: String, secretHash: String, email: String, expiresAt: Date }, { _id: false }),
      select: false,
    },
    /**
     * Set when the account is deleted. The tombstone keeps no personal data; it stays until its events are
     * published and its tokens have expired, as the record that they are refused.
     */
    deletedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'users' },
);
withOutbox(userSchema);

userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ createdAt: -1 });
userSchema.index({ 'passwordReset.secretHash': 1 });
userSchema.index({ 'passwordReset.id': 1 });
userSchema.index({ sessionsEndedAt: 1 });
userSchema.index({ 'emailVerification.secretHash': 1 });
userSchema.index({ 'emailVerification.id': 1 });

export type UserDocument = InferSchemaType<typeof userSchema> & { _id: Types.ObjectId; __v: number; outbox: EventEnvelope[] };

export function userModel(connection: Connection): Model<UserDocument> {
  return connection.model<UserDocument>('User', userSchema);
}
