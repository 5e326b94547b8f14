/** An image's width and height in pixels, read from its header as the format lays it down (no decoding). */

import type { ImageType } from './image';

export interface ImageSize {
  width: number;
  height: number;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** PNG: the first chunk is IHDR, width and height big-endian at 16 and 20. */
function pngSize(bytes: Uint8Array): ImageSize | undefined {
  if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  return { width: view(bytes).getUint32(16), height: view(bytes).getUint32(20) };
}

/** GIF: the logical screen's width and height, little-endian at 6 and 8. */
function gifSize(bytes: Uint8Array): ImageSize | undefined {
  if (bytes.length < 10) return undefined;
  return { width: view(bytes).getUint16(6, true), height: view(bytes).getUint16(8, true) };
}

// The start-of-frame markers (baseline, progressive, lossless...); C4, C8 and CC are other segments.
const SOF_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** JPEG: walks the segments to the first start-of-frame, whose height and width follow its precision byte. */
function jpegSize(bytes: Uint8Array): ImageSize | undefined {
  const data = view(bytes);
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (SOF_MARKERS.has(marker)) return { width: data.getUint16(at + 7), height: data.getUint16(at + 5) };
    at += 2 + data.getUint16(at + 2);
  }
  return undefined;
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) each keep the size their own way. */
function webpSize(bytes: Uint8Array): ImageSize | undefined {
  if (bytes.length < 25) return undefined;
  const data = view(bytes);
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8L') {
    const bits = data.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (bytes.length < 30) return undefined;
  if (chunk === 'VP8 ') return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8X') {
    const width = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
    const height = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
    return { width, height };
  }
  return undefined;
}

const READERS: Record<ImageType, (bytes: Uint8Array) => ImageSize | undefined> = {
  'image/png': pngSize,
  'image/gif': gifSize,
  'image/jpeg': jpegSize,
  'image/webp': webpSize,
};

/** The size the image's header tells, or undefined when the header is cut short or malformed. */
export function imageSizeOf(bytes: Uint8Array, type: ImageType): ImageSize | undefined {
  return READERS[type](bytes);
}
