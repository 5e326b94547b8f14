/** An image's width and height in pixels, read from its header (no decoding) by image-size, a well-kept library. */

import { imageSize } from 'image-size';

export interface ImageSize {
  width: number;
  height: number;
}

/** The size the image's header tells, or undefined when it tells none (cut short, damaged, not an image). */
export function imageSizeOf(bytes: Uint8Array): ImageSize | undefined {
  try {
    // A copy of its own: image-size reads the whole ArrayBuffer under a view, so a short upload sharing Node's buffer
    // pool would be read on past its end (a cut-off PNG got the next bytes' height); the copy ends where the image does.
    const { width, height } = imageSize(new Uint8Array(bytes));
    return width > 0 && height > 0 ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}
