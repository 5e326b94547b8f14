/** What counts as a product photo: decided by the bytes themselves, never by the file name or declared type. */

import { DomainError } from '@rto/kit';
import { imageSizeOf } from './image-size';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const NOT_AN_IMAGE = 'Please select an image file';
export const IMAGE_TOO_LARGE = 'Image size should be less than 5MB';
/** A smaller photo shows as a blur or an empty card in the storefront (a blank 1-pixel one did). */
export const MIN_PHOTO_SIDE = 200;
export const IMAGE_TOO_SMALL = `Image should be at least ${MIN_PHOTO_SIDE} x ${MIN_PHOTO_SIDE} pixels`;

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type the bytes are (by their magic numbers), or undefined when they are not an image we serve. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/**
 * Accepts an uploaded photo, an image by content, at most 5 MB and at least 200 x 200 pixels by its own header, and
 * tells its type; refuses anything else. An image whose header tells no size is not an image we can show.
 */
export function checkPhoto(bytes: Uint8Array): ImageType {
  if (bytes.length > MAX_PHOTO_BYTES) throw new DomainError('too-large', IMAGE_TOO_LARGE);
  const contentType = sniffImageType(bytes);
  const size = contentType && imageSizeOf(bytes);
  if (!contentType || !size) throw new DomainError('invalid', NOT_AN_IMAGE);
  if (size.width < MIN_PHOTO_SIDE || size.height < MIN_PHOTO_SIDE) throw new DomainError('invalid', IMAGE_TOO_SMALL);
  return contentType;
}
