import { escapeRegex, lastMonths, trusted } from '@rto/kit';
import { Types, type Model } from 'mongoose';
import type { UserDocument } from './user.model';

const LIVE = { deletedAt: null };
/** The users the dashboard counts: live customers (the admins run the shop, they do not rent from it). */
const CUSTOMERS = { ...LIVE, role: 'customer' };

export interface UserCounts {
  totalUsers: number;
  activeUsers: number;
  suspendedUsers: number;
  verifiedUsers: number;
  signups: Array<{ month: string; newUsers: number }>;
  registeredBefore: number;
}

/**
 * The reads other services make of the users for the admin's screens (names for a page of rows, a search, the
 * counts): few fields, live users only, each answered from the indexes on `_id`, `createdAt` and the counted flags.
 */
export function createUserDirectory(User: Model<UserDocument>) {
  return {
    async namesOf(ids: readonly string[]): Promise<Array<{ id: string; name: string; email: string }>> {
      const objectIds = ids.filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id));
      if (objectIds.length === 0) return [];
      const found = await User.find({ _id: trusted({ $in: objectIds }), ...LIVE })
        .select({ name: 1, email: 1 })
        .lean<Array<{ _id: Types.ObjectId; name: string; email: string }>>();
      return found.map((user) => ({ id: user._id.toHexString(), name: user.name, email: user.email }));
    },

    async idsMatching(search: string, limit: number): Promise<{ ids: string[]; truncated: boolean }> {
      const pattern = new RegExp(escapeRegex(search), 'i');
      const found = await User.find({ ...LIVE, $or: [{ name: pattern }, { email: pattern }] })
        .select({ _id: 1 })
        .sort({ createdAt: -1, _id: -1 })
        .limit(limit + 1)
        .lean<Array<{ _id: Types.ObjectId }>>();
      return { ids: found.slice(0, limit).map((user) => user._id.toHexString()), truncated: found.length > limit };
    },

    /**
     * One pass over the live customers for the flags, and one count per month of their sign-ups (over the createdAt
     * index): the admins are not users of the shop, as the Users screen's cards count them too (role=customer).
     */
    async counts(now: Date, months: number): Promise<UserCounts> {
      const window = lastMonths(now, months);
      const [flags, before, ...perMonth] = await Promise.all([
        User.aggregate<{ total: number; suspended: number; verified: number }>([
          { $match: CUSTOMERS },
          {
            $group: {
              _id: null,
              total: { $sum: 1 },
              suspended: { $sum: { $cond: [{ $eq: ['$billingPaused', true] }, 1, 0] } },
              verified: { $sum: { $cond: [{ $eq: ['$verified', true] }, 1, 0] } },
            },
          },
        ]),
        User.countDocuments({ ...CUSTOMERS, createdAt: trusted({ $lt: window[0]!.start }) }),
        ...window.map(({ start, end }) => User.countDocuments({ ...CUSTOMERS, createdAt: trusted({ $gte: start, $lt: end }) })),
      ]);
      const { total = 0, suspended = 0, verified = 0 } = flags[0] ?? {};
      return {
        totalUsers: total,
        activeUsers: total - suspended,
        suspendedUsers: suspended,
        verifiedUsers: verified,
        signups: window.map(({ month }, index) => ({ month, newUsers: perMonth[index] ?? 0 })),
        registeredBefore: before,
      };
    },
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
