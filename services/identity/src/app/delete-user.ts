import { conflict, forbidden, InternalCallError, notFound, serviceUnavailable, type Clock } from '@rto/kit';
import type { OrderClient } from '../adapters/order.client';
import type { UserRepository } from '../store/user.repository';
import type { TellSessionRegistry } from './tell-session-registry';

export interface DeleteUserDeps {
  users: Pick<UserRepository, 'markDeleted'>;
  tellSessionRegistry: TellSessionRegistry;
  orders: Pick<OrderClient, 'liveOrdersOf'>;
  clock: Clock;
}

export const LIVE_RENTALS_MESSAGE = 'This customer has rentals that are still running: end their rentals first';
export const NOT_YOURSELF = 'You cannot delete your own account';
export const ORDER_UNREACHABLE_MESSAGE = "Could not check this customer's rentals. Please try again shortly";

/**
 * The admin deletes an account (never their own); its tokens stop working at once. A customer with a live rental is
 * kept: their subscription would go on charging a card whose owner can no longer log in.
 */
export function createDeleteUser({ users, tellSessionRegistry, orders, clock }: DeleteUserDeps) {
  async function liveRentalsOf(userId: string): Promise<number> {
    try {
      return (await orders.liveOrdersOf(userId)).liveOrders;
    } catch (error) {
      // Never delete on a guess: without order's answer, nothing is deleted.
      if (error instanceof InternalCallError) throw serviceUnavailable(ORDER_UNREACHABLE_MESSAGE);
      throw error;
    }
  }

  return async function deleteUser(adminId: string, userId: string): Promise<void> {
    // Refused (403) like suspending oneself: the back office would lose its admin with the account.
    if (adminId === userId) throw forbidden(NOT_YOURSELF);
    const live = await liveRentalsOf(userId);
    if (live > 0) throw conflict(`${LIVE_RENTALS_MESSAGE} (${live} still running)`);
    // One update deletes the account and ends its sessions for good; Redis hears of it before the answer.
    const ended = await users.markDeleted(userId, clock.now());
    if (!ended) throw notFound('User not found');
    await tellSessionRegistry(ended);
  };
}

export type DeleteUser = ReturnType<typeof createDeleteUser>;
