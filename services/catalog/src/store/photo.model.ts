import type { Connection } from '@rto/kit';
import { Schema, type InferSchemaType, type Model, type Types } from 'mongoose';

const photoSchema = new Schema(
  {
    /** The image itself (at most 5 MB, checked before it gets here). */
    data: { type: Buffer, required: true },
    contentType: { type: String, required: true },
    size: { type: Number, required: true },
    /** Hex SHA-256 of the bytes: the strong ETag, and the key that stores the same image only once. */
    sha256: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'photos' },
);

photoSchema.index({ sha256: 1 }, { unique: true });

export type PhotoDocument = InferSchemaType<typeof photoSchema> & { _id: Types.ObjectId; createdAt: Date };

export function photoModel(connection: Connection): Model<PhotoDocument> {
  return connection.model<PhotoDocument>('Photo', photoSchema);
}
