import { createHash } from 'node:crypto';
import { isDuplicateKeyError, type Connection } from '@rto/kit';
import { Types } from 'mongoose';
import { photoModel } from './photo.model';

/** A stored photo as the rest of the service sees it. */
export interface PhotoRecord {
  id: string;
  data: Buffer;
  contentType: string;
  sha256: string;
}

/** What mongoose hands back for a Buffer field of a lean document: a Buffer or a BSON Binary. */
function bytesOf(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  const binary = value as { buffer?: Uint8Array } | null;
  if (binary?.buffer instanceof Uint8Array) return Buffer.from(binary.buffer.buffer, binary.buffer.byteOffset, binary.buffer.byteLength);
  throw new Error('photo data is not binary');
}

/** Photos are immutable and stored once per content: saving the same bytes again returns the same id. */
export function createPhotoRepository(connection: Connection, options: { memoryCacheBytes: number }) {
  const Photo = photoModel(connection);
  // Immutable, so a copy in memory never goes stale; the oldest entries leave first when it is full.
  const memory = new Map<string, PhotoRecord>();
  let memoryBytes = 0;

  function remember(photo: PhotoRecord): void {
    if (photo.data.length > options.memoryCacheBytes) return;
    memory.set(photo.id, photo);
    memoryBytes += photo.data.length;
    for (const [id, old] of memory) {
      if (memoryBytes <= options.memoryCacheBytes) break;
      memory.delete(id);
      memoryBytes -= old.data.length;
    }
  }

  return {
    model: Photo,

    /** Stores the image (or finds it, when these exact bytes are already stored) and returns its id. */
    async save(data: Buffer, contentType: string): Promise<string> {
      const sha256 = createHash('sha256').update(data).digest('hex');
      try {
        const photo = await Photo.findOneAndUpdate(
          { sha256 },
          { $setOnInsert: { data, contentType, size: data.length, sha256 } },
          { upsert: true, new: true, projection: { _id: 1 } },
        ).lean();
        return String(photo!._id);
      } catch (error) {
        // The same image was stored at the same moment by another request.
        if (!isDuplicateKeyError(error)) throw error;
        const existing = await Photo.findOne({ sha256 }).select('_id').lean();
        if (!existing) throw error;
        return String(existing._id);
      }
    },

    async findById(id: string): Promise<PhotoRecord | null> {
      const cached = memory.get(id);
      if (cached) return cached;
      if (!Types.ObjectId.isValid(id) || !/^[a-f\d]{24}$/i.test(id)) return null;
      const photo = await Photo.findById(new Types.ObjectId(id)).lean();
      if (!photo) return null;
      const record = { id, data: bytesOf(photo.data), contentType: photo.contentType, sha256: photo.sha256 };
      remember(record);
      return record;
    },
  };
}

export type PhotoRepository = ReturnType<typeof createPhotoRepository>;
