/**
 * A name written in script on a transparent canvas, as a PNG data URL: the lessor's signature and a customer's typed
 * signature. The face is the script font shipped with the app (Great Vibes, SIL Open Font License), fetched on first
 * use only (the agreement dialog), with the browser's own cursive stack behind it if it cannot load.
 */
import greatVibesUrl from '@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2?url';

const FAMILY = 'RTO Script Signature';
/** No network fonts: the shipped face, then cursive faces most systems have, then the generic family. */
const FALLBACK = '"Segoe Script", "Brush Script MT", "Apple Chancery", "URW Chancery L", cursive';
const INK = '#0a2b43';

let loadedFont: Promise<string> | undefined;

/** The family to draw with: the shipped script font once loaded, or the fallback stack if it cannot load. */
export function scriptFont(): Promise<string> {
  loadedFont ??= (async () => {
    try {
      const face = new FontFace(FAMILY, `url(${greatVibesUrl}) format('woff2')`);
      document.fonts.add(await face.load());
      return `"${FAMILY}", ${FALLBACK}`;
    } catch {
      return FALLBACK;
    }
  })();
  return loadedFont;
}

/** `name` written in script, centred on a transparent `width` x `height` canvas (CSS pixels), as a PNG data URL. */
export async function drawScriptName(name: string, width: number, height: number): Promise<string> {
  const family = await scriptFont();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  let size = Math.round(height * 0.53);
  context.font = `${size}px ${family}`;
  // Shrink a long name until it fits with a margin.
  while (size > 16 && context.measureText(name).width > width - 32) {
    size -= 4;
    context.font = `${size}px ${family}`;
  }
  context.fillStyle = INK;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name, width / 2, height / 2);
  return canvas.toDataURL('image/png');
}
