import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import type { LatLng } from '../api';
import { config } from '../config';
import { usePaintedOnce } from '../lib/use-painted-once';
import styles from './DeliveryMap.module.css';
import type { Place } from './place';

// Both maps are chunks of their own, loaded only here: mapbox-gl only when a token is configured, the offline
// outlines (d3-geo, topojson-client, us-atlas) otherwise.
const MapboxMap = lazy(async () => ({ default: (await import('./MapboxMap')).MapboxMap }));
const OfflineMap = lazy(async () => ({ default: (await import('./OfflineMap')).OfflineMap }));

interface DeliveryMapProps {
  center: LatLng;
  pin: Place | null;
  onPick: (point: LatLng) => void;
}

class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className={styles.unavailable} role="status">
        The map could not be loaded. Search for your address above to choose the delivery location.
      </p>
    );
  }
}

/**
 * The offline map's frame: its box (the map's size) and caption come with the page, the drawing when its chunk has
 * come. The caption was drawn with the map, the page's largest text to appear late (its LCP on a phone), and the
 * one-line 'Loading map…' before it pushed the address form down when the map came (issue 24). The drawing's chunk is
 * asked for once the page is on screen: asked for with it, its download and its outlines' build (tens of
 * milliseconds on a phone) came before the page's first paint.
 */
function OfflineMapFrame({ pin, onPick }: Omit<DeliveryMapProps, 'center'>) {
  const [pinOutside, setPinOutside] = useState(false);
  const pagePainted = usePaintedOnce();
  const loading = (
    <p className={styles.offlineLoading} role="status">
      Loading map…
    </p>
  );
  return (
    <figure className={styles.offline}>
      {pagePainted ? (
        <Suspense fallback={loading}>
          <OfflineMap pin={pin} onPick={onPick} onPinOutside={setPinOutside} />
        </Suspense>
      ) : (
        loading
      )}
      <figcaption className={styles.caption}>
        {pin && pinOutside ? `${pin.name} is outside this map. ` : ''}
        Click a place on the map to choose it, or search above.
      </figcaption>
    </figure>
  );
}

/** The delivery map: Mapbox at zoom 13 with a public token, the offline United States map without one. */
export function DeliveryMap({ center, pin, onPick }: DeliveryMapProps) {
  const [mapboxUnavailable, setMapboxUnavailable] = useState(false);
  const token = config.mapboxToken;
  return (
    <MapErrorBoundary>
      {token && !mapboxUnavailable ? (
        <Suspense
          fallback={
            <p className={styles.loading} role="status">
              Loading map…
            </p>
          }
        >
          <MapboxMap token={token} center={center} pin={pin} onPick={onPick} onUnavailable={() => setMapboxUnavailable(true)} />
        </Suspense>
      ) : (
        <OfflineMapFrame pin={pin} onPick={onPick} />
      )}
    </MapErrorBoundary>
  );
}
