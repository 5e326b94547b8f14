import { checkPngDataUrl, MAX_SIGNATURE_DATA_URL, pngDataUrl } from '../../src/domain/signature';
import { dataUrlOf, pngOf } from '../support/png';

describe('a drawn signature', () => {
  it('when it is a real PNG data URL, then it is taken with its size, and shown again as the same data URL', () => {
    const png = pngOf(300, 120);
    const check = checkPngDataUrl(dataUrlOf(png), 'customerSignature');
    expect(check).toEqual({ ok: true, png, width: 300, height: 120 });
    expect(pngDataUrl(png)).toBe(dataUrlOf(png));
  });

  const png = pngOf();
  const corrupted = Buffer.from(png);
  corrupted[40] = corrupted[40]! ^ 0xff;
  it.each([
    ['a JPEG data URL', `data:image/jpeg;base64,${png.toString('base64')}`, 'customerSignature must be a PNG image data URL (data:image/png;base64,...)'],
    ['plain text', 'my signature', 'customerSignature must be a PNG image data URL (data:image/png;base64,...)'],
    ['base64 that is not base64', 'data:image/png;base64,@@@@', 'customerSignature is not valid base64'],
    ['an empty image', 'data:image/png;base64,', 'customerSignature is not valid base64'],
    ['bytes that are not a PNG', dataUrlOf(Buffer.from('GIF89a this is not a png at all, not even close to one')), 'customerSignature is not a valid PNG image'],
    ['a PNG cut short', dataUrlOf(png.subarray(0, png.length - 12)), 'customerSignature is not a valid PNG image'],
    ['a PNG with a damaged chunk', dataUrlOf(corrupted), 'customerSignature is not a valid PNG image'],
    ['a PNG with bytes after its end', dataUrlOf(Buffer.concat([png, Buffer.from('tail')])), 'customerSignature is not a valid PNG image'],
    ['a PNG wider than any signature', dataUrlOf(pngOf(5000, 2)), 'customerSignature must be at most 4000 pixels on each side'],
    ['a data URL longer than the limit', `data:image/png;base64,${'A'.repeat(MAX_SIGNATURE_DATA_URL)}`, `customerSignature must be at most ${MAX_SIGNATURE_DATA_URL} characters`],
  ])('when it is %s, then it is refused, saying why', (_label, value, problem) => {
    expect(checkPngDataUrl(value, 'customerSignature')).toEqual({ ok: false, problem });
  });
});
