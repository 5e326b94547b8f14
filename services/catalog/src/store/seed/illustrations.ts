import type { Category } from '../../domain/product';
import { encodePng } from './png';

/**
 * Flat illustrations of our appliances, drawn in code for this project, so the seed catalogue ships its own
 * photos (no outside images). Each is a 480 x 360 PNG.
 */

export interface IllustrationStyle {
  finish: 'white' | 'silver' | 'graphite';
  accent?: 'blue' | 'purple' | 'orange';
  /** Combo sets: the dryer stands on the washer. */
  stacked?: boolean;
  /** Freezers: upright instead of a chest. */
  upright?: boolean;
}

type Rgb = readonly [number, number, number];
type Inside = (x: number, y: number) => boolean;

export const WIDTH = 480;
export const HEIGHT = 360;

const hex = (value: string): Rgb => [parseInt(value.slice(1, 3), 16), parseInt(value.slice(3, 5), 16), parseInt(value.slice(5, 7), 16)];

const BACKGROUNDS: Record<Category, Rgb> = {
  washer: hex('#e3eefa'),
  dryer: hex('#fcefe3'),
  refrigerator: hex('#e5f5ec'),
  freezer: hex('#e2f2f7'),
  stove: hex('#fae8e8'),
  tv: hex('#ece8f8'),
  combo: hex('#f2eee2'),
};
const FINISHES: Record<IllustrationStyle['finish'], { body: Rgb; panel: Rgb; outline: Rgb }> = {
  white: { body: hex('#f8f9fb'), panel: hex('#e4e7ec'), outline: hex('#8a94a3') },
  silver: { body: hex('#cfd4dc'), panel: hex('#b6bdc8'), outline: hex('#6b7482') },
  graphite: { body: hex('#4b5059'), panel: hex('#3a3e45'), outline: hex('#24272c') },
};
const ACCENTS: Record<NonNullable<IllustrationStyle['accent']>, Rgb> = {
  blue: hex('#5fa3e0'),
  purple: hex('#8b6fd6'),
  orange: hex('#f0a05a'),
};
const DARK = hex('#2f343b');
const GLASS_GREY = hex('#9aa5b1');
const HIGHLIGHT = hex('#ffffff');

const SAMPLES = [0.25, 0.75];

// Bound once: a global looked up per pixel costs ten times as much where the code runs in a VM context (jest's).
const { min, max, round } = Math;

/** A tiny raster with 4-sample anti-aliasing at shape edges. */
class Canvas {
  readonly pixels = new Uint8Array(WIDTH * HEIGHT * 3);

  fill(color: Rgb): void {
    // The first pixel, then what is filled copied onto the rest: a score of copies instead of a call per pixel.
    this.pixels.set(color, 0);
    for (let filled = 3; filled < this.pixels.length; filled *= 2) this.pixels.copyWithin(filled, 0, min(filled, this.pixels.length - filled));
  }

  shape(inside: Inside, box: [number, number, number, number], color: Rgb | ((y: number) => Rgb), opacity = 1): void {
    const [x0, y0, x1, y1] = [Math.max(0, Math.floor(box[0])), Math.max(0, Math.floor(box[1])), Math.min(WIDTH, Math.ceil(box[2])), Math.min(HEIGHT, Math.ceil(box[3]))];
    for (let y = y0; y < y1; y++) {
      const rgb = typeof color === 'function' ? color(y) : color;
      for (let x = x0; x < x1; x++) {
        let hits = 0;
        for (const dy of SAMPLES) for (const dx of SAMPLES) if (inside(x + dx, y + dy)) hits++;
        if (hits === 0) continue;
        const alpha = (hits / 4) * opacity;
        const at = (y * WIDTH + x) * 3;
        for (let c = 0; c < 3; c++) this.pixels[at + c] = round(this.pixels[at + c]! * (1 - alpha) + rgb[c]! * alpha);
      }
    }
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb | ((y: number) => Rgb), opacity = 1): void {
    this.shape((px, py) => px >= x && px < x + w && py >= y && py < y + h, [x, y, x + w, y + h], color, opacity);
  }

