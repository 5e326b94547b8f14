import { DomainError } from '@rto/kit';
import { checkPhoto, IMAGE_TOO_LARGE, IMAGE_TOO_SMALL, MAX_PHOTO_BYTES, NOT_AN_IMAGE, sniffImageType } from '../../src/domain/image';
import { imageSizeOf } from '../../src/domain/image-size';
import { drawIllustration } from '../../src/store/seed/illustrations';

const u16be = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const u16le = (value: number) => Buffer.from([value & 0xff, value >> 8]);
const u24le = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, value >> 16]);
const u32be = (value: number) => Buffer.from([value >>> 24, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]);

/** Image headers as each format lays them down, of the given size (enough bytes for the reader, no pixels). */
const png = (width: number, height: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), u32be(13), Buffer.from('IHDR'), u32be(width), u32be(height), Buffer.from([8, 2, 0, 0, 0])]);
const gif = (width: number, height: number) => Buffer.concat([Buffer.from('GIF89a'), u16le(width), u16le(height), Buffer.alloc(3)]);
// SOI, an APP0 segment of 16 bytes, then a progressive start of frame (C2): length, precision, height, width.
const jpeg = (width: number, height: number) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), u16be(16), Buffer.from('JFIF\0'), Buffer.alloc(9), Buffer.from([0xff, 0xc2]), u16be(17), Buffer.from([8]), u16be(height), u16be(width), Buffer.alloc(10)]);
const riff = (chunk: string, payload: Buffer) => Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP' + chunk), Buffer.alloc(4), payload]);
const webpLossy = (width: number, height: number) => riff('VP8 ', Buffer.concat([Buffer.from([0, 0, 0, 0x9d, 0x01, 0x2a]), u16le(width), u16le(height)]));
const webpLossless = (width: number, height: number) => {
  const bits = ((width - 1) | ((height - 1) << 14)) >>> 0;
  return riff('VP8L', Buffer.from([0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24, 0]));
};
const webpExtended = (width: number, height: number) => riff('VP8X', Buffer.concat([Buffer.alloc(4), u24le(width - 1), u24le(height - 1)]));

const bytes = (...values: Array<number | string>) =>
  Buffer.concat(values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))));

/** What checkPhoto refused with: the kind of refusal and its message. */
function refusalOf(bytes: Uint8Array): { kind: string; message: string } {
  try {
    checkPhoto(bytes);
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('the photo was accepted');
}

describe('image sniffing by content', () => {
  it.each([
    ['PNG', bytes(0x89, 'PNG\r\n', 0x1a, '\n', 'rest'), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 'JFIF'), 'image/jpeg'],
    ['GIF87a', bytes('GIF87a', 0, 0), 'image/gif'],
    ['GIF89a', bytes('GIF89a', 0, 0), 'image/gif'],
    ['WebP', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
  ])('when the bytes are a %s, then it is that image type', (_name, data, type) => {
    expect(sniffImageType(data)).toBe(type);
  });

  it.each([
    ['text named like an image', Buffer.from('this is not a picture, whatever photo.png says')],
    ['an SVG (script can live inside)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a RIFF that is not WebP (WAV audio)', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt ')],
    ['a PDF', Buffer.from('%PDF-1.7')],
    ['a truncated PNG signature', bytes(0x89, 'PNG')],
    ['nothing', Buffer.alloc(0)],
  ])('when the bytes are %s, then it is not an image', (_name, data) => {
    expect(sniffImageType(data)).toBeUndefined();
    expect(refusalOf(data)).toEqual({ kind: 'invalid', message: NOT_AN_IMAGE });
  });

  it('when an image is exactly 5 MB, then it is accepted; one byte more is refused as too large', () => {
    const atLimit = Buffer.alloc(MAX_PHOTO_BYTES);
    atLimit.set(jpeg(480, 360));
    expect(checkPhoto(atLimit)).toBe('image/jpeg');
    const over = Buffer.concat([atLimit, Buffer.from([0])]);
    expect(refusalOf(over)).toEqual({ kind: 'too-large', message: IMAGE_TOO_LARGE });
  });

  it('when the seed draws a photo, then it is a real PNG of 480 x 360', () => {
    const png = drawIllustration('washer', { finish: 'white' });
    expect(sniffImageType(png)).toBe('image/png');
    expect(png.readUInt32BE(16)).toBe(480);
    expect(png.readUInt32BE(20)).toBe(360);
  });
});

describe('the photo\'s size, read from its header', () => {
  it.each([
    ['PNG', png(480, 360)],
    ['GIF', gif(480, 360)],
    ['JPEG', jpeg(480, 360)],
    ['lossy WebP', webpLossy(480, 360)],
    ['lossless WebP', webpLossless(480, 360)],
    ['extended WebP', webpExtended(480, 360)],
  ] as const)('when a %s says 480 x 360, then that is its size', (_name, data) => {
    expect(imageSizeOf(data)).toEqual({ width: 480, height: 360 });
  });

  it.each([
    ['a blank 1-pixel PNG', png(1, 1)],
    ['a GIF 199 pixels wide', gif(199, 400)],
    ['a JPEG 199 pixels high', jpeg(400, 199)],
    ['a WebP of 100 x 100', webpLossless(100, 100)],
  ])('when the photo is %s, then it is refused as too small', (_name, data) => {
    expect(refusalOf(data)).toEqual({ kind: 'invalid', message: IMAGE_TOO_SMALL });
  });

  it.each([png(200, 200), gif(200, 200), jpeg(200, 200), webpLossy(200, 200), webpExtended(200, 200)])('when the photo is exactly 200 x 200, then it is accepted', (data) => {
    expect(() => checkPhoto(data)).not.toThrow();
  });

  it.each([
    ['a PNG cut off before its size', png(480, 360).subarray(0, 20)],
    ['a JPEG with no frame', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.alloc(20)])],
    ['a WebP of an unknown chunk', riff('ABCD', Buffer.alloc(20))],
  ])('when the photo is %s, then it is not an image we can show', (_name, data) => {
    expect(refusalOf(data)).toEqual({ kind: 'invalid', message: NOT_AN_IMAGE });
  });

  it('the message is the one the admin reads', () => {
    expect(IMAGE_TOO_SMALL).toBe('Image should be at least 200 x 200 pixels');
  });
});
