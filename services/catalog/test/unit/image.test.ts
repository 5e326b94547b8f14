import { DomainError } from '@rto/kit';
import { checkPhoto, IMAGE_TOO_LARGE, MAX_PHOTO_BYTES, NOT_AN_IMAGE, sniffImageType } from '../../src/domain/image';
import { drawIllustration } from '../../src/store/seed/illustrations';

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
    atLimit.set([0xff, 0xd8, 0xff]);
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
