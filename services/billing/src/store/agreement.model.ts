import type { Connection } from '@rto/kit';
import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';

/** A signed rental agreement, kept as signed: never changed, so it can be shown and downloaded again. */
const agreementSchema = new Schema(
  {
    userId: { type: String, required: true },
    /** The version of the agreement's text the customer was shown and signed ('1.0'). */
    agreementVersion: { type: String, required: true },
    customerName: { type: String, required: true },
    /** The drawn signature and the company's, as the PNG images signed (checked to be real PNGs). */
    customerSignature: { type: Buffer, required: true },
    lessorSignature: { type: Buffer, required: true },
    /** The signer's local date as their browser wrote it, and the moment of signing it sent. */
    signedDate: { type: String, required: true },
    signatureTimestamp: { type: Date, required: true },
    /** SHA-256 (hex) of the agreement text signed, as the order service composed it; null for older agreements. */
    agreementHash: { type: String, default: null },
    /** Who signed from where, as the server saw it: the client's address and browser. */
    signerIp: { type: String, required: true },
    signerUserAgent: { type: String, default: '' },
    /** The billing choices made with it. */
    zipCode: { type: String, required: true },
    draftDay: { type: Number, required: true },
    saveCard: { type: Boolean, required: true },
    card: { type: new Schema({ brand: String, last4: String }, { _id: false }), required: true },
  },
  { timestamps: { createdAt: 'storedAt', updatedAt: false }, collection: 'agreements' },
);

agreementSchema.index({ userId: 1, storedAt: -1 });

export type AgreementDocument = InferSchemaType<typeof agreementSchema> & { _id: Types.ObjectId; storedAt: Date };

export function agreementModel(connection: Connection): Model<AgreementDocument> {
  return connection.model<AgreementDocument>('Agreement', agreementSchema);
}
