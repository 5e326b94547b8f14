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

/** The current-location line (spec 2.5), or why there is none (spec 8). */
export function CurrentLocationLine({ current, chosen, onUse }: CurrentLocationLineProps) {
  switch (current.status) {
    case 'locating':
      return (
        <p className={styles.currentLocation} role="status">
          Finding your current location…
        </p>
      );
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
