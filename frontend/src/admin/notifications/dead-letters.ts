import type { DeadLetterRow, ReplayDeadLettersResponse } from '../../api';

/** How many a replay sends back at most: `make replay-dead-letters`' default. */
export const REPLAY_LIMIT = 100;

/** What the row's count cell says: a number, or that the service did not answer. */
export function waitingText(row: DeadLetterRow): string {
  if (row.status === 'unknown' || row.count === null) return 'Unknown (not answering)';
  return String(row.count);
}

/** Whether a row has anything to replay. */
export function canReplay(row: DeadLetterRow): boolean {
  return row.status === 'ok' && (row.count ?? 0) > 0;
}

/** The confirmation's question, with the replay's bound. */
export function confirmText(row: DeadLetterRow): string {
  const count = row.count ?? 0;
  const taken = Math.min(count, REPLAY_LIMIT);
  return `Send ${taken === count ? (count === 1 ? 'the 1 event' : `all ${count} events`) : `the first ${taken} of ${count} events`} parked by ${row.service} back to it? Do this once the cause is fixed: an event that fails again is parked again.`;
}

/** The toast after a replay. */
export function replayOutcome(answer: ReplayDeadLettersResponse): string {
  const sent = `${answer.replayed} event${answer.replayed === 1 ? '' : 's'} sent back to ${answer.service}`;
  return answer.skipped > 0 ? `${sent}; ${answer.skipped} left parked after 3 replays (tick "Also replay" to send them too)` : sent;
}
