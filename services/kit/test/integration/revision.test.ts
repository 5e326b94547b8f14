import { Schema, type Model, type Types } from 'mongoose';
import { z } from 'zod';
import {
  changeUnderRevision,
  connectMongo,
  defineEvent,
  isNewer,
  newEvent,
  withOutbox,
  revisionOf,
  revisionOlderThan,
  RevisionConflictError,
  type Connection,
  type EventEnvelope,
} from '@rto/kit';
import { testDatabaseUrl, uniqueSuffix } from '@rto/kit/testing';

/**
 * changeUnderRevision against the real MongoDB-compatible server: racing changes of one document each land once,
 * with their events in its outbox in revision order; a change that keeps losing gives up without writing; and a
 * consumer that keeps the last revision it applied drops an older event that arrives late.
 */

const tallied = defineEvent('tally.counted', z.object({ name: z.string(), n: z.number() }));
const subscriptionPaused = defineEvent('subscription.paused', z.object({ subscriptionId: z.string() }));
const subscriptionResumed = defineEvent('subscription.resumed', z.object({ subscriptionId: z.string() }));

interface Tally {
  _id: Types.ObjectId;
  name: string;
  counted: number[];
  revision?: number;
  outbox?: EventEnvelope[];
}

interface Subscription {
  _id: Types.ObjectId;
  status: 'active' | 'paused';
  revision: number;
}

interface SubscriptionView {
  subscriptionId: string;
  status: 'active' | 'paused';
  subscriptionRevision: number;
}

let database: Connection;
let Tallies: Model<Tally>;

beforeAll(async () => {
  database = await connectMongo(testDatabaseUrl(`revision-${uniqueSuffix()}`));
  const tallySchema = new Schema({ name: { type: String, required: true }, counted: { type: [Number], default: [] }, revision: Number });
withOutbox(tallySchema);
  tallySchema.index({ name: 1 }, { unique: true });
  Tallies = database.model<Tally>('Tally', tallySchema);
  await Tallies.syncIndexes();
});

afterAll(async () => {
  await database.dropDatabase();
  await database.close();
});

/** Counts `n` into the tally called `name` (creating it on the first count) with one `tally.counted` event. */
function count(name: string, n: number, options: { maxAttempts?: number } = {}) {
  return changeUnderRevision(
    Tallies,
    { name },
    (current, { revision }) => ({
      set: { counted: [...(current?.counted ?? []), n] },
      events: [newEvent('test', tallied, { name, n })],
      result: revision,
    }),
    { upsert: true, ...options },
  );
}

async function outboxOf<D>(model: Model<D>, filter: Record<string, unknown>): Promise<EventEnvelope<string, Record<string, unknown>>[]> {
  const stored = (await model.findOne(filter).select('+outbox').lean()) as { outbox: EventEnvelope<string, Record<string, unknown>>[] } | null;
  return stored?.outbox ?? [];
}

