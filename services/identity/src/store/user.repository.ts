import { DomainError, escapeRegex, isDuplicateKeyError, newEvent, revisionOlderThan, trusted, type Connection, type EventEnvelope } from '@rto/kit';
import { Types } from 'mongoose';
import { ENDED_FOR_GOOD, tombstoneEmail } from '../domain/user';
import { passwordResetRequested, userDeleted, userRegistered, userSessionsEnded, userUpdated } from '@rto/contracts';
import { verificationRequested, type NewVerification } from './email-verification.repository';
import { userModel } from './user.model';
import { toRecord, type Lean, type UserRecord } from './user.record';

export type { UserRecord } from './user.record';

const SOURCE = 'identity';

/** The unique e-mail index refused a write: the address belongs to another account. */
const emailTaken = () => new DomainError('conflict', 'An account with this email already exists');

/** Sessions of one user that a change has just ended, as written to the database with that change. */
export interface EndedSessions {
  userId: string;
  email: string;
  /** Tokens issued for a lower session version are refused from now on. */
  minimumSessionVersion: number;
}

/** The first admin as found (or made) at start. */
export type AdminAccount = 'created' | 'exists' | 'taken-by-customer';

/** An ended-sessions record still in force, for reloading the session registry. */
export interface StoredRevocation {
  userId: string;
  minimumSessionVersion: number;
  endedAt: Date;
}

const RACE_RETRIES = 5;

/** Whether a string can be a user's id at all (ids from paths are checked before they reach a query). */
export const isUserId = (id: string): boolean => Types.ObjectId.isValid(id);

const LIVE = { deletedAt: null };

export interface UserListQuery {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: 'active' | 'suspended' | undefined;
  /** Customers or admins only; both when undefined. */
  role?: 'customer' | 'admin' | undefined;
}

