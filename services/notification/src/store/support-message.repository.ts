import { newEvent, type Connection } from '@rto/kit';
import { Types } from 'mongoose';
import { supportRequested } from '@rto/contracts';
import { supportMessageModel } from './support-message.model';

const SOURCE = 'notification';

/** A support message as the rest of the service sees it: a plain object, never a mongoose document. */
export interface SupportMessageRecord {
  id: string;
  name: string;
  email: string;
  issue: string;
  receivedAt: Date;
}

/** The only code that knows how support messages are stored. Each is written with its `support.requested` event. */
export function createSupportMessageRepository(connection: Connection) {
  const SupportMessage = supportMessageModel(connection);

  return {
    model: SupportMessage,

    async create(input: { name: string; email: string; issue: string }, receivedAt: Date): Promise<SupportMessageRecord> {
      const _id = new Types.ObjectId();
      const event = newEvent(SOURCE, supportRequested, { messageId: String(_id), ...input, receivedAt: receivedAt.toISOString() });
      await SupportMessage.create({ _id, ...input, createdAt: receivedAt, outbox: [event] });
      return { id: String(_id), ...input, receivedAt };
    },
  };
}

export type SupportMessageRepository = ReturnType<typeof createSupportMessageRepository>;
