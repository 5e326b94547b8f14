import { trusted, type Connection } from '@rto/kit';
import { Types } from 'mongoose';
import type { BulkChannel, BulkMessageStatus } from '../domain/bulk-message';
import { bulkMessageModel, type BulkMessageDocument } from './bulk-message.model';

/** A recipient whose e-mail failed for good. */
export interface BulkFailure {
  userId: string;
  email: string;
  reason: string;
  at: Date;
}

/** A bulk message as the rest of the service sees it. */
export interface BulkMessageRecord {
  id: string;
  subject: string;
  message: string;
  channel: BulkChannel;
  audience: 'all' | 'selected';
  pending: string[];
  audienceFixed: boolean;
  recipients: number;
  sent: number;
  skipped: number;
  unverified: number;
  noMobile: number;
  kept: number;
  failed: number;
  /** Who could not be mailed and why, as the admin reads it. */
  failures: BulkFailure[];
  status: BulkMessageStatus;
  sendAt: Date;
  sentAt: Date | null;
  createdAt: Date;
}

const toRecord = (doc: BulkMessageDocument): BulkMessageRecord => ({
  id: String(doc._id),
  subject: doc.subject,
  message: doc.message,
  channel: doc.channel ?? 'email',
  audience: doc.audience,
  pending: doc.pending ?? [],
  audienceFixed: doc.audienceFixed ?? true,
  recipients: doc.recipients ?? 0,
  sent: doc.sent ?? 0,
  skipped: doc.skipped ?? 0,
  unverified: doc.unverified ?? 0,
  noMobile: doc.noMobile ?? 0,
  kept: doc.kept ?? 0,
  failed: doc.failed ?? 0,
  failures: (doc.failures ?? []).map((failure) => ({ userId: failure.userId ?? '', email: failure.email ?? '', reason: failure.reason ?? '', at: failure.at ?? new Date(0) })),
  status: doc.status,
  sendAt: doc.sendAt,
  sentAt: doc.sentAt ?? null,
  createdAt: doc.createdAt,
});

const NOT_SENT = ['scheduled', 'sending'];
const leaseFree = (now: Date) => ({ $or: [{ leaseUntil: null }, { leaseUntil: trusted({ $lt: now }) }] });

