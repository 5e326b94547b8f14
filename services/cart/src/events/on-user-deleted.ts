import type { EventOf } from '@rto/kit';
import type { userDeleted } from '@rto/contracts';
import type { CartRepository } from '../store/cart.repository';

/** A deleted account leaves no cart behind (docs/architecture.md). */
export function onUserDeleted(carts: CartRepository) {
  return async (event: EventOf<typeof userDeleted>): Promise<void> => {
    await carts.removeForDeletedUser(event.data.userId);
  };
}
