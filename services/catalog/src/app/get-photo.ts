import { notFound } from '@rto/kit';
import type { PhotoRecord, PhotoRepository } from '../store/photo.repository';

export interface GetPhotoDeps {
  photos: Pick<PhotoRepository, 'findById'>;
}

/** A stored photo's bytes, type and hash. */
export function createGetPhoto({ photos }: GetPhotoDeps) {
  return async function getPhoto(id: string): Promise<PhotoRecord> {
    const photo = await photos.findById(id);
    if (!photo) throw notFound('Photo not found');
    return photo;
  };
}

export type GetPhoto = ReturnType<typeof createGetPhoto>;
