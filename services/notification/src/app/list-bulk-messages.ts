import type { BulkMessageRecord, BulkMessageRepository } from '../store/bulk-message.repository';

export interface ListBulkMessagesDeps {
  bulkMessages: BulkMessageRepository;
}

/** The admin's bulk messages, a page at a time: scheduled, going out and sent, with each one's counts. */
export function createListBulkMessages({ bulkMessages }: ListBulkMessagesDeps) {
  return (page: number, limit: number): Promise<{ messages: BulkMessageRecord[]; total: number }> => bulkMessages.page(page, limit);
}

export type ListBulkMessages = ReturnType<typeof createListBulkMessages>;
