import { Schema, Types, type Model, type Query } from 'mongoose';
import { trusted } from '../mongo';

/**
 * Events wait in an `outbox` array inside the document whose change they describe, written by the same
 * update (single-document atomicity: no transactions needed), and leave it only once the broker confirmed them.
 *
 * A schema gets the field from `withOutbox` below. Writers need nothing but `$push: { outbox: event }`
 * (or `outbox: [event]` on create): the write itself tells the relay (no one has to nudge it), naming the document
 * when the write names it (an `_id` in its filter, a document saved or inserted). The relay's timed round finds waiting
 * documents through the index on `outbox.id` that this field brings along: it asks for `outbox.id > ""`, a range
 * that holds one index key per waiting event and none for the documents with nothing to send (an empty or missing
 * outbox is indexed as undefined/null, outside the range), so a round costs what waits, not what is stored.
 *
 * `outboxClaim` is the relay's lease on a document: one relay at a time publishes its entries.
 */
const outboxField = {
  outbox: {
    type: [
      new Schema(
        {
          id: { type: String, required: true, index: true },
          type: { type: String, required: true },
          occurredAt: { type: String, required: true },
          source: { type: String, required: true },
          correlationId: { type: String, required: true },
          data: { type: Schema.Types.Mixed },
        },
        { _id: false },
      ),
    ],
    default: [],
    select: false,
  },
  outboxClaim: {
    type: new Schema({ by: { type: String, required: true }, until: { type: Date, required: true } }, { _id: false }),
    default: undefined,
    select: false,
  },
};

/** Filter fragment: documents with at least one event waiting (answered from the `outbox.id` index). */
export function outboxPending(): Record<string, unknown> {
  return { 'outbox.id': trusted({ $gt: '' }) };
}

/**
 * A model's writes that queue events tell the relays tracking that model, so the events go at once rather than at
 * the next timed round, and no use case has to remember to say so. Telling too often costs a round that finds
 * nothing (a round costs what waits); telling too seldom only delays an event to the next timed round.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModel = Model<any>;

const withOutboxSchemas = new WeakSet<Schema>();
/** A write's listener hears the `_id`s of the documents it queued events in, or nothing when the write cannot tell. */
export type OutboxWriteListener = (ids?: readonly unknown[]) => void;
const listeners = new WeakMap<AnyModel, Set<OutboxWriteListener>>();

function tell(model: AnyModel | undefined, ids: readonly unknown[] | undefined): void {
  if (!model) return;
  for (const listener of listeners.get(model) ?? []) listener(ids && ids.length > 0 ? ids : undefined);
}

/** An `_id` that names one document by itself (not an operator such as `$in`), so the relay can go straight to it. */
function plainId(id: unknown): boolean {
  return typeof id === 'string' || typeof id === 'number' || id instanceof Types.ObjectId;
}

/** The one document an update's filter (or, failing that, its result) names by `_id`; undefined when it names none. */
function writtenIds(filter: unknown, result: unknown): unknown[] | undefined {
  const byFilter = (filter as { _id?: unknown } | null)?._id;
  if (plainId(byFilter)) return [byFilter];
  const byResult = (result as { _id?: unknown } | null)?._id;
  return plainId(byResult) ? [byResult] : undefined;
}

/** Operators that take entries out of an outbox (the relay's release): such a write queues nothing. */
const REMOVING = new Set(['$pull', '$pullAll', '$pop', '$unset']);

/** True when an update document writes to `outbox` (a push, a set, or an insert's first value). */
function writesOutbox(update: unknown): boolean {
  if (!update || typeof update !== 'object') return false;
  if (Array.isArray(update)) return update.some(writesOutbox); // an aggregation-pipeline update
  return Object.entries(update as Record<string, unknown>).some(([key, value]) =>
    key === 'outbox' ? !(Array.isArray(value) && value.length === 0) : key.startsWith('$') && !REMOVING.has(key) && writesOutbox(value),
  );
}

/**
 * Gives a schema its outbox (the `outbox` array and the relay's claim) and makes every write that puts events in
 * it tell the relays. Every model whose documents carry events uses it; `OutboxRelay.track` refuses a model
 * without it.
 */
export function withOutbox<S extends Schema>(schema: S): S {
  schema.add(outboxField);
  withOutboxSchemas.add(schema);
  schema.post(['findOneAndUpdate', 'updateOne', 'replaceOne'], function (this: Query<unknown, unknown>, result: unknown) {
    if (writesOutbox(this.getUpdate())) tell(this.model, writtenIds(this.getFilter(), result));
  });
  schema.post('updateMany', function (this: Query<unknown, unknown>) {
    if (writesOutbox(this.getUpdate())) tell(this.model, undefined);
  });
  schema.post('save', function (document) {
    const outbox = (document as { outbox?: unknown[] }).outbox;
    if (outbox && outbox.length > 0) tell(document.constructor as AnyModel, [document._id]);
  });
  schema.post('insertMany', function (this: AnyModel, documents: unknown) {
    const queued = (documents as Array<{ _id: unknown; outbox?: unknown[] }>).filter((document) => (document.outbox?.length ?? 0) > 0);
    if (queued.length > 0) tell(this, queued.map((document) => document._id));
  });
  return schema;
}

/**
 * Calls `listener` after every write to `model` that queued events, with the `_id`s of the documents written when
 * the write names them. Answers the function that stops it.
 */
export function onOutboxWrite(model: AnyModel, listener: OutboxWriteListener): () => void {
  if (!withOutboxSchemas.has(model.schema)) {
    throw new Error(`${model.modelName}'s schema has no outbox: give it one with withOutbox(schema)`);
  }
  const set = listeners.get(model) ?? new Set();
  listeners.set(model, set);
  set.add(listener);
  return () => set.delete(listener);
}
