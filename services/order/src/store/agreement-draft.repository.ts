import { isDuplicateKeyError, trusted, type Connection } from '@rto/kit';
import type { ComposedAgreement } from '../domain/agreement-terms';
import { agreementDraftModel, type AgreementDraftDocument } from './agreement-draft.model';

export interface StoredAgreement extends ComposedAgreement {
  userId: string;
  hash: string;
  /** The key of the priced order the text was written for; null for a draft kept before it was recorded. */
  pricedKey: string | null;
  signedAt: Date | null;
}

const toRecord = (draft: AgreementDraftDocument): StoredAgreement => ({
  userId: draft.userId,
  hash: draft.hash,
  pricedKey: draft.pricedKey ?? null,
  agreementVersion: draft.agreementVersion,
  title: draft.title,
  sections: (draft.sections ?? []).map((section) => ({ heading: section.heading ?? '', paragraphs: [...(section.paragraphs ?? [])] })),
  signedAt: draft.signedAt ?? null,
});

/** The only code that knows how composed agreements are stored: one per customer and fingerprint. */
export function createAgreementDraftRepository(connection: Connection) {
  const Draft = agreementDraftModel(connection);
  return {
    model: Draft,

    /**
     * Keeps a composed text under its fingerprint (the same text again only moves its expiry on) and drops the
     * customer's unsigned drafts that have expired.
     */
    async keep(userId: string, hash: string, agreement: ComposedAgreement, pricedKey: string, now: Date, expiresAt: Date): Promise<void> {
      try {
        const text = { agreementVersion: agreement.agreementVersion, title: agreement.title, sections: agreement.sections, pricedKey };
        await Draft.updateOne({ userId, hash }, { $setOnInsert: { ...text, expiresAt } }, { upsert: true });
      } catch (error) {
        // The same text composed twice at once: the other request kept it.
        if (!isDuplicateKeyError(error)) throw error;
      }
      await Draft.updateOne({ userId, hash, signedAt: null }, { $set: { expiresAt, pricedKey } });
      await Draft.deleteMany({ userId, signedAt: null, expiresAt: trusted({ $lt: now }) });
    },

    /** The customer's draft with that fingerprint, if it is still kept (an unsigned one past its expiry is not). */
    async find(userId: string, hash: string, now: Date): Promise<StoredAgreement | null> {
      const found = await Draft.findOne({ userId, hash }).lean<AgreementDraftDocument>();
      if (!found) return null;
      if (!found.signedAt && found.expiresAt && found.expiresAt < now) return null;
      return toRecord(found);
    },

    /** Billing stored an agreement signed with this text: keep it for good. False when no such draft is kept. */
    async markSigned(userId: string, hash: string, now: Date): Promise<boolean> {
      await Draft.updateOne({ userId, hash, signedAt: null }, { $set: { signedAt: now, expiresAt: null } });
      return (await Draft.exists({ userId, hash })) !== null;
    },
  };
}

export type AgreementDraftRepository = ReturnType<typeof createAgreementDraftRepository>;
