import mapboxgl from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';
import { useEffect, useRef } from 'react';
import type { LatLng } from '../api';
import styles from './DeliveryMap.module.css';
import type { Place } from './place';

/** Spec 9: the map shows the place at zoom 13. */
export const MAP_ZOOM = 13;
const MAP_STYLE = 'mapbox://styles/mapbox/streets-v12';

interface MapboxMapProps {
  token: string;
  /** Where the map looks: the chosen place, else the customer's current (or the default) location. */
  center: LatLng;
  pin: Place | null;
  onPick: (point: LatLng) => void;
  /** The map cannot run here (no WebGL, token refused): the page falls back to the offline map. */
  onUnavailable: () => void;
}

/** The Mapbox map (loaded with this module, only on the delivery page, only when a public token is configured). */
export function MapboxMap({ token, center, pin, onPick, onUnavailable }: MapboxMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<mapboxgl.Map | null>(null);
  const marker = useRef<mapboxgl.Marker | null>(null);
  // The map is made once; its listeners read the latest callbacks from here.
  const callbacks = useRef({ onPick, onUnavailable });
  useEffect(() => {
    callbacks.current = { onPick, onUnavailable };
  });
  const initialCenter = useRef(center);

  useEffect(() => {
    if (!container.current) return undefined;
    let created: mapboxgl.Map;
    try {
      created = new mapboxgl.Map({
        accessToken: token,
        container: container.current,
        style: MAP_STYLE,
        center: [initialCenter.current.lng, initialCenter.current.lat],
        zoom: MAP_ZOOM,
        cooperativeGestures: true,
      });
    } catch {
      callbacks.current.onUnavailable();
      return undefined;
    }
    let loaded = false;
    created.on('load', () => {
      loaded = true;
    });
    // Before the style loads, an error means the map will never show (a refused token, no network to the tiles).
    created.on('error', () => {
      if (!loaded) callbacks.current.onUnavailable();
    });
    created.on('click', (event) => callbacks.current.onPick({ lat: event.lngLat.lat, lng: event.lngLat.lng }));
    created.addControl(new mapboxgl.NavigationControl({ showCompass: false }));
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [token]);

  useEffect(() => {
    map.current?.jumpTo({ center: [center.lng, center.lat], zoom: MAP_ZOOM });
  }, [center.lat, center.lng]);

  useEffect(() => {
    if (!map.current) return;
    if (!pin) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    marker.current ??= new mapboxgl.Marker({ color: '#0e7c70' }).setLngLat([pin.lng, pin.lat]).addTo(map.current);
    marker.current.setLngLat([pin.lng, pin.lat]);
  }, [pin]);

  return (
    <div
      ref={container}
      className={styles.mapbox}
      role="region"
      aria-label={`Map${pin ? ` with the delivery pin at ${pin.name}` : ''}. Click a place on the map to choose it.`}
      data-testid="mapbox-map"
    />
  );
}
