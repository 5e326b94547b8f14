import type { GeocodeResult, LatLng } from '../api';

/** A delivery place: where the pin is and the name the customer reads (the order's locationName). */
export interface Place extends LatLng {
  name: string;
}

/** Spec 8: the location shown when the browser will not tell where the customer is. */
export const DEFAULT_PLACE: Place = { lat: 40.7128, lng: -74.006, name: 'New York, NY, United States' };

export function placeOfResult(result: GeocodeResult): Place {
  return { lat: result.lat, lng: result.lng, name: result.placeName || result.name };
}

/** '39.76840, -86.15810', the name of a point no place name was found for. */
export function coordinatesName({ lat, lng }: LatLng): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

/** The place at a point: the nearest named place's name, the point's own coordinates. */
export function placeAtPoint(point: LatLng, nearest: GeocodeResult | undefined): Place {
  return { lat: point.lat, lng: point.lng, name: nearest ? nearest.placeName || nearest.name : coordinatesName(point) };
}
