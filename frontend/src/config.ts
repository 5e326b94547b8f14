/**
 * The only reader of build-time environment.
 * - VITE_API_BASE_URL is empty by default: the gateway serves the SPA and the API from one origin (and the dev
 *   server proxies), so relative paths are right.
 * - VITE_MAPBOX_TOKEN is a Mapbox *public* token (pk.…) for drawing the delivery map. Without one the delivery page
 *   draws an offline map; geocoding never needs it in the browser (it goes through the backend's /geocode).
 */
const rawBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '';
const mapboxToken: string = (import.meta.env.VITE_MAPBOX_TOKEN ?? '').trim();

export const config = {
  apiBaseUrl: rawBaseUrl.replace(/\/+$/, ''),
  mapboxToken: mapboxToken === '' ? undefined : mapboxToken,
} as const;
