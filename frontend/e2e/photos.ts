/** Real PNG files for the photo checks: the catalogue reads a photo's size from its header and refuses one under 200 x 200. */
import { crc32 } from 'node:zlib';

/** A solid 240 x 240 PNG: big enough to be a product photo. */
export const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAPAAAADwCAIAAACxN37FAAAB1klEQVR42u3SAQ0AAAjDsMtBIhKRhQ9oUgXLUj1wRiTA0GBoMDQYGkODocHQYGgwNIYGQ4OhwdBgaAwNhgZDg6HB0BgaDA2GBkODoTE0GBoMDYYGQ2NoMDQYGgwNhsbQYGgwNBgaQ4OhwdBgaDA0hgZDg6HB0GBoDA2GBkODocHQGBoMDYYGQ4OhMTQYGgwNhgZDY2gwNBgaDA2GxtBgaDA0GBoMjaHB0GBoMDSGBkODocHQYGgMDYYGQ4OhwdAYGgwNhgZDg6ExNBgaDA2GBkNjaDA0GBoMDYbG0GBoMDQYGgyNocHQYGgwNIZWAUODocHQYGgMDYYGQ4OhwdAYGgwNhgZDg6ExNBgaDA2GBkNjaDA0GBoMDYbG0GBoMDQYGgyNocHQYGgwNBgaQ4OhwdBgaAwNhgZDg6HB0BgaDA2GBkODoTE0GBoMDYYGQ2NoMDQYGgwNhsbQYGgwNBgaDI2hwdBgaDA0GBpDg6HB0GBoDK0ChgZDg6HB0BgaDA2GBkODoTE0GBoMDYYGQ2NoMDQYGgwNhsbQYGgwNBgaDI2hwdBgaDA0GBpDg6HB0GBoMDSGBkODocHQGBoMDYYGQ4OhMTQYGgwNhgZDY2gwNBgaDA2G5osF6mN6hQLyMa4AAAAASUVORK5CYII=',
  'base64',
);

/** A blank 1 x 1 PNG: a real image, too small for a product photo. */
export const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * PHOTO_PNG with a text chunk (a comment) of its own before its end: the same picture in other bytes. The catalogue
 * files a photo by its content, so a test that checks a product got a new photo needs bytes no run uploaded before.
 */
export function uniquePhotoPng(comment = `${Date.now()}-${Math.random()}`): Buffer {
  const chunk = Buffer.concat([Buffer.from('tEXt', 'latin1'), Buffer.from(`Comment\0${comment}`, 'latin1')]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(chunk.length - 4);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(chunk));
  const end = PHOTO_PNG.length - 12; // the IEND chunk: length, type and checksum, no data
  return Buffer.concat([PHOTO_PNG.subarray(0, end), length, chunk, checksum, PHOTO_PNG.subarray(end)]);
}
