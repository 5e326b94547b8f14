import { geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlasJson from 'us-atlas/states-albers-10m.json';
import { describe, expect, it } from 'vitest';
import { projectPoint, usOutlines } from './us-map';

type UsAtlas = Topology<{ states: GeometryCollection<{ name: string }>; nation: GeometryCollection }>;
const atlas = atlasJson as unknown as UsAtlas;

/** The subpaths of SVG path data (absolute M/L/Z or relative m/l/z) as lists of absolute points. */
function subpathsOf(path: string): Array<Array<[number, number]>> {
  const subpaths: Array<Array<[number, number]>> = [];
  let [x, y] = [0, 0];
  for (const [, command = '', coordinates = ''] of path.matchAll(/([MLZmlz])([^MLZmlz]*)/g)) {
    if (command.toLowerCase() === 'z') {
      [x, y] = subpaths.at(-1)?.[0] ?? [0, 0];
      continue;
    }
    const [a = NaN, b = NaN] = coordinates.replace(/(\d)-/g, '$1,-').split(',').map(Number);
    [x, y] = command === command.toLowerCase() ? [x + a, y + b] : [a, b];
    if (command.toLowerCase() === 'm') subpaths.push([]);
    subpaths.at(-1)?.push([x, y]);
  }
  return subpaths;
}

/** The same subpaths in whole map units, a point that rounds onto the one before left out. */
function rounded(subpaths: Array<Array<[number, number]>>) {
  return subpaths.map((points) =>
    points.map(([x, y]) => [Math.round(x) + 0, Math.round(y) + 0]).filter(([x, y], index, all) => index === 0 || x !== all[index - 1]?.[0] || y !== all[index - 1]?.[1]),
  );
}

describe("the offline map's outlines, drawn when the SPA is built", () => {
  const draw = geoPath();
  const exact = {
    nation: draw(feature(atlas, atlas.objects.nation)) ?? '',
    stateBorders: draw(mesh(atlas, atlas.objects.states, (a, b) => a !== b)) ?? '',
  };

  it.each(['nation', 'stateBorders'] as const)('when %s is drawn, then it is every point of the atlas in whole map units, in the same order', (name) => {
    const drawn = subpathsOf(usOutlines()[name]);
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn).toEqual(rounded(subpathsOf(exact[name])));
  });

  it("when a place is pinned, then it lands where the atlas draws it (Indianapolis, inside Indiana's outline)", () => {
    const [x = NaN, y = NaN] = projectPoint({ lat: 39.7684, lng: -86.1581 }) ?? [];
    const indiana = feature(atlas, atlas.objects.states).features.find((state) => state.properties?.name === 'Indiana');
    const [[left, top], [right, bottom]] = draw.bounds(indiana!);
    expect(x > left && x < right && y > top && y < bottom).toBe(true);
  });
});
