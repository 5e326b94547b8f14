/**
 * A drawn signature arrives as a PNG data URL (the signature canvas's `toDataURL()`). It is kept as the signed
 * record, so it is checked to be a real PNG: base64 that decodes, the PNG signature, a well-formed IHDR first, every
 * chunk whole with a correct CRC, and IEND last. Pure: no I/O.
 */

import { crc32 } from 'node:zlib';

const PREFIX = 'data:image/png;base64,';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The longest data URL taken for one signature: about 45 kB of PNG, ample for a 120 px high canvas, and small
 * enough that both signatures of an agreement fit the gateway's body limit (128 kB) with the rest of the form.
 */
export const MAX_SIGNATURE_DATA_URL = 60_000;
/** A signature is a strip: no side longer than this many pixels. */
export const MAX_SIGNATURE_SIDE = 4_000;

export type SignatureCheck = { ok: true; png: Buffer; width: number; height: number } | { ok: false; problem: string };

/** Decodes and checks a signature's PNG data URL; `label` names it in the problem ("customerSignature"). */
export function checkPngDataUrl(value: string, label: string): SignatureCheck {
  const refuse = (problem: string): SignatureCheck => ({ ok: false, problem: `${label} ${problem}` });
  if (value.length > MAX_SIGNATURE_DATA_URL) return refuse(`must be at most ${MAX_SIGNATURE_DATA_URL} characters`);
  if (!value.startsWith(PREFIX)) return refuse('must be a PNG image data URL (data:image/png;base64,...)');
  const base64 = value.slice(PREFIX.length);
  if (base64.length === 0 || base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return refuse('is not valid base64');
  return checkPng(Buffer.from(base64, 'base64'), refuse);
}

function checkPng(png: Buffer, refuse: (problem: string) => SignatureCheck): SignatureCheck {
  const notPng = refuse('is not a valid PNG image');
  if (png.length < PNG_SIGNATURE.length + 12 + 13 + 12 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) return notPng;
  let offset = 8;
  let width = 0;
  let height = 0;
  let first = true;
  for (;;) {
    if (offset + 12 > png.length) return notPng;
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > png.length) return notPng;
    const crc = png.readUInt32BE(offset + 8 + length);
    if (crc32(png.subarray(offset + 4, offset + 8 + length)) !== crc) return notPng;
    if (first) {
      if (type !== 'IHDR' || length !== 13) return notPng;
      width = png.readUInt32BE(offset + 8);
      height = png.readUInt32BE(offset + 12);
      if (width === 0 || height === 0) return notPng;
      if (width > MAX_SIGNATURE_SIDE || height > MAX_SIGNATURE_SIDE) return refuse(`must be at most ${MAX_SIGNATURE_SIDE} pixels on each side`);
      first = false;
    }
    offset = end;
    if (type === 'IEND') return offset === png.length ? { ok: true, png, width, height } : notPng;
  }
}

/** The data URL of a stored signature, to show or download it again. */
export function pngDataUrl(png: Buffer): string {
  return `${PREFIX}${png.toString('base64')}`;
}
