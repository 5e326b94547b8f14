import type { Model, RootFilterQuery, UpdateQuery } from 'mongoose';
import type { EventEnvelope } from '../bus/envelope';
import { handledMarkPush, hasHandledMark, type HandlerContext } from '../bus/handled-marks';
import { DomainError } from '../errors';
import { isDuplicateKeyError, trusted } from '../mongo';

/**
 * Changing a document under its revision (docs/architecture.md: single-document atomicity, no transactions).
 *
 * Every document that publishes events keeps a revision (a `revision` field, or mongoose's `__v`), raised by one
 * on every change. A change is read -> decide -> write: the write applies only to the revision that was read, raises
 * it and pushes the change's events into the document's `outbox` in the same update, so the state, its revision and
 * its events land together or not at all. A write that lost a race (someone changed the document in between)
 * matches nothing; the change is decided again from what is stored now.
 *
 * Every event written this way carries the document's new revision in `data.revision`: a consumer that keeps the
 * revision it last applied can recognise an older event arriving late (`isNewer`) and drop it.
 */

/** The write a change decided on. */
export interface RevisionedWrite<T> {
  /** The fields the document takes (`$set`). */
  set: Record<string, unknown>;
  /** The events that tell others of this change, in order; each gets `revision` in its data. */
  events?: ReadonlyArray<EventEnvelope<string, object>>;
  /** What the caller gets back once the write landed: the new state, as the caller sees it. */
  result: T;
}

/** A change that finds nothing to do: no write, no event, no new revision. */
export interface NoChange<T> {
  unchanged: T;
}

/**
 * Decides a change from the stored document (null when none matches). Pure: it may run several times, once per
 * attempt, each time on a fresh read. `revision` is the revision the document has if this write lands.
 */
export type RevisionedChange<D, T> = (current: D | null, next: { revision: number }) => RevisionedWrite<T> | NoChange<T>;

export interface ChangeUnderRevisionOptions {
  /** The field holding the revision: `revision` (the default) or `__v`. A document without it counts as revision 0. */
  revisionField?: string;
  /**
   * When no document matches, a change may create one: from the filter's plain fields and `set`, at revision 1.
   * A unique index on those filter fields is what turns two racing creations into one creation and one retry.
   */
  upsert?: boolean;
  /**
   * Attempts before giving up (10 by default). Each lost race means another change landed, so n changes racing on one
   * document all land within n attempts.
   */
  maxAttempts?: number;
  /** The message when every attempt lost its race (kind `busy`: nothing was written, trying again may work). */
  busyMessage?: string;
  /**
   * The event whose handler makes this change (the schema spreads `handledMarksField`). Its mark is written by the
   * same update as the change, and a document that already carries it is left as it is: a redelivery after a crash
   * (the change landed, the bus's own record did not) changes nothing twice.
   */
  handling?: Pick<HandlerContext, 'handledKey'>;
}

const DEFAULT_MAX_ATTEMPTS = 10;

/** Every attempt at a change lost its race against other changes of the same document; nothing was written. */
export class RevisionConflictError extends DomainError {
  constructor(
    readonly collection: string,
    readonly attempts: number,
    message = 'This record is being changed by another request, please try again',
  ) {
    super('busy', message);
    this.name = 'RevisionConflictError';
  }
}

/**
 * Reads the document `filter` matches, lets `change` decide the new state and its events, and writes them as one
 * conditional update: `$set` the new fields, `$inc` the revision, `$push` the events to `outbox`, only where the
 * revision is still the one read. Retries on a lost race up to `maxAttempts`, then throws `RevisionConflictError`.
 * Resolves to the `result` (or `unchanged`) of the decision that held.
 */
export async function changeUnderRevision<D extends object, T>(
  model: Model<D>,
  filter: Record<string, unknown>,
  change: RevisionedChange<D, T>,
  options: ChangeUnderRevisionOptions = {},
): Promise<T> {
  const field = options.revisionField ?? 'revision';
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const query = model.findOne(filter as RootFilterQuery<D>);
    if (options.handling) query.select('+handledEvents');
    const current = (await query.lean()) as (D & { _id: unknown; handledEvents?: string[] }) | null;
    const read = current ? revisionIn(current, field) : undefined;
    const revision = (read ?? 0) + 1;
    const decision = change(current, { revision });
    if ('unchanged' in decision) return decision.unchanged;
    if (options.handling && hasHandledMark(current, options.handling)) return decision.result;

    const events = (decision.events ?? []).map((event) => withRevision(event, revision));
    const push = {
      ...(events.length > 0 ? { outbox: { $each: events } } : {}),
      ...(options.handling ? handledMarkPush(options.handling) : {}),
    };
    const update = {
      $set: decision.set,
      $inc: { [field]: 1 },
      ...(Object.keys(push).length > 0 ? { $push: push } : {}),
    } as UpdateQuery<D>;
    // The revision read, or its absence: the write lands only on the document as it was read.
    const asRead = { [field]: read ?? trusted({ $exists: false }) };

    if (current) {
      const written = await model.updateOne({ _id: current._id, ...asRead } as RootFilterQuery<D>, update);
      if (written.matchedCount === 1) return decision.result;
      continue;
    }
    if (!options.upsert) {
      throw new Error(`changeUnderRevision: no ${model.collection.collectionName} document matches, and this change may not create one`);
    }
    try {
      const written = await model.updateOne({ ...filter, ...asRead } as RootFilterQuery<D>, update, { upsert: true });
      if (written.upsertedCount === 1 || written.matchedCount === 1) return decision.result;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error; // created meanwhile by a concurrent change: decide again
    }
  }
  throw new RevisionConflictError(model.collection.collectionName, maxAttempts, options.busyMessage);
}

function revisionIn(document: object, field: string): number | undefined {
  const value = (document as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : undefined;
}

function withRevision<E extends EventEnvelope<string, object>>(event: E, revision: number): E {
  const data = event.data as Record<string, unknown> | null;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new Error(`changeUnderRevision: ${event.type} needs object data to carry its revision`);
  }
  if (data['revision'] !== undefined && data['revision'] !== revision) {
    throw new Error(`changeUnderRevision: ${event.type} already has a revision of its own (${String(data['revision'])}), not the document's (${revision})`);
  }
  return { ...event, data: { ...data, revision } };
}

/**
 * The consumer's rule: an event about a document is applied only when its revision is newer than the revision of
 * that document the consumer last applied (nothing applied yet: any event is newer). So a `x.paused` redelivered
 * after `x.resumed` was applied cannot undo it. An event without a revision is older than any revision.
 */
export function isNewer(stored: number | null | undefined, incoming: number | null | undefined): boolean {
  if (stored === null || stored === undefined) return true;
  return incoming !== null && incoming !== undefined && incoming > stored;
}

/** The revision an event carries (`data.revision`), if any. */
export function revisionOf(event: Pick<EventEnvelope, 'data'>): number | undefined {
  const revision = (event.data as { revision?: unknown } | null | undefined)?.revision;
  return typeof revision === 'number' ? revision : undefined;
}

/**
 * Filter fragment for a consumer's write: only where the revision it keeps in `field` is missing or older than
 * `incoming`, so two deliveries racing each other cannot apply an older one last. (It uses `$or`: combine it with
 * another `$or` inside an `$and`.)
 */
export function revisionOlderThan(field: string, incoming: number): Record<string, unknown> {
  return { $or: [{ [field]: null }, { [field]: trusted({ $lt: incoming }) }] };
}
