/**
 * The closed lists that events and internal routes are written in. They live with the contracts because both the
 * owning service (validating what it stores) and its callers (validating what they read) must spell them alike; the
 * owning service's domain re-exports them and adds its rules around them.
 */

/** The TV sizes a customer can choose, in inches (spec 9). */
export const TV_SIZES = [40, 43, 50, 55, 60, 65, 70, 75, 80] as const;

/** Dryer plug types of a combo set (spec 3). */
export const PLUG_TYPES = ['3-prong', '4-prong'] as const;

export const CATEGORIES = ['washer', 'dryer', 'refrigerator', 'freezer', 'stove', 'tv', 'combo'] as const;

/** Every stock status: the storefront shows 'Low stock' for 'low' (spec 2.3); only 'available' and 'low' can be rented. */
export const STOCK_STATUSES = ['available', 'rented', 'maintenance', 'discontinued', 'low'] as const;
/**
 * What the admin may set (spec 2.16, 4): the spec's four, and 'low' too, so that the edit dialog can keep a product's
 * real status instead of clearing 'Low stock' whenever a Low product is saved (issue 21).
 */
export const EDITABLE_STOCK_STATUSES = STOCK_STATUSES;

const FIRST_SLOT_HOUR = 8;
const LAST_SLOT_HOUR = 19;

/** '3:00 PM' for 15: the label the storefront shows and sends, letter for letter. */
export function labelOfHour(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:00 ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The 12 delivery slot labels of a day, in order: '8:00 AM' ... '7:00 PM' (spec 5, 9). */
export const SLOT_LABELS: readonly string[] = Array.from({ length: LAST_SLOT_HOUR - FIRST_SLOT_HOUR + 1 }, (_, index) => labelOfHour(FIRST_SLOT_HOUR + index));
/** The first hour of the first slot: the scheduling domain maps labels back to hours from it. */
export const FIRST_SLOT_START_HOUR = FIRST_SLOT_HOUR;

export const SLOT_MESSAGE = `Delivery time must be one of the ${SLOT_LABELS.length} delivery slots, ${SLOT_LABELS[0]} to ${SLOT_LABELS.at(-1)}`;
export const DATE_MESSAGE = 'Delivery date must be a date like 2030-06-30';
