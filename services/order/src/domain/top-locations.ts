/**
 * The analytics' Top Locations (spec 2.17): placed orders counted by the city and state they are delivered to, so that
 * 'Indianapolis, Indiana', 'Indianapolis, Indiana, United States' and 'Indy' are one place when their addresses say
 * Indianapolis, IN. Pure: the store hands over the orders already counted per distinct address city and place name.
 */

import { stateCodeOf, stateName } from '@rto/contracts';

/** How many placed orders share one address city, state and place name (the store's answer). */
export interface PlaceCount {
  /** The structured delivery address's city and state (issue 21); empty or null when the order has none. */
  city?: string | null | undefined;
  state?: string | null | undefined;
  /** The place the customer picked, as free text. */
  locationName?: string | null | undefined;
  orders: number;
}

export interface TopLocation {
  /** What the admin reads: 'Indianapolis, Indiana', or the place name as written when no city and state are known. */
  locationName: string;
  city: string | null;
  /** Two-letter code. */
  state: string | null;
  orders: number;
}

/** Trailing parts of a place name that name the country, not a place in it. */
const COUNTRY = /^(united states( of america)?|usa?|u\.s\.(a\.)?)$/i;
/** A ZIP code after the state, as geocoders write it: 'Indiana 46204', 'IN 46204-1234'. */
const TRAILING_ZIP = /\s+\d{5}(-\d{4})?$/;

const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The city and state a free-text place name reads as: '…, City, State[ ZIP][, Country]' with a US state by name or
 * code ('Indianapolis, Indiana, United States', '46204, Indianapolis, IN'), else null ('Indy').
 */
export function cityOfPlaceName(name: string): { city: string; state: string } | null {
  const parts = name.split(',').map(oneLine).filter(Boolean);
  while (parts.length > 0 && COUNTRY.test(parts.at(-1)!)) parts.pop();
  if (parts.length < 2) return null;
  const state = stateCodeOf(parts.at(-1)!.replace(TRAILING_ZIP, ''));
  const city = parts.at(-2)!;
  return state && !/^\d+$/.test(city) && !COUNTRY.test(city) ? { city, state } : null;
}

/**
 * Where one row of orders is delivered: the structured address's city and state when the order has one; otherwise the
 * city and state its place name reads as; otherwise the place name itself (kept, not dropped: it is still an order);
 * null for an order with neither.
 */
function placeOf(row: PlaceCount): { key: string; state: string | null; spelling: string } | null {
  const city = oneLine(row.city ?? '');
  const state = stateCodeOf(row.state ?? '');
  const located = city && state ? { city, state } : cityOfPlaceName(row.locationName ?? '');
  if (located) return { key: `${located.city.toLowerCase()}|${located.state}`, state: located.state, spelling: located.city };
  // Its parts as written, empty ones dropped: a name of commas alone is no place.
  const name = (row.locationName ?? '').split(',').map(oneLine).filter(Boolean).join(', ');
  return name ? { key: `name|${name.toLowerCase()}`, state: null, spelling: name } : null;
}

/** The `count` places with the most orders (ties by name), each under the spelling most of its orders use. */
export function topLocations(rows: readonly PlaceCount[], count: number): TopLocation[] {
  const places = new Map<string, { state: string | null; orders: number; spellings: Map<string, number> }>();
  for (const row of rows) {
    const place = placeOf(row);
    if (!place || row.orders <= 0) continue;
    const entry = places.get(place.key) ?? { state: place.state, orders: 0, spellings: new Map<string, number>() };
    entry.orders += row.orders;
    entry.spellings.set(place.spelling, (entry.spellings.get(place.spelling) ?? 0) + row.orders);
    places.set(place.key, entry);
  }
  return [...places.values()]
    .map(({ state, orders, spellings }) => {
      const [spelling] = [...spellings].sort(([a, aOrders], [b, bOrders]) => bOrders - aOrders || a.localeCompare(b))[0]!;
      return state
        ? { locationName: `${spelling}, ${stateName(state) ?? state}`, city: spelling, state, orders }
        : { locationName: spelling, city: null, state: null, orders };
    })
    .sort((a, b) => b.orders - a.orders || a.locationName.localeCompare(b.locationName))
    .slice(0, count);
}
