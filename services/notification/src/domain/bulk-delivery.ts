/**
 * What becomes of one recipient of a bulk message whose e-mail failed (issue 19: one refused address stopped a
 * message of 48 at 37 and retried it for ever). Pure: no I/O.
 */

/** Sends a recipient gets at most: a failure that may pass (4xx, mail server away) is tried again, this often. */
export const MAX_RECIPIENT_ATTEMPTS = 4;

/** The waits before trying a recipient again after its 1st, 2nd and 3rd failed attempt, as multiples of the first. */
const RETRY_FACTORS = [1, 4, 20];
/** The first wait (the setting BULK_RETRY_AFTER_MS): 30 s, so 30 s, 2 min, 10 min. */
export const DEFAULT_RETRY_AFTER_MS = 30_000;

/** The longest reason kept: the mail server's answer, which is its text, not ours. */
const MAX_REASON_LENGTH = 300;

/**
 * - `refused`: the address or message was refused for good (an SMTP 5xx, or the mailer found no address to send
 *   to): trying again cannot help, so the recipient is recorded as failed at once;
 * - `deferred`: the server said "not now" (4xx) for this recipient;
 * - `unreachable`: no answer at all (connection refused or dropped, a timeout): most likely the mail server is
 *   away for everyone, so the round stops rather than fail every recipient in turn.
 */
export type SendFailure = { kind: 'refused' | 'deferred' | 'unreachable'; reason: string };

/** Reads a mailer's error (nodemailer's `code`, `responseCode`, `response`) as one of the three. */
export function sendFailureOf(error: unknown): SendFailure {
  const { code, responseCode, response, message } = (error ?? {}) as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  const said = typeof response === 'string' && response ? response : typeof message === 'string' && message ? message : String(error);
  const reason = said.replace(/\s+/g, ' ').trim().slice(0, MAX_REASON_LENGTH);
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) return { kind: 'refused', reason };
  if (typeof responseCode === 'number' && responseCode >= 400 && responseCode < 500) return { kind: 'deferred', reason };
  // The mailer refused the envelope itself (no usable recipient address) without asking any server.
  if (code === 'EENVELOPE') return { kind: 'refused', reason };
  return { kind: 'unreachable', reason };
}

/**
 * After a recipient's `attempts`-th failure: give up on them (`failed`, with the reason the admin reads), or try
 * again after `retryInMs` (`retryAfterMs` times 1, 4, then 20).
 */
export function nextStepAfter(
  failure: SendFailure,
  attempts: number,
  retryAfterMs = DEFAULT_RETRY_AFTER_MS,
): { failed: true; reason: string } | { failed: false; retryInMs: number } {
  if (failure.kind === 'refused') return { failed: true, reason: failure.reason };
  if (attempts >= MAX_RECIPIENT_ATTEMPTS) return { failed: true, reason: `${failure.reason} (gave up after ${attempts} attempts)` };
  const factor = RETRY_FACTORS[Math.min(Math.max(attempts, 1), RETRY_FACTORS.length) - 1]!;
  return { failed: false, retryInMs: factor * retryAfterMs };
}