describe('changing a document under its revision', () => {
  it('when 20 changes race on one document that does not exist yet, then each lands exactly once, with its event, at revisions 1 to 20', async () => {
    const name = `raced-${uniqueSuffix()}`;
    const numbers = Array.from({ length: 20 }, (_, index) => index + 1);

    // Every lost race means another change landed, so 20 racing changes all land within 20 attempts.
    const revisions = await Promise.all(numbers.map((n) => count(name, n, { maxAttempts: 20 })));

    expect([...revisions].sort((a, b) => a - b)).toEqual(numbers);
    const stored = await Tallies.findOne({ name }).lean();
    expect(stored!.revision).toBe(20);
    expect([...stored!.counted].sort((a, b) => a - b)).toEqual(numbers);
    expect(await Tallies.countDocuments({ name })).toBe(1);

    const outbox = await outboxOf(Tallies, { name });
    expect(outbox).toHaveLength(20);
    // In the outbox in the order they were written, each with the revision its write gave the document...
    expect(outbox.map((event) => event.data['revision'])).toEqual(numbers);
    // ...and saying what that write did: the n counted last at that revision.
    expect(outbox.map((event) => event.data['n'])).toEqual(stored!.counted);
    expect(new Set(outbox.map((event) => event.id)).size).toBe(20);
  });

  it('when the document is changed by someone else before every write, then it gives up with a busy error and writes nothing', async () => {
    const schema = withOutbox(new Schema({ name: String, counted: { type: [Number], default: [] }, revision: Number }));
    // Someone else's change lands between every read and write.
    schema.pre('updateOne', async function () {
      const { _id } = this.getFilter() as { _id: Types.ObjectId };
      await this.model.collection.updateOne({ _id }, { $inc: { revision: 1 } });
    });
    const Contested = database.model<Tally>('Contested', schema);
    const { _id } = await Contested.create({ name: 'contested', revision: 4 });

    const attempt = changeUnderRevision(
      Contested,
      { _id },
      (current) => ({ set: { counted: [...(current?.counted ?? []), 1] }, events: [newEvent('test', tallied, { name: 'contested', n: 1 })], result: 'counted' }),
      { maxAttempts: 3, busyMessage: 'The tally is being counted by someone else, please try again' },
    );

    await expect(attempt).rejects.toThrow(RevisionConflictError);
    await expect(attempt).rejects.toMatchObject({ kind: 'busy', message: 'The tally is being counted by someone else, please try again', attempts: 3 });
    const stored = await Contested.findById(_id).lean();
    expect(stored).toMatchObject({ counted: [], revision: 7 });
    expect(await outboxOf(Contested, { _id })).toEqual([]);
  });

  it('when the change finds nothing to do, then nothing is written and the revision stays', async () => {
    const name = `settled-${uniqueSuffix()}`;
    await count(name, 1);

    const answer = await changeUnderRevision(Tallies, { name }, (current) => ({ unchanged: current?.counted.length }));

    expect(answer).toBe(1);
    expect(await Tallies.findOne({ name }).lean()).toMatchObject({ revision: 1, counted: [1] });
    expect(await outboxOf(Tallies, { name })).toHaveLength(1);
  });

  it('when no document matches and the change does not create one, then nothing is created', async () => {
    const answer = await changeUnderRevision(Tallies, { name: 'nobody' }, (current) => (current ? { set: {}, result: 'changed' } : { unchanged: 'not found' }));

    expect(answer).toBe('not found');
    expect(await Tallies.countDocuments({ name: 'nobody' })).toBe(0);
  });

  it('when an event already carries a different revision of its own, then the change is refused as a mistake', async () => {
    const name = `clashing-${uniqueSuffix()}`;
    const clashing = { ...newEvent('test', tallied, { name, n: 1 }), data: { name, n: 1, revision: 99 } };

    await expect(changeUnderRevision(Tallies, { name }, () => ({ set: {}, events: [clashing], result: 1 }), { upsert: true })).rejects.toThrow(
      'tally.counted already has a revision of its own (99)',
    );
    expect(await Tallies.countDocuments({ name })).toBe(0);
  });
});

describe('a consumer applying status events by revision', () => {
  it('when x.paused is delivered again after x.resumed was applied, then it cannot undo it', async () => {
    const Subscriptions = database.model<Subscription>('Subscription', withOutbox(new Schema({ status: String, revision: Number })));
    const Views = database.model<SubscriptionView>('SubscriptionView', new Schema({ subscriptionId: String, status: String, subscriptionRevision: Number }));
    const { _id } = await Subscriptions.create({ status: 'active', revision: 0 });
    const subscriptionId = String(_id);
    const setStatus = (status: Subscription['status']) =>
      changeUnderRevision(Subscriptions, { _id }, () => ({
        set: { status },
        events: [newEvent('subscriptions', status === 'paused' ? subscriptionPaused : subscriptionResumed, { subscriptionId })],
        result: status,
      }));
    await setStatus('paused');
    await setStatus('active');
    const [paused, resumed] = await outboxOf(Subscriptions, { _id });
    expect([paused!.type, revisionOf(paused!), resumed!.type, revisionOf(resumed!)]).toEqual(['subscription.paused', 1, 'subscription.resumed', 2]);

    // The consumer: keeps the revision it applied next to the status, and writes only over an older one.
    await Views.create({ subscriptionId, status: 'active' });
    const apply = async (event: EventEnvelope) => {
      const revision = revisionOf(event)!;
      const view = await Views.findOne({ subscriptionId }).lean();
      if (!isNewer(view?.subscriptionRevision, revision)) return 'dropped';
      const written = await Views.updateOne(
        { subscriptionId, ...revisionOlderThan('subscriptionRevision', revision) },
        { $set: { status: event.type === 'subscription.paused' ? 'paused' : 'active', subscriptionRevision: revision } },
      );
      return written.matchedCount === 1 ? 'applied' : 'dropped';
    };

    expect(await apply(paused!)).toBe('applied');
    expect(await apply(resumed!)).toBe('applied');
    expect(await apply(paused!)).toBe('dropped');
    expect(await Views.findOne({ subscriptionId }).lean()).toMatchObject({ status: 'active', subscriptionRevision: 2 });

    // Two deliveries racing past the check: the write's own filter still keeps the newer state.
    await Views.updateOne({ subscriptionId }, { $set: { status: 'active', subscriptionRevision: 2 } });
    const stale = await Views.updateOne(
      { subscriptionId, ...revisionOlderThan('subscriptionRevision', 1) },
      { $set: { status: 'paused', subscriptionRevision: 1 } },
    );
    expect(stale.matchedCount).toBe(0);
    expect(await Views.findOne({ subscriptionId }).lean()).toMatchObject({ status: 'active', subscriptionRevision: 2 });
  });
});
