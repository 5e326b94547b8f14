import type { Connection } from '@rto/kit';
import { sandboxPaymentMethodModel, type SandboxPaymentMethodDocument } from './sandbox-payment-method.model';

export interface SandboxPaymentMethodRecord {
  id: string;
  userId: string;
  /** The name of the test card it was made from (how it behaves), never its number. */
  testCard: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  postalCode: string | null;
}

const toRecord = (method: SandboxPaymentMethodDocument): SandboxPaymentMethodRecord => ({
  id: method._id,
  userId: method.userId,
  testCard: method.testCard,
  brand: method.brand,
  last4: method.last4,
  expMonth: method.expMonth,
  expYear: method.expYear,
  postalCode: method.postalCode ?? null,
});

/** The only code that knows how the sandbox's payment methods are stored. */
export function createSandboxPaymentMethodRepository(connection: Connection) {
  const SandboxPaymentMethod = sandboxPaymentMethodModel(connection);
  return {
    model: SandboxPaymentMethod,

    async create(method: SandboxPaymentMethodRecord): Promise<SandboxPaymentMethodRecord> {
      const { id, ...rest } = method;
      await SandboxPaymentMethod.create({ _id: id, ...rest });
      return method;
    },

    async findById(id: string): Promise<SandboxPaymentMethodRecord | null> {
      const found = await SandboxPaymentMethod.findById(id).lean<SandboxPaymentMethodDocument>();
      return found ? toRecord(found) : null;
    },
  };
}

export type SandboxPaymentMethodRepository = ReturnType<typeof createSandboxPaymentMethodRepository>;
