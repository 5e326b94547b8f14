import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import styles from './DeliveryStep.module.css';
import { DELIVERY_MESSAGES } from './delivery-rules';
import type { Place } from './place';
import type { CurrentLocation } from './useCurrentLocation';

interface CurrentLocationLineProps {
  current: CurrentLocation;
  chosen: Place | null;
  onUse: (place: Place) => void;
}

/**
 * The current-location line (spec 2.5), or why there is none (spec 8), in a box kept at the size of the longest of
 * them from the first render: the browser's answer comes a moment after the page is shown, and used to push the map and
 * the address form down. While it is awaited the box is already the notice's (an Alert), so that when the browser
 * refuses only its words change: the notice was the page's largest text to appear late, its LCP on a phone (issue 24).
 */
export function CurrentLocationLine(props: CurrentLocationLineProps) {
  return (
    <div className={styles.currentLocationBox}>
      <LocationLine {...props} />
    </div>
  );
}

function LocationLine({ current, chosen, onUse }: CurrentLocationLineProps) {
  switch (current.status) {
    case 'locating':
      return <Alert tone="info">Finding your current location…</Alert>;
    case 'found': {
      const inUse = chosen !== null && chosen.lat === current.place.lat && chosen.lng === current.place.lng;
      return (
        <p className={styles.currentLocation}>
          <span>
            Current location: <strong>{current.place.name}</strong>
          </span>
          {!inUse && (
            <Button variant="ghost" small onClick={() => onUse(current.place)}>
              Use my current location
            </Button>
          )}
        </p>
      );
    }
    case 'denied':
      return <Alert tone="info">{DELIVERY_MESSAGES.locationDenied}</Alert>;
    case 'unsupported':
      return <Alert tone="info">{DELIVERY_MESSAGES.geolocationUnsupported}</Alert>;
  }
}
