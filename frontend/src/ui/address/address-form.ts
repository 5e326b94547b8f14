import { addressProblems, formatAddress, stateCodeOf, type AddressProblems } from '@rto/contracts/us-address-rule';
import type { DeliveryAddress } from '../../api';
import type { StoredAddress } from '../../lib/delivery-choice-storage';

/**
 * The delivery address form's rules: what the picked place fills in, the checks (the order service's own rule, from
 * @rto/contracts), and the address sent with the order. No React here.
 */

/** The form as typed: every field a string ('' when empty). */
export type AddressDraft = Required<StoredAddress>;

export const EMPTY_ADDRESS: AddressDraft = { street: '', unit: '', city: '', state: '', zipCode: '', accessNotes: '' };

export const ADDRESS_FORM_MESSAGE = 'Please check the delivery address';

const ZIP = /^\d{5}$/;
/** 'Indiana 46204' (Mapbox's way of writing a state and its ZIP code in one part). */
const STATE_AND_ZIP = /^(.*\S)\s+(\d{5})$/;

/**
 * What a picked place's name tells of the address: 'Indianapolis, Indiana, United States' (a city), '46204,
 * Indianapolis, Indiana, United States' (a ZIP code), '200 E Washington St, Indianapolis, Indiana 46204, United
 * States' (a street address, from Mapbox). Only the parts it names.
 */
export function addressOfPlaceName(name: string): Partial<AddressDraft> {
  const parts = name
    .split(',')
    .map((part) => part.trim())
    // Neither the country nor a bare number (a point's coordinates, when no place was named) says anything.
    .filter((part) => part !== '' && !/^(united states|usa|us)$/i.test(part) && !/^-?\d+\.\d+$/.test(part));
  const found: Partial<AddressDraft> = {};
  const rest: string[] = [];
  for (const part of parts) {
    const stateAndZip = STATE_AND_ZIP.exec(part);
    if (ZIP.test(part)) found.zipCode = part;
    else if (stateAndZip && stateCodeOf(stateAndZip[1]!)) {
      found.state = stateCodeOf(stateAndZip[1]!)!;
      found.zipCode = stateAndZip[2]!;
    } else if (stateCodeOf(part) && rest.length > 0) found.state = stateCodeOf(part)!;
    else rest.push(part);
  }
  // The last named part before the state is the city; a part before it that starts with a number is the street.
  if (rest.length > 0) found.city = rest[rest.length - 1]!;
  if (rest.length > 1 && /^\d/.test(rest[0]!)) found.street = rest[0]!;
  return found;
}

/**
 * The form after a place was picked: the city, state and ZIP code (and a street Mapbox found) it names replace what
 * was there, so a new city never keeps the old one's ZIP; what the customer typed about the door stays.
 */
export function prefillFromPlace(draft: AddressDraft, placeName: string): AddressDraft {
  const found = addressOfPlaceName(placeName);
  if (found.city === undefined && found.zipCode === undefined) return draft;
  return { ...draft, city: found.city ?? draft.city, state: found.state ?? draft.state, zipCode: found.zipCode ?? '', ...(found.street ? { street: found.street } : {}) };
}

export function addressDraftProblems(draft: AddressDraft): AddressProblems {
  return addressProblems(draft);
}

/** The address sent with the order: trimmed, the state upper case, empty optional fields left out. */
export function toDeliveryAddress(draft: AddressDraft): DeliveryAddress {
  const unit = draft.unit.trim();
  const accessNotes = draft.accessNotes.trim();
  return {
    street: draft.street.trim(),
    ...(unit ? { unit } : {}),
    city: draft.city.trim(),
    state: draft.state.trim().toUpperCase(),
    zipCode: draft.zipCode.trim(),
    ...(accessNotes ? { accessNotes } : {}),
  };
}

/** The stored form back as a draft (a choice kept before this form existed has none). */
export function draftOf(stored: StoredAddress | undefined): AddressDraft {
  return { ...EMPTY_ADDRESS, ...stored };
}

export { formatAddress };
