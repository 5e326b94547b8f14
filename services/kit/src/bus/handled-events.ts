import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import { isDuplicateKeyError, prepareCollections, trusted } from '../mongo';

/**
 * Which events a consumer has handled, so a redelivered event is handled once by each consuming service. Records
 * are keyed by consumer and event id: services that share a database each keep their own, and a record of one
 * never makes another skip the event.
 *
 * A claim ("processing") carries a lease that its holder renews while the handler runs; if the process dies
 * mid-way, renewals stop and the event can be claimed again once the lease runs out.
 */
export type Claim = 'claimed' | 'already-done' | 'busy';

export const DEFAULT_HANDLED_LEASE_MS = 60_000;

/** The key of one consumer's record of one event: `<consumer>:<eventId>`. */
export function handledKeyOf(consumer: string, eventId: string): string {
  return `${consumer}:${eventId}`;
}

const handledEventSchema = new Schema(
  {
    /** `<consumer>:<eventId>`: unique per consuming service and event. */
    _id: { type: String },
    consumer: { type: String, required: true },
    eventId: { type: String, required: true },
    type: { type: String, required: true },
    status: { type: String, enum: ['processing', 'done'], required: true },
    /** When the claim was taken or last renewed (for a done record: about when it was handled). */
    claimedAt: { type: Date, required: true },
    /** Which claim holds a "processing" record, so only its holder renews or releases it. */
    claimToken: { type: String },
  },
  { versionKey: false, collection: 'handled_events' },
);

export interface HandledEventsOptions {
  /** How long a claim holds without a renewal. */
  leaseMs?: number;
}

export function createHandledEvents(connection: Connection, consumer: string, options: HandledEventsOptions = {}) {
  const HandledEvent = connection.model('HandledEvent', handledEventSchema);
  const leaseMs = options.leaseMs ?? DEFAULT_HANDLED_LEASE_MS;
  /** The claims this process holds: event id -> claim token and type. */
  const held = new Map<string, { token: string; type: string }>();
  const keyOf = (eventId: string) => handledKeyOf(consumer, eventId);

  return {
    /** Creates the collection and its indexes before the first event arrives (see prepareCollections). */
    prepare: () => prepareCollections(HandledEvent),
    consumer,
    leaseMs,

    async claim(eventId: string, type: string): Promise<Claim> {
      const now = new Date();
      const token = randomUUID();
      try {
        await HandledEvent.create({ _id: keyOf(eventId), consumer, eventId, type, status: 'processing', claimedAt: now, claimToken: token });
        held.set(eventId, { token, type });
        return 'claimed';
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const existing = await HandledEvent.findById(keyOf(eventId)).lean();
      if (!existing) return 'busy';
      if (existing.status === 'done') return 'already-done';
      if (now.getTime() - existing.claimedAt.getTime() < leaseMs) return 'busy';
      // The previous claimant stopped renewing (it died): take over, unless someone else just did.
      const takeover = await HandledEvent.updateOne(
        { _id: keyOf(eventId), status: 'processing', claimedAt: existing.claimedAt },
        { $set: { claimedAt: now, claimToken: token } },
      );
      if (takeover.modifiedCount !== 1) return 'busy';
      held.set(eventId, { token, type });
      return 'claimed';
    },

    /** Extends this process's claim by a lease. False when the claim is no longer this process's. */
    async renew(eventId: string): Promise<boolean> {
      const claim = held.get(eventId);
      if (!claim) return false;
      const result = await HandledEvent.updateOne(
        { _id: keyOf(eventId), status: 'processing', claimToken: claim.token },
        { $set: { claimedAt: new Date() } },
      );
      return result.matchedCount === 1;
    },

    /**
     * Records the event as handled. Written even when the record went missing meanwhile: the handler did run,
     * and a later copy must find that out.
     */
    async markDone(eventId: string): Promise<void> {
      const type = held.get(eventId)?.type ?? 'unknown';
      await HandledEvent.updateOne(
        { _id: keyOf(eventId) },
        { $set: { status: 'done', claimedAt: new Date() }, $unset: { claimToken: 1 }, $setOnInsert: { consumer, eventId, type } },
        { upsert: true },
      );
      held.delete(eventId);
    },

    /** Gives up this process's claim (the handler failed), so a retry can claim the event at once. */
    async release(eventId: string): Promise<void> {
      const claim = held.get(eventId);
      held.delete(eventId);
      if (claim) await HandledEvent.deleteOne({ _id: keyOf(eventId), status: 'processing', claimToken: claim.token });
    },

    /**
     * Forgets events handled long ago: a redelivery comes within minutes or hours, never weeks later. Done in code
     * because the local MongoDB-compatible server accepts TTL indexes but never expires anything.
     */
    async forgetOlderThan(ageMs: number): Promise<number> {
      const result = await HandledEvent.deleteMany({ status: 'done', claimedAt: trusted({ $lt: new Date(Date.now() - ageMs) }) });
      return result.deletedCount;
    },
  };
}

export type HandledEvents = ReturnType<typeof createHandledEvents>;
