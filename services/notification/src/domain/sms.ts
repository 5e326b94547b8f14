/** Rules of the admin's text messages (spec 2.18: Send Bulk SMS). Pure: no I/O. */

/** The longest text: four SMS segments of 160 characters. */
export const MAX_SMS_LENGTH = 640;

/** What the admin's list says of texts no provider sent (none configured): kept here, none lost or pretended sent. */
export const KEPT_REASON = 'kept: no SMS provider configured';

/**
 * A customer's mobile as a provider takes it (E.164), or null when it cannot be one: identity accepts US numbers
 * written freely ('317-555-0100', '(317) 555 0100', '+1 317 555 0100'), so ten digits are a US number.
 */
export function mobileOf(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const trimmed = raw.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

/** The text one customer gets: the admin's words, signed, so the customer knows who writes. */
export function smsTextOf(message: { message: string }): string {
  return `Rent-to-Own Appliance: ${message.message}`;
}

/**
 * A provider's refusal read like a mail server's answer (domain/bulk-delivery.ts): a 4xx other than 429 is the
 * number or the text refused for good; 429 and 5xx may pass; no status at all is the provider not answering.
 */
export function smsFailureCodeOf(status: number | undefined): number | undefined {
  if (status === undefined) return undefined;
  if (status === 429 || status >= 500) return 450;
  if (status >= 400) return 550;
  return undefined;
}
