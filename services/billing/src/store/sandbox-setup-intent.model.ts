import type { Connection } from '@rto/kit';
import { Schema, type InferSchemaType, type Model } from 'mongoose';

/** A SetupIntent of the sandbox (domain/setup-intents.ts): never a card number, only the payment method's id. */
const sandboxSetupIntentSchema = new Schema(
  {
    /** `seti_sandbox_<random>`. */
    _id: { type: String },
    userId: { type: String, required: true },
    customerId: { type: String, required: true },
    clientSecret: { type: String, required: true },
    status: { type: String, required: true, enum: ['requires_payment_method', 'processing', 'succeeded'] },
    paymentMethodId: { type: String, default: null },
    lastSetupError: { type: new Schema({ code: String, declineCode: String, message: String }, { _id: false }), default: null },
  },
  { timestamps: true, collection: 'sandbox_setup_intents', versionKey: false },
);

export type SandboxSetupIntentDocument = InferSchemaType<typeof sandboxSetupIntentSchema> & { _id: string };

export function sandboxSetupIntentModel(connection: Connection): Model<SandboxSetupIntentDocument> {
  return connection.model<SandboxSetupIntentDocument>('SandboxSetupIntent', sandboxSetupIntentSchema);
}
