import type { Connection } from '@rto/kit';
import { Schema, type InferSchemaType, type Model } from 'mongoose';

/**
 * An agreement text composed for a customer (POST /draftAgreement), kept by its fingerprint so the order it is
 * signed for can show it again (GET /getAgreement/{orderId}). Unsigned drafts expire (`expiresAt`, checked in code
 * and swept when the customer drafts again); the one billing reports signed is kept (`expiresAt` null).
 */
const agreementDraftSchema = new Schema(
  {
    userId: { type: String, required: true },
    hash: { type: String, required: true },
    agreementVersion: { type: String, required: true },
    title: { type: String, required: true },
    sections: { type: [new Schema({ heading: String, paragraphs: [String] }, { _id: false })], required: true },
    /** What the text priced (domain/priced-order-key.ts): an order placed with this agreement must price the same. */
    pricedKey: { type: String, default: null },
    expiresAt: { type: Date, default: null },
    signedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'agreement_drafts' },
);

agreementDraftSchema.index({ userId: 1, hash: 1 }, { unique: true });
agreementDraftSchema.index({ userId: 1, expiresAt: 1 });

export type AgreementDraftDocument = InferSchemaType<typeof agreementDraftSchema> & { createdAt: Date };

export function agreementDraftModel(connection: Connection): Model<AgreementDraftDocument> {
  return connection.model<AgreementDraftDocument>('AgreementDraft', agreementDraftSchema);
}
