/**
 * jsdom draws nothing: for page tests, a signature_pad that records a stroke each time the pen lifts. Use it with
 * `vi.mock('signature_pad', async () => ({ default: (await import('../test/fake-signature-pad')).FakeSignaturePad }))`.
 */

/** The PNG data URL every fake signature gives. */
export const FAKE_SIGNATURE_PNG = 'data:image/png;base64,U0lHTkFUVVJF';

type Stroke = { points: { x: number; y: number }[] };

export class FakeSignaturePad extends EventTarget {
  private strokes: Stroke[] = [];
  constructor(private readonly canvas: HTMLCanvasElement) {
    super();
    canvas.addEventListener('pointerup', this.penLifted);
  }
  private readonly penLifted = () => {
    this.strokes.push({ points: [{ x: 10, y: 20 }, { x: 60, y: 40 }] });
    this.dispatchEvent(new CustomEvent('endStroke'));
  };
  isEmpty() {
    return this.strokes.length === 0;
  }
  clear() {
    this.strokes = [];
  }
  toData() {
    return this.strokes;
  }
  fromData(strokes: Stroke[]) {
    this.strokes = strokes;
  }
  toDataURL() {
    return FAKE_SIGNATURE_PNG;
  }
  off() {
    this.canvas.removeEventListener('pointerup', this.penLifted);
  }
}
