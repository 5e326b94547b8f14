/**
 * The lessor's signature (spec 3): the company's name in a script font shipped with the app (Great Vibes, SIL Open
 * Font License), drawn on a canvas and kept as a PNG data URL. The font file is fetched only here, when the agreement
 * dialog opens: never by any other screen.
 */
import greatVibesUrl from '@fontsource/great-vibes/files/great-vibes-latin-400-normal.woff2?url';

const FAMILY = 'RTO Lessor Signature';
const WIDTH = 480;
const HEIGHT = 120;
const INK = '#0a2b43';

let loadedFont: Promise<string> | undefined;

/** The family to draw with: the shipped script font once loaded, or the browser's own cursive if it cannot load. */
function scriptFont(): Promise<string> {
  loadedFont ??= (async () => {
    try {
      const face = new FontFace(FAMILY, `url(${greatVibesUrl}) format('woff2')`);
      document.fonts.add(await face.load());
      return `"${FAMILY}", cursive`;
    } catch {
      return 'cursive';
    }
  })();
  return loadedFont;
}

/** `name` written in script on a transparent 480 x 120 canvas, as a PNG data URL. */
export async function drawLessorSignature(name: string): Promise<string> {
  const family = await scriptFont();
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  let size = 64;
  context.font = `${size}px ${family}`;
  // Shrink a long name until it fits with a margin.
  while (size > 24 && context.measureText(name).width > WIDTH - 32) {
    size -= 4;
    context.font = `${size}px ${family}`;
  }
  context.fillStyle = INK;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(name, WIDTH / 2, HEIGHT / 2);
  return canvas.toDataURL('image/png');
}
