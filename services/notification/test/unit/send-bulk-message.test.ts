import { ManualClock } from '@rto/kit/testing';
import { createSendBulkMessage } from '../../src/app/send-bulk-message';
import type { BulkMessageRepository } from '../../src/store/bulk-message.repository';
import type { CustomerRepository } from '../../src/store/customer.repository';

const NOW = '2030-01-01T12:00:00.000Z';

/** The use case over stand-ins: two reachable customers, messages stored in memory, kicks recorded. */
function setUp() {
  const kicked: string[] = [];
  const stored: Array<{ sendAt: Date; scheduled: boolean }> = [];
  const customers = { countReachable: async () => 2, unreachableOf: async (ids: string[]) => ids.filter((id) => id.startsWith('gone')) } as unknown as CustomerRepository;
  const bulkMessages = {
    async create(input: { sendAt: Date; scheduled: boolean; audience: { all: boolean; count?: number; userIds?: string[] } }) {
      stored.push({ sendAt: input.sendAt, scheduled: input.scheduled });
      return { id: `message-${stored.length}`, recipients: input.audience.count ?? input.audience.userIds?.length ?? 0, sendAt: input.sendAt };
    },
  } as unknown as BulkMessageRepository;
  const sendBulkMessage = createSendBulkMessage({ bulkMessages, customers, delivery: { kick: (id) => kicked.push(id) }, clock: new ManualClock(NOW) });
  return { sendBulkMessage, kicked, stored };
}

describe('send bulk message', () => {
  it("when no time is given, then it goes out now by the service's clock and its delivery starts at once", async () => {
    const { sendBulkMessage, kicked } = setUp();
    const accepted = await sendBulkMessage('admin-1', { userIds: 'all', subject: 'Hi', message: 'News' });
    expect(accepted).toEqual({ id: 'message-1', recipients: 2, status: 'sending', sendAt: new Date(NOW) });
    expect(kicked).toEqual(['message-1']);
  });

  it("when sendAt is already past by the service's clock, then it is refused and nothing is stored", async () => {
    const { sendBulkMessage, stored } = setUp();
    await expect(sendBulkMessage('admin-1', { userIds: 'all', subject: 'Hi', message: 'News', sendAt: '2029-12-31T12:00:00Z' })).rejects.toMatchObject({
      kind: 'invalid',
      message: 'sendAt must be in the future',
    });
    expect(stored).toEqual([]);
  });

  it('when a chosen customer cannot be written to, then the message is refused naming them, and not kicked', async () => {
    const { sendBulkMessage, kicked } = setUp();
    await expect(sendBulkMessage('admin-1', { userIds: ['u1', 'gone-1'], subject: 'Hi', message: 'News' })).rejects.toMatchObject({
      message: 'No customer to write to with id gone-1',
    });
    expect(kicked).toEqual([]);
  });
});
