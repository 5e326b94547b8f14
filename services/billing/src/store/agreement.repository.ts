import { trusted, type Connection } from '@rto/kit';
import { agreementModel, type AgreementDocument } from './agreement.model';

/** A signed agreement as stored: the signatures as the PNG bytes that were signed. */
export interface AgreementRecord {
  id: string;
  userId: string;
  agreementVersion: string;
  customerName: string;
  customerSignature: Buffer;
  lessorSignature: Buffer;
  signedDate: string;
  signatureTimestamp: Date;
  agreementHash: string | null;
  signerIp: string;
  signerUserAgent: string;
  zipCode: string;
  draftDay: number;
  saveCard: boolean;
  card: { brand: string; last4: string };
  storedAt: Date;
}

export type NewAgreement = Omit<AgreementRecord, 'id' | 'storedAt'>;

/** Binary fields come back from a lean read as the driver's Binary: the bytes are in its buffer. */
function bytesOf(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  const binary = value as { buffer?: Uint8Array } | null;
  return Buffer.from(binary?.buffer ?? []);
}

function toRecord(agreement: AgreementDocument): AgreementRecord {
  return {
    id: String(agreement._id),
    userId: agreement.userId,
    agreementVersion: agreement.agreementVersion,
    customerName: agreement.customerName,
    customerSignature: bytesOf(agreement.customerSignature),
    lessorSignature: bytesOf(agreement.lessorSignature),
    signedDate: agreement.signedDate,
    signatureTimestamp: agreement.signatureTimestamp,
    agreementHash: agreement.agreementHash ?? null,
    signerIp: agreement.signerIp,
    signerUserAgent: agreement.signerUserAgent ?? '',
    zipCode: agreement.zipCode,
    draftDay: agreement.draftDay,
    saveCard: agreement.saveCard,
    card: { brand: agreement.card?.brand ?? '', last4: agreement.card?.last4 ?? '' },
    storedAt: agreement.storedAt,
  };
}

/** The only code that knows how signed agreements are stored: each one kept as signed, never changed (an unused one may be replaced). */
export function createAgreementRepository(connection: Connection) {
  const Agreement = agreementModel(connection);
  return {
    model: Agreement,

    /**
     * Keeps a newly signed agreement and drops the customer's older ones that no order uses yet, so a customer holds
     * at most one unused agreement (each is ~100 kB: repeated storeBilling calls must not fill the database). An
     * agreement is used once a subscription was claimed after it was stored: `lastClaimedAt` reads that, and is
     * asked only after the new agreement is in, so a subscription claimed meanwhile takes the new one. Only
     * agreements older than the new one (by id) go: of two stored at once, the newer stays and the other goes.
     */
    async storeReplacingUnused(agreement: NewAgreement, lastClaimedAt: (userId: string) => Promise<Date | null>): Promise<AgreementRecord> {
      const created = await Agreement.create(agreement);
      const usedUntil = await lastClaimedAt(agreement.userId);
      await Agreement.deleteMany({
        userId: agreement.userId,
        _id: trusted({ $lt: created._id }),
        ...(usedUntil ? { storedAt: trusted({ $gt: usedUntil }) } : {}),
      });
      return toRecord(created.toObject() as AgreementDocument);
    },

    /** The agreement in force at `moment`: the customer's newest stored by then, if any. */
    async inForceAt(userId: string, moment: Date): Promise<AgreementRecord | null> {
      const agreement = await Agreement.findOne({ userId, storedAt: trusted({ $lte: moment }) })
        .sort({ storedAt: -1, _id: -1 })
        .lean<AgreementDocument>();
      return agreement ? toRecord(agreement) : null;
    },

    /** The customer's newest signed agreement, if any. */
    async latestOf(userId: string): Promise<AgreementRecord | null> {
      const agreement = await Agreement.findOne({ userId }).sort({ storedAt: -1, _id: -1 }).lean<AgreementDocument>();
      return agreement ? toRecord(agreement) : null;
    },
  };
}

export type AgreementRepository = ReturnType<typeof createAgreementRepository>;
