/** How many parked events each service is asked to show: the reasons are summed over these. */
export const DEAD_LETTERS_SAMPLE = 100;

/** One parked event as a service lists it. */
export interface DeadLetterSample {
  type: string;
  reason: string;
  firstSeen: string | null;
}

export interface ReasonCount {
  type: string;
  reason: string;
  count: number;
}

/** One service's row of the admin's dead-letter view; `unknown` when the service did not answer. */
export type DeadLetterRow<S extends string = string> =
  | { service: S; status: 'ok'; count: number; reasons: ReasonCount[]; firstSeen: string | null }
  | { service: S; status: 'unknown'; count: null; reasons: []; firstSeen: null };

/**
 * A service's parked events summed up: each distinct type and reason with how many of the listed messages have it
 * (the most first), and the earliest time one of them was parked.
 */
export function summarizeDeadLetters<S extends string>(service: S, count: number, messages: readonly DeadLetterSample[]): DeadLetterRow<S> {
  const reasons = new Map<string, ReasonCount>();
  for (const { type, reason } of messages) {
    const key = JSON.stringify([type, reason]);
    const known = reasons.get(key);
    if (known) known.count += 1;
    else reasons.set(key, { type, reason, count: 1 });
  }
  const times = messages.map((message) => message.firstSeen).filter((time): time is string => time !== null).sort();
  return {
    service,
    status: 'ok',
    count,
    reasons: [...reasons.values()].sort((a, b) => b.count - a.count),
    firstSeen: times[0] ?? null,
  };
}

export function unknownRow<S extends string>(service: S): DeadLetterRow<S> {
  return { service, status: 'unknown', count: null, reasons: [], firstSeen: null };
}
