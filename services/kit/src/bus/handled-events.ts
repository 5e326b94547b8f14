import { Schema, type Connection } from 'mongoose';
import { isDuplicateKeyError, trusted } from '../mongo';

/**
 * Which events this service has handled, so a redelivered event is handled once. A claim ("processing")
 * carries a lease: if the process dies mid-way, the event can be claimed again once the lease runs out.
 */
export type Claim = 'claimed' | 'already-done' | 'busy';

const LEASE_MS = 60_000;

const handledEventSchema = new Schema(
  {
    _id: { type: String },
    type: { type: String, required: true },
    status: { type: String, enum: ['processing', 'done'], required: true },
    claimedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'handled_events' },
);

export function createHandledEvents(connection: Connection) {
  const HandledEvent = connection.model('HandledEvent', handledEventSchema);
  return {
    async claim(eventId: string, type: string): Promise<Claim> {
      const now = new Date();
      try {
        await HandledEvent.create({ _id: eventId, type, status: 'processing', claimedAt: now });
        return 'claimed';
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
      const existing = await HandledEvent.findById(eventId).lean();
      if (!existing) return 'busy';
      if (existing.status === 'done') return 'already-done';
      if (now.getTime() - existing.claimedAt.getTime() < LEASE_MS) return 'busy';
      // The previous claimant's lease ran out: take over, unless someone else just did.
      const takeover = await HandledEvent.updateOne(
        { _id: eventId, status: 'processing', claimedAt: existing.claimedAt },
        { $set: { claimedAt: now } },
      );
      return takeover.modifiedCount === 1 ? 'claimed' : 'busy';
    },
    async markDone(eventId: string): Promise<void> {
      await HandledEvent.updateOne({ _id: eventId }, { $set: { status: 'done' } });
    },
    async release(eventId: string): Promise<void> {
      await HandledEvent.deleteOne({ _id: eventId, status: 'processing' });
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
