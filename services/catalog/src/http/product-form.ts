import busboy from 'busboy';
import type { Request } from 'express';
import { badRequest, DomainError } from '@rto/kit';
import { IMAGE_TOO_LARGE, MAX_PHOTO_BYTES } from '../domain/image';

/** An edit form as received: its text fields (key features gathered in order) and the photo's bytes, if any. */
export interface ReceivedForm {
  fields: Record<string, unknown>;
  photo?: Buffer;
}

const LIMITS = { fields: 100, fieldSize: 4 * 1024, fieldNameSize: 100, files: 1, parts: 101 };
const KEY_FEATURE = /^key_features(?:\[(\d*)\])?$/;

/**
 * Reads PUT /updateProduct's body: multipart/form-data as the admin's edit form sends it (spec 7), or the same
 * fields in JSON. The photo is read up to one byte past 5 MB, which is how an oversized one is recognised; the
 * rest of the request is still read to the end, so the client always gets the answer.
 */
export async function readProductForm(req: Request): Promise<ReceivedForm> {
  if (!req.is('multipart/form-data')) {
    if (req.body && typeof req.body === 'object' && !Array.isArray(req.body)) return { fields: req.body as Record<string, unknown> };
    if (req.headers['content-type']) throw new DomainError('unsupported', 'Send the product as multipart/form-data');
    return { fields: {} };
  }

  return new Promise<ReceivedForm>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { ...LIMITS, fileSize: MAX_PHOTO_BYTES + 1 } });
    } catch {
      reject(badRequest('The form could not be read'));
      return;
    }
    const fields: Record<string, string> = {};
    const features: Array<{ index: number; order: number; value: string }> = [];
    let photoChunks: Buffer[] | undefined;
    let problem: DomainError | undefined;
    const fail = (error: DomainError) => {
      problem ??= error;
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(badRequest(`${name.replace(/\[\d*\]$/, '')} is too long`));
      const feature = KEY_FEATURE.exec(name);
      if (feature) {
        features.push({ index: feature[1] ? Number(feature[1]) : Number.MAX_SAFE_INTEGER, order: features.length, value });
      } else {
        fields[name] = value;
      }
    });

    parser.on('file', (name, stream) => {
      if (name !== 'photo') {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      photoChunks = chunks;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new DomainError('too-large', IMAGE_TOO_LARGE)));
    });

    parser.on('fieldsLimit', () => fail(badRequest('The form has too many fields')));
    parser.on('partsLimit', () => fail(badRequest('The form has too many fields')));
    parser.on('error', () => reject(badRequest('The form could not be read')));
    parser.on('close', () => {
      if (problem) return reject(problem);
      const received: Record<string, unknown> = { ...fields };
      if (features.length > 0) {
        received['key_features'] = features.sort((a, b) => a.index - b.index || a.order - b.order).map((feature) => feature.value);
      }
      const photo = photoChunks ? Buffer.concat(photoChunks) : undefined;
      // A file input left empty still sends a part with no bytes: that means "no new photo".
      resolve(photo && photo.length > 0 ? { fields: received, photo } : { fields: received });
    });
    req.on('aborted', () => reject(badRequest('Request aborted')));
    req.pipe(parser);
  });
}
