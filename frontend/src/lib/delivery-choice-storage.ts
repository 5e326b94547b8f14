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

/** The delivery address form as typed (fields left empty are ''; checked when Schedule Delivery is pressed). */
export interface StoredAddress {
  street: string;
  unit?: string;
  city: string;
  state: string;
  zipCode: string;
  accessNotes?: string;
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
  /** The street address form; absent in a choice kept before it existed. */
  address?: StoredAddress | undefined;
  /** Which step was on screen, and whether Schedule Delivery was pressed. */
  step: 'delivery' | 'confirm';
  scheduled: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isOptionalText = (value: unknown) => value === undefined || typeof value === 'string';

function isPlace(value: unknown): value is StoredPlace {
  return isRecord(value) && Number.isFinite(value['lat']) && Number.isFinite(value['lng']) && typeof value['name'] === 'string';
}

const ADDRESS_FIELDS = ['street', 'unit', 'city', 'state', 'zipCode', 'accessNotes'] as const;
const REQUIRED_ADDRESS_FIELDS = ['street', 'city', 'state', 'zipCode'] as const;

/** An address-shaped value (each field text, the optional ones may be missing), or undefined. */
export function addressIn(value: unknown): StoredAddress | undefined {
  if (!isRecord(value) || !REQUIRED_ADDRESS_FIELDS.every((field) => typeof value[field] === 'string')) return undefined;
  if (!ADDRESS_FIELDS.every((field) => isOptionalText(value[field]))) return undefined;
  const address: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) if (typeof value[field] === 'string') address[field] = value[field];
  return address as unknown as StoredAddress;
}

/**
 * The address and stairs answer of a delivery choice read back from outside (the /billing address's `data`): kept
 * when well-formed, left out otherwise (the order service checks the address itself and answers for it).
 */
export function addressPartOf(choice: Record<string, unknown>): { deliveryAddress?: StoredAddress; stairs?: boolean } {
  const deliveryAddress = addressIn(choice['deliveryAddress']);
  const stairs = choice['stairs'];
  return { ...(deliveryAddress ? { deliveryAddress } : {}), ...(typeof stairs === 'boolean' ? { stairs } : {}) };
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
    (value['address'] === undefined || addressIn(value['address']) !== undefined) &&
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
