import { escapeRegex, isDuplicateKeyError, newEvent, trusted, type Connection, type EventEnvelope } from '@rto/kit';
import { Types } from 'mongoose';
import { tombstoneEmail, type Role } from '../domain/user';
import { userDeleted, userRegistered, userUpdated, passwordResetRequested } from '../events/published';
import { userModel, type UserDocument } from './user.model';

const SOURCE = 'identity';

/** A user as the rest of the service sees it: a plain object, never a mongoose document. */
export interface UserRecord {
  id: string;
  name: string;
  email: string;
  mobile: string;
  role: Role;
  billingPaused: boolean;
  verified: boolean;
  address?: { city?: string | null } | null;
  sessionVersion: number;
  hasPassword: boolean;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

export class DuplicateEmailError extends Error {}

/** Whether a string can be a user's id at all (ids from paths are checked before they reach a query). */
export const isUserId = (id: string): boolean => Types.ObjectId.isValid(id);

type Lean = Omit<UserDocument, 'passwordHash'> & { passwordHash?: string | null };

function toRecord(user: Lean, hasPassword: boolean): UserRecord {
  return {
    id: String(user._id),
    name: user.name,
    email: user.email,
    mobile: user.mobile ?? '',
    role: user.role as Role,
    billingPaused: user.billingPaused ?? false,
    verified: user.verified ?? false,
    address: user.address ?? null,
    sessionVersion: user.sessionVersion ?? 0,
    hasPassword,
    createdAt: user.createdAt as Date,
    updatedAt: user.updatedAt as Date,
    version: user.__v ?? 0,
  };
}

const LIVE = { deletedAt: null };

export interface UserListQuery {
  page: number;
  limit: number;
  search?: string | undefined;
  status?: 'active' | 'suspended' | undefined;
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

  return {
    model: User,

    async create(input: { name: string; email: string; mobile: string; passwordHash: string; role?: Role }): Promise<UserRecord> {
      const _id = new Types.ObjectId();
      const event = newEvent(SOURCE, userRegistered, { userId: String(_id), name: input.name, email: input.email, mobile: input.mobile });
      try {
        const created = await User.create({ _id, ...input, outbox: [event] });
        return toRecord(created.toObject() as Lean, true);
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new DuplicateEmailError(input.email);
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

    async list({ page, limit, search, status }: UserListQuery): Promise<{ users: UserRecord[]; total: number }> {
      const filter: Record<string, unknown> = { ...LIVE };
      if (status) filter['billingPaused'] = status === 'suspended';
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

    /** Updates name, e-mail and mobile; null when there is no such live user. */
    async update(id: string, changes: { name: string; email: string; mobile: string }): Promise<UserRecord | null> {
      if (!Types.ObjectId.isValid(id)) return null;
      const event = newEvent(SOURCE, userUpdated, { userId: id, ...changes });
      try {
        const updated = await User.findOneAndUpdate(
          { _id: new Types.ObjectId(id), ...LIVE },
          { $set: changes, $push: { outbox: event }, $inc: { __v: 1 } },
          { new: true },
        ).select(WITH_HASH).lean<Lean>();
        return updated ? toRecord({ ...updated, passwordHash: undefined }, Boolean(updated.passwordHash)) : null;
      } catch (error) {
        if (isDuplicateKeyError(error)) throw new DuplicateEmailError(changes.email);
        throw error;
      }
    },

    /**
     * Deletes the account: its personal data goes at once, a tombstone keeps the `user.deleted` event until the
     * relay has published it, then the relay removes the tombstone. False when there is no such live user.
     */
    async markDeleted(id: string): Promise<boolean> {
      if (!Types.ObjectId.isValid(id)) return false;
      const event = newEvent(SOURCE, userDeleted, { userId: id });
      const result = await User.updateOne(
        { _id: new Types.ObjectId(id), ...LIVE },
        {
          $set: { deletedAt: new Date(), email: tombstoneEmail(id), name: '[deleted]', mobile: '' },
          $unset: { passwordHash: 1, passwordReset: 1, address: 1 },
          $push: { outbox: event },
        },
      );
      return result.modifiedCount === 1;
    },

    /** Keeps a pending reset (replacing any earlier one) and the event that gets its link e-mailed. */
    async storeResetRequest(user: UserRecord, reset: { secretHash: string; passwordHash: string; expiresAt: Date; resetUrl: string }): Promise<void> {
      const event: EventEnvelope = newEvent(SOURCE, passwordResetRequested, {
        userId: user.id,
        name: user.name,
        email: user.email,
        resetUrl: reset.resetUrl,
        expiresAt: reset.expiresAt.toISOString(),
      });
      await User.updateOne(
        { _id: new Types.ObjectId(user.id), ...LIVE },
        {
          $set: { passwordReset: { secretHash: reset.secretHash, passwordHash: reset.passwordHash, expiresAt: reset.expiresAt } },
          $push: { outbox: event },
        },
      );
    },

    /**
     * Applies the pending password of the reset whose secret hashes to `secretHash`, if it has not expired,
     * and ends older sessions. One conditional update: a second use of the same link finds nothing.
     */
    async completeReset(secretHash: string, now: Date): Promise<{ userId: string; sessionVersion: number } | null> {
      const user = await User.findOne({ 'passwordReset.secretHash': secretHash, ...LIVE }).select('+passwordReset').lean();
      const pending = user?.passwordReset;
      if (!user || !pending?.passwordHash || !pending.expiresAt || pending.expiresAt <= now) return null;
      const updated = await User.findOneAndUpdate(
        { _id: user._id, 'passwordReset.secretHash': secretHash, 'passwordReset.expiresAt': trusted({ $gt: now }) },
        { $set: { passwordHash: pending.passwordHash }, $unset: { passwordReset: 1 }, $inc: { sessionVersion: 1 } },
        { new: true },
      ).lean();
      return updated ? { userId: String(updated._id), sessionVersion: updated.sessionVersion ?? 0 } : null;
    },

    /** Makes sure the configured first admin exists (and is an admin); never changes an existing password. */
    async ensureAdmin(email: string, passwordHash: string): Promise<void> {
      try {
        await User.updateOne(
          { email, ...LIVE },
          {
            $set: { role: 'admin' },
            $setOnInsert: { name: 'Administrator', mobile: '', passwordHash, verified: true, billingPaused: false, sessionVersion: 0 },
          },
          { upsert: true },
        );
      } catch (error) {
        // Another instance created it at the same moment.
        if (!isDuplicateKeyError(error)) throw error;
      }
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
