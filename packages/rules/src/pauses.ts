/**
 * The limits of a customer's own pause of billing, as the rental agreement promises them (issue 22, item 4): billing's
 * PAUSE_MAX_DAYS and PAUSE_EVERY_MONTHS default to these, and the agreement's pause clause states them.
 */

/** A customer's pause ends by itself after this many days. */
export const PAUSE_MAX_DAYS = 30;

/** A customer's pause can be used once in this many months. */
export const PAUSE_EVERY_MONTHS = 6;