/** The only code that knows how users are stored. Every change that others must hear of carries its event. */
export function createUserRepository(connection: Connection) {
  const User = userModel(connection);
  // The hash is read only to report whether a password is set; toRecord never copies it.
  const WITH_HASH = '+passwordHash';

  async function findLive(filter: Record<string, unknown>): Promise<UserRecord | null> {
    const user = await User.findOne({ ...filter, ...LIVE }).select(WITH_HASH).lean<Lean>();
    return user ? toRecord({ ...user, passwordHash: undefined }, Boolean(user.passwordHash)) : null;
  }

  /** A live user whose unexpired reset has this secret. */
  const pendingReset = (secretHash: string, now: Date) => ({
    'passwordReset.secretHash': secretHash,
    'passwordReset.expiresAt': trusted({ $gt: now }),
    ...LIVE,
  });

  /**
   * Applies `change` to the live user matching `filter` and ends every session of theirs, in ONE update: the
   * session version goes up, the time is noted, and `user.sessions.ended` joins the outbox. The new version is
   * needed in the event, so the update is conditional on the version read; a concurrent change means read again.
   */
  async function endingSessions(
    filter: Record<string, unknown>,
    change: { $set?: Record<string, unknown>; $unset?: Record<string, 1> },
    now: Date,
  ): Promise<EndedSessions | null> {
    for (let attempt = 0; attempt < RACE_RETRIES; attempt += 1) {
      const current = await User.findOne({ ...filter, ...LIVE }).select({ _id: 1, sessionVersion: 1 }).lean();
      if (!current) return null;
      const userId = String(current._id);
      const minimumSessionVersion = (current.sessionVersion ?? 0) + 1;
      const event = newEvent(SOURCE, userSessionsEnded, { userId, minimumSessionVersion });
      const updated = await User.findOneAndUpdate(
        { ...filter, ...LIVE, _id: current._id, sessionVersion: current.sessionVersion ?? null },
        {
          ...change,
          $set: { ...change.$set, sessionVersion: minimumSessionVersion, sessionsEndedAt: now },
          $push: { outbox: event },
        },
        { new: true },
      ).lean();
      if (updated) return { userId, email: updated.email, minimumSessionVersion };
    }
    throw new Error('could not end the sessions: the account kept changing');
  }

  return {
    model: User,

    /** A new account, with the verification of its address pending and both events in its outbox (one write). */
    async create(input: { name: string; email: string; mobile: string; passwordHash: string }, verification: NewVerification): Promise<UserRecord> {
      const _id = new Types.ObjectId();
      const userId = String(_id);
      const registered = newEvent(SOURCE, userRegistered, { userId, name: input.name, email: input.email, mobile: input.mobile, verified: false });
      const outbox = [registered, verificationRequested({ userId, email: input.email, name: input.name }, verification)];
      try {
        const created = await User.create({ _id, ...input, verified: false, emailVerification: { ...verification, email: input.email }, outbox });
        return toRecord(created.toObject() as Lean, true);
      } catch (error) {
        if (isDuplicateKeyError(error)) throw emailTaken();
        throw error;
      }
    },

    findById: (id: string) => (Types.ObjectId.isValid(id) ? findLive({ _id: new Types.ObjectId(id) }) : Promise.resolve(null)),

    findByEmail: (email: string) => findLive({ email }),

    /** The account and its stored hash, for checking a password at log-in: one read. */
    async credentialsOf(email: string): Promise<{ user: UserRecord; passwordHash: string | null } | null> {
      const user = await User.findOne({ email, ...LIVE }).select(WITH_HASH).lean<Lean>();
      return user ? { user: toRecord({ ...user, passwordHash: undefined }, Boolean(user.passwordHash)), passwordHash: user.passwordHash ?? null } : null;
    },

    async list({ page, limit, search, status, role }: UserListQuery): Promise<{ users: UserRecord[]; total: number }> {
      const filter: Record<string, unknown> = { ...LIVE };
      if (status) filter['billingPaused'] = status === 'suspended';
      if (role) filter['role'] = role;
      if (search) {
        const pattern = new RegExp(escapeRegex(search), 'i');
        filter['$or'] = [{ name: pattern }, { email: pattern }, { mobile: pattern }];
      }
      const [users, total] = await Promise.all([
        User.find(filter).select(WITH_HASH).sort({ createdAt: -1, _id: -1 }).skip((page - 1) * limit).limit(limit).lean<Lean[]>(),
        User.countDocuments(filter),
      ]);
      return { users: users.map((user) => toRecord({ ...user, passwordHash: undefined }, Boolean(user.passwordHash))), total };
    },

    /**
     * Updates name, e-mail and mobile; null when there is no such live user. A new address is not proved by whoever
     * typed it: the account is unverified again and `verification` (its link e-mailed to the new address) replaces any
     * pending one, in the same update. A pending password reset goes too: its link went to the old address, which may be
     * why the address was changed (a mailbox lost or taken over). The same address keeps its state.
     */
    async update(id: string, changes: { name: string; email: string; mobile: string }, verification: NewVerification): Promise<UserRecord | null> {
      if (!Types.ObjectId.isValid(id)) return null;
      const _id = new Types.ObjectId(id);
      const event = newEvent(SOURCE, userUpdated, { userId: id, ...changes });
      const asked = verificationRequested({ userId: id, email: changes.email, name: changes.name }, verification);
      try {
        const moved = await User.findOneAndUpdate(
          { _id, ...LIVE, email: trusted({ $ne: changes.email }) },
          {
            $set: { ...changes, verified: false, emailVerification: { ...verification, email: changes.email } },
            $unset: { passwordReset: 1 },
            $push: { outbox: { $each: [event, asked] } },
            $inc: { __v: 1 },
          },
          { new: true },
        ).select(WITH_HASH).lean<Lean>();
        const updated = moved ?? (await User.findOneAndUpdate({ _id, ...LIVE }, { $set: changes, $push: { outbox: event }, $inc: { __v: 1 } }, { new: true }).select(WITH_HASH).lean<Lean>());
        return updated ? toRecord({ ...updated, passwordHash: undefined }, Boolean(updated.passwordHash)) : null;
      } catch (error) {
        if (isDuplicateKeyError(error)) throw emailTaken();
        throw error;
      }
    },

    /**
     * Deletes the account and ends its sessions for good, in one update: its personal data goes at once, and a
     * tombstone keeps the events until the relay has published them and the record of the ended sessions until
     * the last token has expired (`forgetTombstones`). Null when there is no such live user.
     */
    async markDeleted(id: string, now: Date): Promise<EndedSessions | null> {
      if (!Types.ObjectId.isValid(id)) return null;
      const ended = newEvent(SOURCE, userSessionsEnded, { userId: id, minimumSessionVersion: ENDED_FOR_GOOD });
      const result = await User.updateOne(
        { _id: new Types.ObjectId(id), ...LIVE },
        {
          $set: { deletedAt: now, email: tombstoneEmail(id), name: '[deleted]', mobile: '', sessionVersion: ENDED_FOR_GOOD, sessionsEndedAt: now },
          $unset: { passwordHash: 1, passwordReset: 1, emailVerification: 1, address: 1 },
          $push: { outbox: { $each: [newEvent(SOURCE, userDeleted, { userId: id }), ended] } },
        },
      );
      return result.modifiedCount === 1 ? { userId: id, email: tombstoneEmail(id), minimumSessionVersion: ENDED_FOR_GOOD } : null;
    },

    /** Removes tombstones whose events are out and whose tokens have all expired (deleted before `before`). */
    async forgetTombstones(before: Date): Promise<void> {
      await User.deleteMany({ deletedAt: trusted({ $lt: before }), 'outbox.0': trusted({ $exists: false }) });
    },

    /**
     * Takes billingPaused from billing's event about the customer's billing account, only when the event is newer
     * than the one taken last (a late billing.paused never undoes a billing.resumed). False when nothing changed.
     */
    async applyBillingPaused(id: string, paused: boolean, revision: number): Promise<boolean> {
      if (!Types.ObjectId.isValid(id)) return false;
      const result = await User.updateOne(
        { _id: new Types.ObjectId(id), ...LIVE, ...revisionOlderThan('billingRevision', revision) },
        { $set: { billingPaused: paused, billingRevision: revision } },
      );
      return result.modifiedCount === 1;
    },

    /** Ends every session of a live user (log-out): null when there is no such user. */
    endSessions(id: string, now: Date): Promise<EndedSessions | null> {
      if (!Types.ObjectId.isValid(id)) return Promise.resolve(null);
      return endingSessions({ _id: new Types.ObjectId(id) }, {}, now);
    },

    /** Every ended-sessions record newer than `since` (tombstones included), oldest first. */
    async revocationsSince(since: Date): Promise<StoredRevocation[]> {
      const users = await User.find({ sessionsEndedAt: trusted({ $gt: since }) })
        .select({ _id: 1, sessionVersion: 1, sessionsEndedAt: 1 })
        .sort({ sessionsEndedAt: 1 })
        .lean<Array<{ _id: Types.ObjectId; sessionVersion?: number; sessionsEndedAt: Date }>>();
      return users.map((user) => ({ userId: String(user._id), minimumSessionVersion: user.sessionVersion ?? 0, endedAt: user.sessionsEndedAt }));
    },

    /**
     * Keeps a pending reset (replacing any earlier one) and the event that gets its link e-mailed. The event names
     * the reset by its id only: the secret stays out of the outbox and the broker.
     */
    async storeResetRequest(user: UserRecord, reset: { id: string; secretHash: string; expiresAt: Date }): Promise<void> {
      const event: EventEnvelope = newEvent(SOURCE, passwordResetRequested, { userId: user.id, resetId: reset.id, expiresAt: reset.expiresAt.toISOString() });
      await User.updateOne({ _id: new Types.ObjectId(user.id), ...LIVE }, { $set: { passwordReset: reset }, $push: { outbox: event } });
    },

    /** Where the link of a pending reset goes: null once it is used, replaced by a newer one or expired. */
    async pendingResetById(resetId: string, now: Date): Promise<{ email: string; expiresAt: Date; secretHash: string } | null> {
      const user = await User.findOne({ 'passwordReset.id': resetId, 'passwordReset.expiresAt': trusted({ $gt: now }), ...LIVE })
        .select({ email: 1, passwordReset: 1 })
        .lean();
      const reset = user?.passwordReset;
      return reset?.expiresAt && reset.secretHash ? { email: user!.email, expiresAt: reset.expiresAt, secretHash: reset.secretHash } : null;
    },

    /** Whether a live, unexpired reset has this secret (checked before the cost of hashing a new password). */
    async hasPendingReset(secretHash: string, now: Date): Promise<boolean> {
      const user = await User.findOne(pendingReset(secretHash, now)).select('_id').lean();
      return user !== null;
    },

    /**
     * Sets the password the link's owner chose, consumes the reset and ends every session, in one conditional
     * update: a second use of the same link, or an expired one, finds nothing (null).
     */
    completeReset(secretHash: string, passwordHash: string, now: Date): Promise<EndedSessions | null> {
      return endingSessions(pendingReset(secretHash, now), { $set: { passwordHash }, $unset: { passwordReset: 1 } }, now);
    },

    /**
     * Makes sure the configured first admin exists. It is only ever created: an existing admin is left as it is
     * (password too), and an existing customer with that address is never promoted (the caller refuses to start).
     */
    async ensureAdmin(email: string, passwordHash: string): Promise<AdminAccount> {
      const roleOfExisting = async (): Promise<AdminAccount | null> => {
        const existing = await User.findOne({ email, ...LIVE }).select('role').lean();
        if (!existing) return null;
        return existing.role === 'admin' ? 'exists' : 'taken-by-customer';
      };
      const found = await roleOfExisting();
      if (found) return found;
      try {
        await User.create({ email, name: 'Administrator', mobile: '', passwordHash, role: 'admin', verified: true, billingPaused: false, sessionVersion: 0 });
        return 'created';
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // Someone took the address at the same moment: another instance creating the admin, or a sign-up.
        const raced = await roleOfExisting();
        if (raced) return raced;
        throw error;
      }
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
