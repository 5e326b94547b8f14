import fs from 'node:fs';
import { createRequire } from 'node:module';
import { geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';

const ID = 'virtual:us-outlines';
const RESOLVED_ID = `\0${ID}`;

type UsAtlas = Topology<{ states: GeometryCollection<{ name: string }>; nation: GeometryCollection }>;

/**
 * SVG path data (d3-geo's M, L and Z) in whole map units, each point relative to the one before and a point that
 * rounds onto the last one left out: about a quarter of the bytes, and half a map unit at most from the original.
 */
export function compactPath(path: string): string {
  let out = '';
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const [, command, coordinates] of path.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (command === 'Z') {
      out += 'z';
      // A closed subpath leaves the pen where it began: the next point is relative to that.
      [x, y] = [startX, startY];
      continue;
    }
    // `+ 0`: no '-0' in the path.
    const [nextX = NaN, nextY = NaN] = (coordinates ?? '').split(',').map((value) => Math.round(Number(value)) + 0);
    if (command === 'L' && nextX === x && nextY === y) continue;
    const dy = nextY - y;
    out += `${command === 'M' ? 'm' : 'l'}${nextX - x}${dy < 0 ? '' : ','}${dy}`;
    [x, y] = [nextX, nextY];
    if (command === 'M') [startX, startY] = [x, y];
  }
  return out;
}

/**
 * `virtual:us-outlines`: the offline delivery map's outlines (the country, and the borders between states), drawn
 * from us-atlas (Census Bureau outlines, pre-projected to 975 x 610 with d3's Albers USA) when the SPA is built,
 * rather than in the browser: the map's chunk carries two short paths instead of the atlas, topojson-client and
 * d3-geo's path drawing (36 KB of Brotli down to about 12), and a phone does not draw them.
 */
export function usOutlines(): Plugin {
  return {
    name: 'us-outlines',
    resolveId: (id) => (id === ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const file = createRequire(import.meta.url).resolve('us-atlas/states-albers-10m.json');
      const atlas = JSON.parse(fs.readFileSync(file, 'utf8')) as UsAtlas;
      const draw = geoPath();
      const nation = compactPath(draw(feature(atlas, atlas.objects.nation)) ?? '');
      const stateBorders = compactPath(draw(mesh(atlas, atlas.objects.states, (a, b) => a !== b)) ?? '');
      return `export const nation = ${JSON.stringify(nation)};\nexport const stateBorders = ${JSON.stringify(stateBorders)};\n`;
    },
  };
}
