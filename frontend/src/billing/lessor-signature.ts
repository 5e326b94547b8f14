/**
 * The lessor's signature (spec 3): the company's name in the app's script font, drawn on a 480 x 120 canvas and kept
 * as a PNG data URL. The font file is fetched only when the agreement dialog opens: never by any other screen.
 */
import { drawScriptName } from './script-signature';

const WIDTH = 480;
const HEIGHT = 120;

/** `name` written in script on a transparent 480 x 120 canvas, as a PNG data URL. */
export function drawLessorSignature(name: string): Promise<string> {
  return drawScriptName(name, WIDTH, HEIGHT);
}
