/**
 * The delivery address rule, one for the SPA's address form and the order service: what each field may hold and
 * that the ZIP code belongs to the state. Dependency-free on purpose (the SPA imports this file alone, without zod).
 */

/** The states (and DC) deliveries go to, by two-letter code, with the ZIP code prefixes (first three digits) of each. */
const STATES: Readonly<Record<string, { name: string; zipPrefixes: ReadonlyArray<readonly [number, number]> }>> = {
  AL: { name: 'Alabama', zipPrefixes: [[350, 369]] },
  AK: { name: 'Alaska', zipPrefixes: [[995, 999]] },
  AZ: { name: 'Arizona', zipPrefixes: [[850, 865]] },
  AR: { name: 'Arkansas', zipPrefixes: [[716, 729], [755, 755]] },
  CA: { name: 'California', zipPrefixes: [[900, 961]] },
  CO: { name: 'Colorado', zipPrefixes: [[800, 816]] },
  CT: { name: 'Connecticut', zipPrefixes: [[60, 69]] },
  DE: { name: 'Delaware', zipPrefixes: [[197, 199]] },
  DC: { name: 'District of Columbia', zipPrefixes: [[200, 205], [569, 569]] },
  FL: { name: 'Florida', zipPrefixes: [[320, 349]] },
  GA: { name: 'Georgia', zipPrefixes: [[300, 319], [398, 399]] },
  HI: { name: 'Hawaii', zipPrefixes: [[967, 968]] },
  ID: { name: 'Idaho', zipPrefixes: [[832, 838]] },
  IL: { name: 'Illinois', zipPrefixes: [[600, 629]] },
  IN: { name: 'Indiana', zipPrefixes: [[460, 479]] },
  IA: { name: 'Iowa', zipPrefixes: [[500, 528]] },
  KS: { name: 'Kansas', zipPrefixes: [[660, 679]] },
  KY: { name: 'Kentucky', zipPrefixes: [[400, 427]] },
  LA: { name: 'Louisiana', zipPrefixes: [[700, 714]] },
  ME: { name: 'Maine', zipPrefixes: [[39, 49]] },
  MD: { name: 'Maryland', zipPrefixes: [[206, 219]] },
  MA: { name: 'Massachusetts', zipPrefixes: [[10, 27], [55, 55]] },
  MI: { name: 'Michigan', zipPrefixes: [[480, 499]] },
  MN: { name: 'Minnesota', zipPrefixes: [[550, 567]] },
  MS: { name: 'Mississippi', zipPrefixes: [[386, 397]] },
  MO: { name: 'Missouri', zipPrefixes: [[630, 658]] },
  MT: { name: 'Montana', zipPrefixes: [[590, 599]] },
  NE: { name: 'Nebraska', zipPrefixes: [[680, 693]] },
  NV: { name: 'Nevada', zipPrefixes: [[889, 898]] },
  NH: { name: 'New Hampshire', zipPrefixes: [[30, 38]] },
  NJ: { name: 'New Jersey', zipPrefixes: [[70, 89]] },
  NM: { name: 'New Mexico', zipPrefixes: [[870, 884]] },
  NY: { name: 'New York', zipPrefixes: [[5, 5], [63, 63], [100, 149]] },
  NC: { name: 'North Carolina', zipPrefixes: [[270, 289]] },
  ND: { name: 'North Dakota', zipPrefixes: [[580, 588]] },
  OH: { name: 'Ohio', zipPrefixes: [[430, 459]] },
  OK: { name: 'Oklahoma', zipPrefixes: [[730, 749]] },
  OR: { name: 'Oregon', zipPrefixes: [[970, 979]] },
  PA: { name: 'Pennsylvania', zipPrefixes: [[150, 196]] },
  RI: { name: 'Rhode Island', zipPrefixes: [[28, 29]] },
  SC: { name: 'South Carolina', zipPrefixes: [[290, 299]] },
  SD: { name: 'South Dakota', zipPrefixes: [[570, 577]] },
  TN: { name: 'Tennessee', zipPrefixes: [[370, 385]] },
  TX: { name: 'Texas', zipPrefixes: [[750, 799], [885, 885]] },
  UT: { name: 'Utah', zipPrefixes: [[840, 847]] },
  VT: { name: 'Vermont', zipPrefixes: [[50, 54], [56, 59]] },
  VA: { name: 'Virginia', zipPrefixes: [[201, 201], [220, 246]] },
  WA: { name: 'Washington', zipPrefixes: [[980, 994]] },
  WV: { name: 'West Virginia', zipPrefixes: [[247, 268]] },
  WI: { name: 'Wisconsin', zipPrefixes: [[530, 549]] },
  WY: { name: 'Wyoming', zipPrefixes: [[820, 831]] },
};

