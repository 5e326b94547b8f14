import { useEffect, useState } from 'react';
import { api } from '../api';
import { DEFAULT_PLACE, placeAtPoint, type Place } from './place';

/**
 * Where the customer is, for the starting location (spec 2.5):
 * - locating: asking the browser, then naming the point through GET /geocode (reverse);
 * - found: the browser's position, named;
 * - denied: the browser would not tell (refused, unavailable, too slow): the default place, New York (spec 8);
 * - unsupported: the browser has no geolocation (spec 8's message); the map starts at the default place too.
 */
export type CurrentLocation =
  | { status: 'locating' }
  | { status: 'found'; place: Place }
  | { status: 'denied'; place: Place }
  | { status: 'unsupported'; place: Place };

const POSITION_TIMEOUT_MS = 10_000;

function initialState(): CurrentLocation {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator && navigator.geolocation
    ? { status: 'locating' }
    : { status: 'unsupported', place: DEFAULT_PLACE };
}

export function useCurrentLocation(): CurrentLocation {
  const [state, setState] = useState<CurrentLocation>(initialState);
  const locating = state.status === 'locating';

  useEffect(() => {
    if (!locating) return;
    let active = true;
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const point = { lat: coords.latitude, lng: coords.longitude };
        let nearest;
        try {
          nearest = (await api.placesAt(point.lat, point.lng)).results[0];
        } catch {
          // Unnamed, the point is still where the customer is: its coordinates name it.
        }
        if (active) setState({ status: 'found', place: placeAtPoint(point, nearest) });
      },
      () => {
        if (active) setState({ status: 'denied', place: DEFAULT_PLACE });
      },
      { timeout: POSITION_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
    return () => {
      active = false;
    };
  }, [locating]);

  return state;
}
