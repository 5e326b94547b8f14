import type { Connection } from '@rto/kit';
import type { SandboxPaymentMethodRecord, SandboxPaymentMethods } from '../domain/test-cards';
import { sandboxPaymentMethodModel, type SandboxPaymentMethodDocument } from './sandbox-payment-method.model';

export type { SandboxPaymentMethodRecord } from '../domain/test-cards';


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
export function createSandboxPaymentMethodRepository(connection: Connection): SandboxPaymentMethods & { model: ReturnType<typeof sandboxPaymentMethodModel> } {
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

    async remove(id: string): Promise<void> {
      await SandboxPaymentMethod.deleteOne({ _id: id });
    },
  };
}

export type SandboxPaymentMethodRepository = ReturnType<typeof createSandboxPaymentMethodRepository>;
