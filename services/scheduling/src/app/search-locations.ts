import type { GeocodeRequest, GeocodeResult, Geocoder } from '../domain/geocoding';

export interface SearchLocationsDeps {
  /** Mapbox when a token is set, the offline gazetteer otherwise. */
  geocoder: Geocoder;
}

/** The delivery page's place search (spec 7): a typed search, or the places nearest a position. */
export function createSearchLocations({ geocoder }: SearchLocationsDeps) {
  return (request: GeocodeRequest): Promise<GeocodeResult[]> => geocoder.search(request);
}

export type SearchLocations = ReturnType<typeof createSearchLocations>;
