/**
 * The delivery step's choice, kept in the tab's session storage so that Back from /billing and a reload of
 * /delivery find it again. Session storage, not local: it belongs to this checkout in this tab and ends with it.
 * Cleared once the order is confirmed (clearDeliveryChoice), so the next checkout starts from the defaults.
 */

export const DELIVERY_CHOICE_KEY = 'rto:deliveryChoice';

export interface StoredPlace {
  lat: number;
  lng: number;
  name: string;
}

export interface StoredDeliveryChoice {
  /** The cart the choice was made for (its item ids): another cart starts from the defaults. */
  cart: string;
  place: StoredPlace | null;
  /** YYYY-MM-DD, when chosen (or fixed by Schedule Delivery). */
  date?: string | undefined;
  /** A slot label such as '3:00 PM', when chosen. */
  slot?: string | undefined;
  stairs: boolean;
  /** Which step was on screen, and whether Schedule Delivery was pressed. */
  step: 'delivery' | 'confirm';
  scheduled: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isOptionalText = (value: unknown) => value === undefined || typeof value === 'string';

function isPlace(value: unknown): value is StoredPlace {
  return isRecord(value) && Number.isFinite(value['lat']) && Number.isFinite(value['lng']) && typeof value['name'] === 'string';
}

/** Only a well-formed choice comes back: storage is the browser's, anything may be in it. */
function isChoice(value: unknown): value is StoredDeliveryChoice {
  return (
    isRecord(value) &&
    typeof value['cart'] === 'string' &&
    (value['place'] === null || isPlace(value['place'])) &&
    isOptionalText(value['date']) &&
    isOptionalText(value['slot']) &&
    typeof value['stairs'] === 'boolean' &&
    (value['step'] === 'delivery' || value['step'] === 'confirm') &&
    typeof value['scheduled'] === 'boolean'
  );
}

/** The stored choice, or null (none, unreadable, or storage disabled). The caller checks it is for its cart. */
export function readDeliveryChoice(): StoredDeliveryChoice | null {
  try {
    const text = window.sessionStorage.getItem(DELIVERY_CHOICE_KEY);
    const value: unknown = text ? JSON.parse(text) : null;
    return isChoice(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveDeliveryChoice(choice: StoredDeliveryChoice): void {
  try {
    window.sessionStorage.setItem(DELIVERY_CHOICE_KEY, JSON.stringify(choice));
  } catch {
    // Storage disabled or full: the page works as before, it only forgets on reload.
  }
}

export function clearDeliveryChoice(): void {
  try {
    window.sessionStorage.removeItem(DELIVERY_CHOICE_KEY);
  } catch {
    // Nothing stored then.
  }
}
