import type { EventOf } from '@rto/kit';
import type { orderPlaced } from '@rto/contracts';
import type { RecordPlacedOrder } from '../app/record-placed-order';

/** An order was placed: its feed notice and its receipt's content (app/record-placed-order.ts). */
export function onOrderPlaced(recordPlacedOrder: RecordPlacedOrder) {
  return async (event: EventOf<typeof orderPlaced>): Promise<void> => {
    await recordPlacedOrder(event.id, new Date(event.occurredAt), event.data);
  };
}