  roundRect(x: number, y: number, w: number, h: number, r: number, color: Rgb | ((y: number) => Rgb)): void {
    const inside: Inside = (px, py) => {
      if (px < x || px >= x + w || py < y || py >= y + h) return false;
      const cx = min(max(px, x + r), x + w - r);
      const cy = min(max(py, y + r), y + h - r);
      return (px - cx) ** 2 + (py - cy) ** 2 <= r * r;
    };
    this.shape(inside, [x, y, x + w, y + h], color);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb, opacity = 1): void {
    this.shape((px, py) => ((px - cx) / rx) ** 2 + ((py - cy) / ry) ** 2 <= 1, [cx - rx, cy - ry, cx + rx, cy + ry], color, opacity);
  }

  circle(cx: number, cy: number, r: number, color: Rgb, opacity = 1): void {
    this.ellipse(cx, cy, r, r, color, opacity);
  }
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((c) => Math.round(a[c]! + (b[c]! - a[c]!) * t)) as unknown as Rgb;

/** An appliance cabinet: outline, body and a soft shadow on the floor. */
function cabinet(canvas: Canvas, style: IllustrationStyle, x: number, y: number, w: number, h: number): void {
  const finish = FINISHES[style.finish];
  canvas.ellipse(x + w / 2, y + h + 4, w * 0.6, 10, DARK, 0.18);
  canvas.roundRect(x, y, w, h, 14, finish.outline);
  canvas.roundRect(x + 3, y + 3, w - 6, h - 6, 12, (py) => mix(finish.body, finish.panel, (py - y) / h / 2));
}

function drum(canvas: Canvas, style: IllustrationStyle, x: number, y: number, w: number, h: number, glass: Rgb): void {
  const finish = FINISHES[style.finish];
  cabinet(canvas, style, x, y, w, h);
  const panel = h * 0.17;
  canvas.rect(x + 3, y + panel, w - 6, 3, finish.outline);
  canvas.roundRect(x + 14, y + panel * 0.3, w * 0.32, panel * 0.45, 4, DARK);
  canvas.circle(x + w - 24, y + panel / 2, panel * 0.28, finish.outline);
  canvas.circle(x + w - 50, y + panel / 2, panel * 0.16, finish.outline);
  const cx = x + w / 2;
  const cy = y + panel + (h - panel) / 2;
  const r = Math.min(w, h - panel) * 0.36;
  canvas.circle(cx, cy, r, finish.outline);
  canvas.circle(cx, cy, r - 7, DARK);
  canvas.circle(cx, cy, r - 13, glass);
  canvas.circle(cx - r * 0.3, cy - r * 0.3, r * 0.18, HIGHLIGHT, 0.55);
}

function washer(canvas: Canvas, style: IllustrationStyle, x: number, y: number, w: number, h: number): void {
  drum(canvas, style, x, y, w, h, ACCENTS[style.accent ?? 'blue']);
}

function dryer(canvas: Canvas, style: IllustrationStyle, x: number, y: number, w: number, h: number): void {
  drum(canvas, style, x, y, w, h, GLASS_GREY);
  // Vent slots on the panel tell the dryer from the washer.
  for (let i = 0; i < 3; i++) canvas.rect(x + w * 0.45 + i * 10, y + h * 0.05, 5, h * 0.08, FINISHES[style.finish].outline);
}

function refrigerator(canvas: Canvas, style: IllustrationStyle, split: boolean): void {
  const finish = FINISHES[style.finish];
  const [x, y, w, h] = [170, 30, 140, 300];
  cabinet(canvas, style, x, y, w, h);
  if (split) {
    canvas.rect(x + 3, y + h * 0.34, w - 6, 3, finish.outline);
    canvas.roundRect(x + w - 26, y + h * 0.12, 9, h * 0.16, 4, DARK);
    canvas.roundRect(x + w - 26, y + h * 0.42, 9, h * 0.3, 4, DARK);
  } else {
    canvas.roundRect(x + w - 26, y + h * 0.15, 9, h * 0.35, 4, DARK);
    canvas.rect(x + 18, y + 24, 28, 10, ACCENTS.blue);
  }
}

function chestFreezer(canvas: Canvas, style: IllustrationStyle): void {
  const finish = FINISHES[style.finish];
  const [x, y, w, h] = [90, 140, 300, 170];
  cabinet(canvas, style, x, y, w, h);
  canvas.rect(x + 3, y + 34, w - 6, 3, finish.outline);
  canvas.roundRect(x + w / 2 - 40, y + 44, 80, 10, 5, DARK);
  canvas.circle(x + 26, y + 18, 5, ACCENTS.blue);
}

function stove(canvas: Canvas, style: IllustrationStyle): void {
  const finish = FINISHES[style.finish];
  const [x, y, w, h] = [140, 60, 200, 260];
  // Burners seen just above the cooktop edge.
  for (const bx of [x + 45, x + w - 45]) canvas.ellipse(bx, y - 4, 30, 7, DARK);
  cabinet(canvas, style, x, y, w, h);
  canvas.rect(x + 3, y + 40, w - 6, 3, finish.outline);
  for (let i = 0; i < 4; i++) canvas.circle(x + 32 + i * 45, y + 21, 9, finish.outline);
  canvas.roundRect(x + 30, y + 58, w - 60, 10, 5, DARK);
  canvas.roundRect(x + 26, y + 82, w - 52, h - 140, 10, DARK);
  canvas.roundRect(x + 36, y + 92, w - 72, h - 160, 8, mix(hex('#ffb870'), DARK, 0.35));
  canvas.rect(x + 3, y + h - 40, w - 6, 3, finish.outline);
}

function television(canvas: Canvas, style: IllustrationStyle): void {
  const accent = ACCENTS[style.accent ?? 'blue'];
  const [x, y, w, h] = [60, 40, 360, 220];
  canvas.ellipse(240, 330, 110, 9, DARK, 0.18);
  canvas.rect(228, y + h, 24, 50, DARK);
  canvas.roundRect(160, 318, 160, 10, 5, DARK);
  canvas.roundRect(x, y, w, h, 10, DARK);
  canvas.rect(x + 10, y + 10, w - 20, h - 20, (py) => mix(mix(accent, HIGHLIGHT, 0.35), mix(accent, DARK, 0.45), (py - y) / h));
  canvas.shape((px, py) => py > y + 10 && px > x + 10 && px + py * 0.8 < x + 190 && px + py * 0.8 > x + 130, [x, y, x + w, y + h], HIGHLIGHT, 0.18);
}

/** The PNG of one product's illustration. */
export function drawIllustration(category: Category, style: IllustrationStyle): Buffer {
  const canvas = new Canvas();
  canvas.fill(BACKGROUNDS[category]);
  canvas.rect(0, HEIGHT - 46, WIDTH, 46, mix(BACKGROUNDS[category], DARK, 0.08));
  switch (category) {
    case 'washer':
      washer(canvas, style, 150, 60, 180, 250);
      break;
    case 'dryer':
      dryer(canvas, style, 150, 60, 180, 250);
      break;
    case 'refrigerator':
      refrigerator(canvas, style, true);
      break;
    case 'freezer':
      if (style.upright) refrigerator(canvas, style, false);
      else chestFreezer(canvas, style);
      break;
    case 'stove':
      stove(canvas, style);
      break;
    case 'tv':
      television(canvas, style);
      break;
    case 'combo':
      if (style.stacked) {
        dryer(canvas, style, 175, 12, 130, 150);
        washer(canvas, style, 175, 162, 130, 150);
      } else {
        washer(canvas, style, 70, 80, 160, 230);
        dryer(canvas, style, 250, 80, 160, 230);
      }
      break;
  }
  return encodePng(WIDTH, HEIGHT, canvas.pixels);
}
