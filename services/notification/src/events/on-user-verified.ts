import type { EventOf } from '@rto/kit';
import type { userVerified } from '@rto/contracts';
import type { RecordProvedAddress } from '../app/record-proved-address';

/** The owner proved the account's address: kept, and the receipts held for it go out (app/record-proved-address.ts). */
export function onUserVerified(recordProvedAddress: RecordProvedAddress) {
  return async (event: EventOf<typeof userVerified>): Promise<void> => {
    await recordProvedAddress(event.data, new Date(event.occurredAt));
  };
}