/** The only code that knows how bulk messages are stored. */
export function createBulkMessageRepository(connection: Connection) {
  const BulkMessage = bulkMessageModel(connection);
  const byId = (id: string) => ({ _id: new Types.ObjectId(id) });

  return {
    model: BulkMessage,

    /**
     * Stores a message to send at `sendAt`. A selected audience is fixed now (`userIds`); 'all' is resolved when it
     * goes out, `recipients` being the count of customers known now.
     */
    async create(input: {
      subject: string;
      message: string;
      channel: BulkChannel;
      audience: { all: true; count: number } | { all: false; userIds: string[] };
      sendAt: Date;
      scheduled: boolean;
      createdBy: string;
    }): Promise<BulkMessageRecord> {
      const { audience } = input;
      const created = await BulkMessage.create({
        subject: input.subject,
        message: input.message,
        channel: input.channel,
        audience: audience.all ? 'all' : 'selected',
        pending: audience.all ? [] : audience.userIds,
        audienceFixed: !audience.all,
        recipients: audience.all ? audience.count : audience.userIds.length,
        status: input.scheduled ? 'scheduled' : 'sending',
        sendAt: input.sendAt,
        createdBy: input.createdBy,
      });
      return toRecord(created.toObject());
    },

    /** The ids of messages due and not (fully) sent whose lease is free, oldest due first. */
    async dueIds(now: Date, limit: number): Promise<string[]> {
      const docs = await BulkMessage.find({ status: trusted({ $in: NOT_SENT }), sendAt: trusted({ $lte: now }), ...leaseFree(now) })
        .sort({ sendAt: 1 })
        .limit(limit)
        .select({ _id: 1 })
        .lean();
      return docs.map((doc) => String(doc._id));
    },

    /** Takes a due message for `owner` until `now + leaseMs`; null when it is not due, sent, or held by another. */
    async lease(id: string, owner: string, now: Date, leaseMs: number): Promise<BulkMessageRecord | null> {
      const doc = await BulkMessage.findOneAndUpdate(
        { ...byId(id), status: trusted({ $in: NOT_SENT }), sendAt: trusted({ $lte: now }), ...leaseFree(now) },
        { $set: { leaseBy: owner, leaseUntil: new Date(now.getTime() + leaseMs) } },
        { new: true },
      ).lean<BulkMessageDocument>();
      return doc ? toRecord(doc) : null;
    },

    /** Keeps the lease a while longer; false when it is no longer `owner`'s. */
    async renew(id: string, owner: string, until: Date): Promise<boolean> {
      const result = await BulkMessage.updateOne({ ...byId(id), leaseBy: owner }, { $set: { leaseUntil: until } });
      return result.matchedCount === 1;
    },

    /**
     * The message starts going out. To everyone: its audience becomes every customer known now (`userIds`), once;
     * to the selected ones (`userIds` null) it was fixed when it was written. False when the lease was lost.
     */
    async startSending(id: string, owner: string, userIds: string[] | null): Promise<boolean> {
      if (userIds) {
        const result = await BulkMessage.updateOne(
          { ...byId(id), leaseBy: owner, audienceFixed: false },
          { $set: { status: 'sending', pending: userIds, recipients: userIds.length, audienceFixed: true } },
        );
        return result.modifiedCount === 1;
      }
      await BulkMessage.updateOne({ ...byId(id), leaseBy: owner, status: 'scheduled' }, { $set: { status: 'sending' } });
      return true;
    },

    /**
     * One customer done: mailed or texted (`sent`; `kept` too when no SMS provider sent it), or left out (`skipped`:
     * deleted; `unverified`: address not proved yet; `noMobile`: a text, and no mobile number). Counted once however
     * often it is called.
     */
    async done(id: string, userId: string, outcome: 'sent' | 'skipped' | 'unverified' | 'noMobile', kept = false): Promise<void> {
      await BulkMessage.updateOne({ ...byId(id), pending: userId }, { $pull: { pending: userId }, $inc: { [outcome]: 1, ...(kept ? { kept: 1 } : {}) } });
    },

    /** One customer's e-mail failed for good: done, counted and listed with the reason. Once however often it is called. */
    async failed(id: string, failure: BulkFailure): Promise<void> {
      await BulkMessage.updateOne(
        { ...byId(id), pending: failure.userId },
        { $pull: { pending: failure.userId }, $inc: { failed: 1 }, $push: { failures: failure } },
      );
    },

    /** One customer's e-mail failed and may be tried again: how many attempts of theirs have failed so far. */
    async attemptFailed(id: string, userId: string): Promise<number> {
      const doc = await BulkMessage.findOneAndUpdate({ ...byId(id), pending: userId }, { $push: { retries: userId } }, { new: true })
        .select({ retries: 1 })
        .lean<Pick<BulkMessageDocument, 'retries'>>();
      return (doc?.retries ?? []).filter((retried) => retried === userId).length;
    },

    /** Gives the lease back, and the message is taken again no sooner than `at` (customers to try again then). */
    async holdUntil(id: string, owner: string, at: Date): Promise<void> {
      await BulkMessage.updateOne({ ...byId(id), leaseBy: owner }, { $set: { leaseBy: null, leaseUntil: at } });
    },

    /** Every customer done: the message is sent, and its lease given back. */
    async finish(id: string, owner: string, now: Date): Promise<void> {
      await BulkMessage.updateOne(
        { ...byId(id), leaseBy: owner, pending: trusted({ $size: 0 }) },
        { $set: { status: 'sent', sentAt: now, leaseBy: null, leaseUntil: null } },
      );
    },

    /** Gives the lease back without finishing (a failure): the next sweep takes the message again. */
    async letGo(id: string, owner: string): Promise<void> {
      await BulkMessage.updateOne({ ...byId(id), leaseBy: owner }, { $set: { leaseBy: null, leaseUntil: null } });
    },

    /** Messages, the latest sendAt first, one page. */
    async page(page: number, limit: number): Promise<{ messages: BulkMessageRecord[]; total: number }> {
      const [docs, total] = await Promise.all([
        BulkMessage.find({})
          .sort({ sendAt: -1, _id: -1 })
          .skip((page - 1) * limit)
          .limit(limit)
          .lean<BulkMessageDocument[]>(),
        BulkMessage.countDocuments({}),
      ]);
      return { messages: docs.map(toRecord), total };
    },
  };
}

export type BulkMessageRepository = ReturnType<typeof createBulkMessageRepository>;
