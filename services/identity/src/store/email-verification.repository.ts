import { newEvent, trusted, type EventEnvelope } from '@rto/kit';
import { Types, type Model } from 'mongoose';
import { userVerificationRequested, userVerified } from '@rto/contracts';
import type { UserDocument } from './user.model';

const SOURCE = 'identity';
const LIVE = { deletedAt: null };

/** A verification about to be stored: its id, the hash of its link's secret and its expiry. */
export interface NewVerification {
  id: string;
  secretHash: string;
  expiresAt: Date;
}

/** The event that gets a verification's link e-mailed to `email`: the id only, never the secret. */
export function verificationRequested(user: { userId: string; email: string; name: string }, verification: NewVerification): EventEnvelope {
  return newEvent(SOURCE, userVerificationRequested, { ...user, verificationId: verification.id, expiresAt: verification.expiresAt.toISOString() });
}

export type ResendOutcome = 'sent' | 'already-verified' | 'no-account';
export type VerifyOutcome = { verified: true; userId: string; email: string } | { verified: false };

/**
 * Pending e-mail verifications. Each lives on its user document (only the newest: a new one replaces the
 * older), so storing it with its event, and using it up while setting `verified` with user.verified, are each
 * one update of one document.
 */
export function createEmailVerificationRepository(User: Model<UserDocument>) {
  return {
    /**
     * Replaces any pending verification of a live, unverified account with `verification`, and puts the event that
     * gets its link e-mailed in the outbox, in one update. The address is the one the account has when the update
     * lands: a change of address between the read and the write makes it read again.
     */
    async requestAgain(userId: string, verification: NewVerification): Promise<ResendOutcome> {
      if (!Types.ObjectId.isValid(userId)) return 'no-account';
      const _id = new Types.ObjectId(userId);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const user = await User.findOne({ _id, ...LIVE }).select({ email: 1, name: 1, verified: 1 }).lean();
        if (!user) return 'no-account';
        if (user.verified) return 'already-verified';
        const event = verificationRequested({ userId, email: user.email, name: user.name }, verification);
        const result = await User.updateOne(
          { _id, ...LIVE, email: user.email, verified: trusted({ $ne: true }) },
          { $set: { emailVerification: { ...verification, email: user.email } }, $push: { outbox: event } },
        );
        if (result.modifiedCount === 1) return 'sent';
      }
      throw new Error('could not store the verification: the account kept changing');
    },

    /**
     * Uses up the unexpired verification whose secret has this hash: the account becomes verified and
     * user.verified joins the outbox, in one conditional update, so of two uses at once only one finds it. A link
     * sent to an address the account no longer has proves nothing and is refused.
     */
    async verify(secretHash: string, now: Date): Promise<VerifyOutcome> {
      const pending = { 'emailVerification.secretHash': secretHash, 'emailVerification.expiresAt': trusted({ $gt: now }), ...LIVE };
      const user = await User.findOne(pending).select({ _id: 1, email: 1, emailVerification: 1 }).lean();
      const provedEmail = user?.emailVerification?.email;
      if (!user || !provedEmail || provedEmail !== user.email) return { verified: false };
      const userId = String(user._id);
      const result = await User.updateOne(
        { ...pending, _id: user._id, email: provedEmail },
        { $set: { verified: true }, $unset: { emailVerification: 1 }, $push: { outbox: newEvent(SOURCE, userVerified, { userId, email: provedEmail }) } },
      );
      return result.modifiedCount === 1 ? { verified: true, userId, email: provedEmail } : { verified: false };
    },

    /** Where the link of a pending verification goes: null once it is used, replaced by a newer one or expired. */
    async pendingById(verificationId: string, now: Date): Promise<{ email: string; secretHash: string; expiresAt: Date } | null> {
      const user = await User.findOne({ 'emailVerification.id': verificationId, 'emailVerification.expiresAt': trusted({ $gt: now }), ...LIVE })
        .select({ email: 1, emailVerification: 1 })
        .lean();
      const pending = user?.emailVerification;
      // Only to the address it proves, and only while the account still has that address.
      if (!user || !pending?.expiresAt || !pending.secretHash || pending.email !== user.email) return null;
      return { email: pending.email, secretHash: pending.secretHash, expiresAt: pending.expiresAt };
    },
  };
}

export type EmailVerificationRepository = ReturnType<typeof createEmailVerificationRepository>;