/** Two-letter codes, alphabetical. */
export const US_STATE_CODES: readonly string[] = Object.keys(STATES).sort();

/** The field limits of a delivery address. */
export const ADDRESS_LIMITS = { street: 120, unit: 40, city: 80, accessNotes: 300 } as const;

export const ADDRESS_MESSAGES = {
  street: 'Please enter the street address',
  streetLong: `The street address must be at most ${ADDRESS_LIMITS.street} characters`,
  unitLong: `The apartment or unit must be at most ${ADDRESS_LIMITS.unit} characters`,
  city: 'Please enter the city',
  cityLong: `The city must be at most ${ADDRESS_LIMITS.city} characters`,
  state: 'Please choose a US state (two letters, e.g. IN)',
  zipCode: 'The ZIP code must be 5 digits',
  notesLong: `Access notes must be at most ${ADDRESS_LIMITS.accessNotes} characters`,
  oneLine: 'must be one line of text',
} as const;

/** The state's name ('Indiana' for 'IN'), or undefined for no such code. */
export function stateName(code: string): string | undefined {
  return STATES[code.toUpperCase()]?.name;
}

/** The code of a state given by its code or its name ('indiana', 'IN'), or undefined. */
export function stateCodeOf(text: string): string | undefined {
  const wanted = text.trim().toLowerCase();
  return Object.entries(STATES).find(([code, state]) => code.toLowerCase() === wanted || state.name.toLowerCase() === wanted)?.[0];
}

/** Whether a five-digit ZIP code is one of the state's (by its first three digits). */
export function zipBelongsToState(zipCode: string, state: string): boolean {
  const ranges = STATES[state.toUpperCase()]?.zipPrefixes;
  if (!ranges || !/^\d{5}$/.test(zipCode)) return false;
  const prefix = Number(zipCode.slice(0, 3));
  return ranges.some(([from, to]) => prefix >= from && prefix <= to);
}

export function zipMismatchMessage(zipCode: string, state: string): string {
  return `ZIP code ${zipCode} is not in ${stateName(state) ?? state}`;
}

export interface AddressFields {
  street: string;
  unit?: string | undefined;
  city: string;
  state: string;
  zipCode: string;
  accessNotes?: string | undefined;
}

export type AddressProblems = Partial<Record<keyof AddressFields, string>>;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Every problem of an address, by field, in words for the customer (empty when it is fine). Text is judged trimmed;
 * the ZIP-in-state check runs once both are well-formed.
 */
export function addressProblems(address: AddressFields): AddressProblems {
  const problems: AddressProblems = {};
  const line = (field: keyof AddressFields, label: string, value: string | undefined, max: number, tooLong: string, missing?: string) => {
    const text = (value ?? '').trim();
    if (text === '') {
      if (missing) problems[field] = missing;
    } else if (text.length > max) problems[field] = tooLong;
    else if (CONTROL.test(text)) problems[field] = `${label} ${ADDRESS_MESSAGES.oneLine}`;
  };
  line('street', 'The street address', address.street, ADDRESS_LIMITS.street, ADDRESS_MESSAGES.streetLong, ADDRESS_MESSAGES.street);
  line('unit', 'The apartment or unit', address.unit, ADDRESS_LIMITS.unit, ADDRESS_MESSAGES.unitLong);
  line('city', 'The city', address.city, ADDRESS_LIMITS.city, ADDRESS_MESSAGES.cityLong, ADDRESS_MESSAGES.city);
  const state = address.state.trim().toUpperCase();
  if (!STATES[state]) problems.state = ADDRESS_MESSAGES.state;
  const zipCode = address.zipCode.trim();
  if (!/^\d{5}$/.test(zipCode)) problems.zipCode = ADDRESS_MESSAGES.zipCode;
  else if (!problems.state && !zipBelongsToState(zipCode, state)) problems.zipCode = zipMismatchMessage(zipCode, state);
  const notes = (address.accessNotes ?? '').trim();
  if (notes.length > ADDRESS_LIMITS.accessNotes) problems.accessNotes = ADDRESS_MESSAGES.notesLong;
  return problems;
}

/** One line for people: '12 Main St, Apt 4, Indianapolis, IN 46204'. */
export function formatAddress(address: AddressFields): string {
  const unit = address.unit?.trim();
  return `${address.street.trim()}${unit ? `, ${unit}` : ''}, ${address.city.trim()}, ${address.state.trim().toUpperCase()} ${address.zipCode.trim()}`;
}
