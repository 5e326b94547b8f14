/**
 * What a geocoding answer is, whoever gives it (Mapbox or the offline gazetteer), and how a typed search is read.
 * Pure: no I/O.
 */

/** The kinds of place the delivery page searches (spec 7: place, locality, neighborhood, address), and ZIP codes. */
export const GEOCODE_KINDS = ['place', 'locality', 'neighborhood', 'address', 'postcode'] as const;
export type GeocodeKind = (typeof GEOCODE_KINDS)[number];

/** Spec 9: up to 8 results. */
export const MAX_GEOCODE_RESULTS = 8;
export const MAX_QUERY_LENGTH = 100;

export interface GeocodeResult {
  id: string;
  name: string;
  placeName: string;
  lat: number;
  lng: number;
  kind: GeocodeKind;
}

/** One way of asking: a typed search, or the nearest places to a position. */
export type GeocodeRequest = { q: string; limit: number } | { lat: number; lng: number; limit: number };

/** Lower case, accents and punctuation other than what names use dropped, spaces collapsed: 'Saint-Louis ' -> 'saint louis'. */
export function normalizeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A typed search as the gazetteer reads it. */
export type ParsedSearch =
  /** Five digits (a ZIP+4 counts by its first five): exactly that ZIP code. */
  | { kind: 'zip'; zip: string }
  /** Two to four digits: the ZIP codes starting so. */
  | { kind: 'zip-prefix'; prefix: string }
  /** A name, and a state when one follows a comma ('Springfield, IL', 'springfield, illinois'). */
  | { kind: 'name'; name: string; state?: string | undefined };

/**
 * Reads a search. `stateOf` turns what follows the last comma into a state's two-letter code (or undefined when it
 * names none, in which case the whole text is searched as a name: 'Washington, D' is still a prefix).
 */
export function parseSearch(text: string, stateOf: (words: string) => string | undefined): ParsedSearch | undefined {
  const trimmed = text.trim();
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(trimmed);
  if (zip) return { kind: 'zip', zip: zip[1]! };
  if (/^\d{2,4}$/.test(trimmed)) return { kind: 'zip-prefix', prefix: trimmed };
  const comma = trimmed.lastIndexOf(',');
  if (comma > 0) {
    const state = stateOf(normalizeName(trimmed.slice(comma + 1)));
    const name = normalizeName(trimmed.slice(0, comma));
    if (state && name) return { kind: 'name', name, state };
  }
  const name = normalizeName(trimmed);
  return name ? { kind: 'name', name } : undefined;
}

const EARTH_RADIUS_KM = 6371;
const RADIANS = Math.PI / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = (b.lat - a.lat) * RADIANS;
  const dLng = (b.lng - a.lng) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RADIANS) * Math.cos(b.lat * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whoever answers geocoding: Mapbox, or the offline gazetteer. */
export interface Geocoder {
  search(request: GeocodeRequest): Promise<GeocodeResult[]>;
}
