import { isDuplicateKeyError, type Connection } from '@rto/kit';
import type { SandboxChargeRecord, SandboxCharges } from '../domain/sandbox-charges';
import type { Decline } from '../domain/test-cards';
import { sandboxChargeModel, type SandboxChargeDocument } from './sandbox-charge.model';

const toRecord = (charge: SandboxChargeDocument): SandboxChargeRecord => ({
  idempotencyKey: charge._id,
  invoiceId: charge.invoiceId,
  userId: charge.userId,
  paymentMethodId: charge.paymentMethodId,
  amountCents: charge.amountCents,
  outcome: charge.outcome as SandboxChargeRecord['outcome'],
  decline: charge.decline ? (charge.decline as Decline) : null,
  createdAt: charge.createdAt,
});

/** The only code that knows how the sandbox's charges are stored. */
export function createSandboxChargeRepository(connection: Connection): SandboxCharges & { model: ReturnType<typeof sandboxChargeModel> } {
  const Charge = sandboxChargeModel(connection);
  const findByKey = async (idempotencyKey: string) => {
    const found = await Charge.findById(idempotencyKey).lean<SandboxChargeDocument>();
    return found ? toRecord(found) : null;
  };
  return {
    model: Charge,
    findByKey,

    async succeededFor(invoiceId) {
      const found = await Charge.findOne({ invoiceId, outcome: 'succeeded' }).lean<SandboxChargeDocument>();
      return found ? toRecord(found) : null;
    },

    async record(charge) {
      const { idempotencyKey, ...rest } = charge;
      try {
        await Charge.create({ _id: idempotencyKey, ...rest });
        return charge;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // The same key at once: the first one kept is the answer.
        return (await findByKey(idempotencyKey)) ?? charge;
      }
    },
  };
}
