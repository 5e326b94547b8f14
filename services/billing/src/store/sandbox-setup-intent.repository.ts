import type { Connection } from '@rto/kit';
import type { Decline } from '../domain/test-cards';
import type { SandboxSetupIntentRecord, SandboxSetupIntents, SetupIntentStatus } from '../domain/setup-intents';
import { sandboxSetupIntentModel, type SandboxSetupIntentDocument } from './sandbox-setup-intent.model';

const toRecord = (intent: SandboxSetupIntentDocument): SandboxSetupIntentRecord => ({
  id: intent._id,
  userId: intent.userId,
  customerId: intent.customerId,
  clientSecret: intent.clientSecret,
  status: intent.status as SetupIntentStatus,
  paymentMethodId: intent.paymentMethodId ?? null,
  lastSetupError: intent.lastSetupError ? (intent.lastSetupError as Decline) : null,
});

/** The only code that knows how the sandbox's SetupIntents are stored. */
export function createSandboxSetupIntentRepository(connection: Connection): SandboxSetupIntents & { model: ReturnType<typeof sandboxSetupIntentModel> } {
  const SetupIntent = sandboxSetupIntentModel(connection);
  return {
    model: SetupIntent,

    async create(intent) {
      const { id, ...rest } = intent;
      await SetupIntent.create({ _id: id, ...rest });
      return intent;
    },

    async findById(id) {
      const found = await SetupIntent.findById(id).lean<SandboxSetupIntentDocument>();
      return found ? toRecord(found) : null;
    },

    async claim(id) {
      // One write decides: of two confirmations at once, only one finds it waiting.
      const claimed = await SetupIntent.findOneAndUpdate({ _id: id, status: 'requires_payment_method' }, { $set: { status: 'processing' } }, { new: true }).lean<SandboxSetupIntentDocument>();
      return claimed ? toRecord(claimed) : null;
    },

    async settle(id, outcome) {
      await SetupIntent.updateOne({ _id: id, status: 'processing' }, { $set: outcome });
    },
  };
}
