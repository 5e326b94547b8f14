import { z } from 'zod';

/** RFC 5321's limit on a whole address; nothing longer is ever looked at by a pattern. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * The WHATWG HTML definition of a valid e-mail address (what `<input type="email">` accepts): a dot-atom local
 * part, then host labels of letters, digits and inner hyphens; we also require a dot in the host. No character
 * can be read two ways, so checking is linear in the length: no input can make it backtrack. Display names,
 * angle brackets, quotes, spaces and a second `@` are all refused (`x<victim@d.com>` is not an address).
 */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
export const EMAIL_PATTERN = new RegExp(`^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${LABEL}(?:\\.${LABEL})+$`);

/** Whether `value` is one plain e-mail address; anything over 254 characters is refused before the pattern runs. */
export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * A required e-mail field: trimmed, lower-cased, at most 254 characters and one plain address. The length check
 * aborts: the pattern never sees an over-long input.
 */
export function emailAddress(missing: string, invalid = 'Please enter a valid email') {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? missing : 'email must be text') })
    .trim()
    .min(1, { message: missing, abort: true })
    .max(MAX_EMAIL_LENGTH, { message: `email must be at most ${MAX_EMAIL_LENGTH} characters`, abort: true })
    .regex(EMAIL_PATTERN, invalid)
    .transform((value) => value.toLowerCase());
}
