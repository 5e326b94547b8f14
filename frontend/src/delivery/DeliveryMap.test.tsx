import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeliveryMap } from './DeliveryMap';

// A public token is configured for this file only.
vi.mock('../config', () => ({ config: { apiBaseUrl: '', mapboxToken: 'pk.test-token' } }));

const mapbox = vi.hoisted(() => {
  const maps: Array<{ options: Record<string, unknown>; handlers: Record<string, (event: unknown) => void>; jumpTo: ReturnType<typeof vi.fn> }> = [];
  const markers: Array<{ lngLat: unknown }> = [];
  class FakeMap {
    handlers: Record<string, (event: unknown) => void> = {};
    jumpTo = vi.fn();
    constructor(readonly options: Record<string, unknown>) {
      maps.push(this);
    }
    on(type: string, handler: (event: unknown) => void) {
      this.handlers[type] = handler;
      return this;
    }
    addControl() {
      return this;
    }
    remove() {}
  }
  class FakeMarker {
    lngLat: unknown;
    constructor() {
      markers.push(this);
    }
    setLngLat(lngLat: unknown) {
      this.lngLat = lngLat;
      return this;
    }
    addTo() {
      return this;
    }
    remove() {}
  }
  class FakeNavigationControl {}
  return { maps, markers, module: { default: { Map: FakeMap, Marker: FakeMarker, NavigationControl: FakeNavigationControl } } };
});

vi.mock('mapbox-gl', () => mapbox.module);
vi.mock('mapbox-gl/dist/mapbox-gl.css', () => ({}));

/** The map this render builds: the component imports Mapbox lazily, so it exists some time after its container shows. */
async function builtMap(before: number, event: string) {
  return waitFor(() => {
    const map = mapbox.maps[before];
    expect(map?.handlers[event]).toBeDefined();
    return map!;
  });
}

describe('delivery map with a Mapbox token', () => {
  it('when a public token is configured, then Mapbox shows the place at zoom 13 with its pin, and a click picks the point', async () => {
    const onPick = vi.fn();
    const pin = { lat: 39.7684, lng: -86.1581, name: 'Indianapolis, Indiana, United States' };
    const before = mapbox.maps.length;
    render(<DeliveryMap center={pin} pin={pin} onPick={onPick} />);
    expect(await screen.findByTestId('mapbox-map')).toBeInTheDocument();
    expect(screen.queryByTestId('offline-map')).not.toBeInTheDocument();

    const map = await builtMap(before, 'click');
    expect(map.options).toMatchObject({ accessToken: 'pk.test-token', center: [-86.1581, 39.7684], zoom: 13 });
    await waitFor(() => expect(mapbox.markers.at(-1)?.lngLat).toEqual([-86.1581, 39.7684]));
    map.handlers['click']?.({ lngLat: { lat: 40.1, lng: -86.2 } });
    expect(onPick).toHaveBeenCalledWith({ lat: 40.1, lng: -86.2 });
  });

  it('when Mapbox fails before its style loads (a refused token), then the offline map is shown instead', async () => {
    const before = mapbox.maps.length;
    render(<DeliveryMap center={{ lat: 40.7, lng: -74 }} pin={null} onPick={() => undefined} />);
    await screen.findByTestId('mapbox-map');
    const map = await builtMap(before, 'error');
    map.handlers['error']?.({ error: new Error('Unauthorized') });
    expect(await screen.findByTestId('offline-map')).toBeInTheDocument();
  });
});
