/**
 * The offline delivery map's geometry: the United States from the us-atlas package (Census Bureau outlines,
 * pre-projected to 975 x 610 with d3's Albers USA, which puts Alaska and Hawaii in insets), drawn when the SPA is
 * built (virtual:us-outlines), and the same projection to place a pin and to read a click. Only the offline map imports
 * this, and only on the delivery page.
 */
import { geoAlbersUsa } from 'd3-geo';
import { nation, stateBorders } from 'virtual:us-outlines';
import type { LatLng } from '../api';

export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;

// The projection us-atlas used for its *-albers-10m files, so projected points land on the drawn outlines.
const projection = geoAlbersUsa().scale(1300).translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);

export interface UsOutlines {
  nation: string;
  stateBorders: string;
}

/** SVG path data of the country's outline and of the borders between states. */
export function usOutlines(): UsOutlines {
  return { nation, stateBorders };
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
