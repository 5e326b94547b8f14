/** Money rules (docs/architecture.md): prices are stored as integer cents and shown as dollars with cents. */

export const MAX_MONTHLY_PRICE_CENTS = 100_000_00;

export const PRICE_MISSING = 'Please enter the monthly price';
export const PRICE_INVALID = 'Monthly price must be a number of at least 0 with at most 2 decimals';
export const PRICE_TOO_HIGH = 'Monthly price must be at most 100000';

export type PriceResult = { ok: true; cents: number } | { ok: false; error: string };

const DECIMAL = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * Reads a monthly price as the edit form sends it ("40", "12.5", "12.50") into cents, exactly: no floating point
 * on the way, so 0.29 is 29 cents and never 28. Negative numbers, exponents and a third decimal are refused.
 */
export function parsePriceToCents(input: unknown): PriceResult {
  if (input === undefined || input === null) return { ok: false, error: PRICE_MISSING };
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return { ok: false, error: PRICE_INVALID };
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return { ok: false, error: PRICE_INVALID };
  }
  if (text === '') return { ok: false, error: PRICE_MISSING };
  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, error: PRICE_INVALID };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents > MAX_MONTHLY_PRICE_CENTS) return { ok: false, error: PRICE_TOO_HIGH };
  return { ok: true, cents };
}

