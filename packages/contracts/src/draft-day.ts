import { z } from 'zod';

/**
 * The customer's payment draft day, as POST /storeBilling and POST /draftAgreement take it: a whole day from
 * `days.min` to `days.max`. The bounds are the rules package's DRAFT_DAYS, passed in (contracts depend on the kit
 * and zod only).
 */
export function draftDaySchema(days: { readonly min: number; readonly max: number }) {
  const message = `Payment draft date must be a day from ${days.min} to ${days.max}`;
  return z
    .number({ error: message })
    .int(message)
    .min(days.min, message)
    .max(days.max, message)
    .describe(`The day of the month later payments are drafted, ${days.min} to ${days.max}`);
}
