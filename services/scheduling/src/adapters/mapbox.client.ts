import { AppError, DomainError, type Logger } from '@rto/kit';
import { z } from 'zod';
import { GEOCODE_KINDS, type GeocodeKind, type Geocoder, type GeocodeResult } from '../domain/geocoding';

/** The part of Mapbox's geocoding answer (API v5) we read. */
const mapboxAnswer = z.object({
  features: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      place_name: z.string(),
      center: z.tuple([z.number(), z.number()]),
      place_type: z.array(z.string()),
    }),
  ),
});

const FORWARD_TYPES = 'place,locality,neighborhood,address';
const REVERSE_TYPES = 'place,locality,neighborhood,address,postcode';
const UNAVAILABLE = 'The maps service is unavailable right now, please try again shortly';
const UNREADABLE = 'The maps service gave an answer we cannot read, please try again shortly';

const isKind = (value: string | undefined): value is GeocodeKind => (GEOCODE_KINDS as readonly string[]).includes(value ?? '');

/**
 * Geocoding through Mapbox (spec 7: forward search limited to 8, types place, locality, neighborhood, address; and
 * reverse), on the server so that the browser never holds the token. Mapbox down, slow, failing or rate-limiting
 * us is a 503; refusing our token or answering what we cannot read, a 502. The token never reaches a log line.
 */
export function createMapboxGeocoder(options: { token: string; baseUrl: string; timeoutMs: number; logger: Logger }): Geocoder {
  const base = options.baseUrl.replace(/\/+$/, '');

  /** `place`: the path segment, already encoded (a search's text), or a position 'lng,lat' as Mapbox writes it. */
  async function ask(place: string, query: Record<string, string>): Promise<GeocodeResult[]> {
    const url = new URL(`${base}/geocoding/v5/mapbox.places/${place}.json`);
    for (const [name, value] of Object.entries({ ...query, country: 'us', access_token: options.token })) url.searchParams.set(name, value);
    let response: Response;
    let payload: unknown;
    try {
      response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(options.timeoutMs) });
      payload = await response.json().catch(() => undefined);
    } catch (error) {
      const name = (error as { name?: unknown } | null)?.name;
      options.logger.warn({ failure: name === 'TimeoutError' ? 'timeout' : 'unreachable' }, 'mapbox geocoding failed');
      throw new DomainError('unavailable', UNAVAILABLE);
    }
    if (response.status >= 500 || response.status === 429) {
      options.logger.warn({ status: response.status }, 'mapbox geocoding failed');
      throw new DomainError('unavailable', UNAVAILABLE);
    }
    const answer = mapboxAnswer.safeParse(payload);
    if (!response.ok || !answer.success) {
      options.logger.error({ status: response.status }, 'mapbox geocoding refused or unreadable');
      throw new AppError(502, UNREADABLE);
    }
    return answer.data.features.flatMap((feature) => {
      const kind = feature.place_type.find(isKind);
      if (!kind) return [];
      const [lng, lat] = feature.center;
      return [{ id: feature.id, name: feature.text, placeName: feature.place_name, lat, lng, kind }];
    });
  }

  return {
    async search(request) {
      if ('q' in request) return (await ask(encodeURIComponent(request.q), { types: FORWARD_TYPES, limit: String(request.limit) })).slice(0, request.limit);
      // Mapbox takes no limit on a reverse lookup of several types; it answers the most precise first.
      return (await ask(`${request.lng},${request.lat}`, { types: REVERSE_TYPES })).slice(0, request.limit);
    },
  };
}
