import { trusted } from '../mongo';

/** What a handler gets with its event: who handles it, and the key that makes its effects happen once. */
export interface HandlerContext {
  eventId: string;
  /** The consuming service. */
  consumer: string;
  /**
   * `<consumer>:<eventId>`. A store records it in the document the handler changes, with the same update
   * (`handledMarkFilter` / `handledMarkPush`); a call to an outside system passes it as the idempotency key.
   */
  handledKey: string;
  /** 1 on the first delivery, then 2, 3, ... on retries. */
  attempt: number;
}

/** How many handled marks a document keeps: redeliveries come within hours, and a document sees few events a day. */
export const HANDLED_MARKS_KEPT = 100;

/**
 * Spread into a schema whose documents handlers change: the marks of the events already applied to the document,
 * written by the same update as the change (single-document atomicity: the change and its mark land together, or
 * neither does). The event bus's own record can lag behind (a crash between the write and that record, or a
 * lease that ran out); this mark cannot.
 */
export const handledMarksField = {
  handledEvents: { type: [String], default: undefined, select: false },
};

/** Filter fragment: the document has not yet recorded this event. */
export function handledMarkFilter(context: Pick<HandlerContext, 'handledKey'>): Record<string, unknown> {
  return { handledEvents: trusted({ $ne: context.handledKey }) };
}

/** `$push` fragment that records the event in the document, keeping the newest `HANDLED_MARKS_KEPT` marks. */
export function handledMarkPush(context: Pick<HandlerContext, 'handledKey'>): Record<string, unknown> {
  return { handledEvents: { $each: [context.handledKey], $slice: -HANDLED_MARKS_KEPT } };
}

/** True when a document read with `+handledEvents` has already recorded this event. */
export function hasHandledMark(document: { handledEvents?: readonly string[] | null } | null | undefined, context: Pick<HandlerContext, 'handledKey'>): boolean {
  return document?.handledEvents?.includes(context.handledKey) ?? false;
}
