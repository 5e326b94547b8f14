/**
 * The offline delivery map's geometry: the United States from the us-atlas package (Census Bureau outlines,
 * pre-projected to 975 x 610 with d3's Albers USA, which puts Alaska and Hawaii in insets), and the same projection
 * to place a pin and to read a click. Only the offline map imports this, and only on the delivery page.
 */
import { geoAlbersUsa, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlasJson from 'us-atlas/states-albers-10m.json';
import type { LatLng } from '../api';

export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;

type UsAtlas = Topology<{ states: GeometryCollection<{ name: string }>; nation: GeometryCollection }>;
const atlas = atlasJson as unknown as UsAtlas;

// The projection us-atlas used for its *-albers-10m files, so projected points land on the drawn outlines.
const projection = geoAlbersUsa().scale(1300).translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
const drawPath = geoPath();

export interface UsOutlines {
  nation: string;
  stateBorders: string;
}

let outlines: UsOutlines | undefined;

/** SVG path data of the country's outline and of the borders between states (computed once). */
export function usOutlines(): UsOutlines {
  outlines ??= {
    nation: drawPath(feature(atlas, atlas.objects.nation)) ?? '',
    stateBorders: drawPath(mesh(atlas, atlas.objects.states, (a, b) => a !== b)) ?? '',
  };
  return outlines;
}

/** Where a place is on the map, or null when it is outside the map's areas (abroad, at sea). */
export function projectPoint({ lat, lng }: LatLng): [number, number] | null {
  return projection([lng, lat]);
}

/** The place under a point of the map (map units), or null when the point is outside the map's areas. */
export function invertPoint([x, y]: [number, number]): LatLng | null {
  const lngLat = projection.invert?.([x, y]);
  if (!lngLat || !Number.isFinite(lngLat[0]) || !Number.isFinite(lngLat[1])) return null;
  return { lat: lngLat[1], lng: lngLat[0] };
}

/**
 * A click on the drawn map (client pixels) in map units, for an SVG whose viewBox is the map and which keeps its
 * aspect ratio centred in `box` (the default preserveAspectRatio, xMidYMid meet).
 */
export function mapUnitsOf(clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }): [number, number] | null {
  const scale = Math.min(box.width / MAP_WIDTH, box.height / MAP_HEIGHT);
  if (!(scale > 0)) return null;
  const offsetX = (box.width - MAP_WIDTH * scale) / 2;
  const offsetY = (box.height - MAP_HEIGHT * scale) / 2;
  return [(clientX - box.left - offsetX) / scale, (clientY - box.top - offsetY) / scale];
}
