import { conflict, forbidden, InternalCallError, notFound, serviceUnavailable, type Clock } from '@rto/kit';
import { formatCents } from '@rto/rules';
import type { BillingClient } from '../adapters/billing.client';
import type { OrderClient } from '../adapters/order.client';
import type { UserRepository } from '../store/user.repository';
import type { TellSessionRegistry } from './tell-session-registry';

export interface DeleteUserDeps {
  users: Pick<UserRepository, 'findById' | 'markDeleted'>;
  tellSessionRegistry: TellSessionRegistry;
  orders: Pick<OrderClient, 'liveOrdersOf'>;
  billing: Pick<BillingClient, 'amountOwedBy'>;
  clock: Clock;
}

export const LIVE_RENTALS_MESSAGE = 'This customer has rentals that are still running: end their rentals first';
export const NOT_YOURSELF = 'You cannot delete your own account';
export const ORDER_UNREACHABLE_MESSAGE = "Could not check this customer's rentals. Please try again shortly";
export const BILLING_UNREACHABLE_MESSAGE = 'Could not check what this customer owes. Please try again shortly';
const USER_NOT_FOUND = 'User not found';

/** The refusal of a customer with unpaid invoices, naming the balance. */
export const balanceOwedMessage = (owedCents: number) =>
  `This customer still owes ${formatCents(owedCents)}: the balance must be settled before the account is deleted`;

/** Never delete on a guess: a service that cannot be asked refuses the deletion (503) rather than allowing it. */
async function askOrRefuse<T>(ask: () => Promise<T>, unreachable: string): Promise<T> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof InternalCallError) throw serviceUnavailable(unreachable);
    throw error;
  }
}

/**
 * The admin deletes an account (never their own); its tokens stop working at once. A customer with a live rental is
 * kept: their subscription would go on charging a card whose owner can no longer log in. So is one who still owes the
 * store (a rental returned or repossessed with arrears, an owned one with a late fee unpaid): the deletion erases the
 * contact details and the signed agreement the store needs to collect it.
 */
export function createDeleteUser({ users, tellSessionRegistry, orders, billing, clock }: DeleteUserDeps) {
  return async function deleteUser(adminId: string, userId: string): Promise<void> {
    // Refused (403) like suspending oneself: the back office would lose its admin with the account.
    if (adminId === userId) throw forbidden(NOT_YOURSELF);
    // An id of no account is answered here: order and billing are asked only about someone.
    if (!(await users.findById(userId))) throw notFound(USER_NOT_FOUND);
    const [rentals, balance] = await Promise.all([
      askOrRefuse(() => orders.liveOrdersOf(userId), ORDER_UNREACHABLE_MESSAGE),
      askOrRefuse(() => billing.amountOwedBy(userId), BILLING_UNREACHABLE_MESSAGE),
    ]);
    if (rentals.liveOrders > 0) throw conflict(`${LIVE_RENTALS_MESSAGE} (${rentals.liveOrders} still running)`);
    if (balance.owedCents > 0) throw conflict(balanceOwedMessage(balance.owedCents));
    // One update deletes the account and ends its sessions for good; Redis hears of it before the answer.
    const ended = await users.markDeleted(userId, clock.now());
    if (!ended) throw notFound(USER_NOT_FOUND);
    await tellSessionRegistry(ended);
  };
}

export type DeleteUser = ReturnType<typeof createDeleteUser>;
