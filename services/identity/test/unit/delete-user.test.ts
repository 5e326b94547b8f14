import { InternalCallError } from '@rto/kit';
import { ManualClock } from '@rto/kit/testing';
import { BILLING_UNREACHABLE_MESSAGE, createDeleteUser, LIVE_RENTALS_MESSAGE } from '../../src/app/delete-user';
import type { BillingClient } from '../../src/adapters/billing.client';
import type { OrderClient } from '../../src/adapters/order.client';

const NOTHING_LIVE = async () => ({ liveOrders: 0, orderIds: [] });
const NOTHING_OWED = async () => ({ owedCents: 0, unpaidInvoices: 0 });

/** deleteUser with order answering `liveOrdersOf` and billing `amountOwedBy`, recording what was asked and deleted. */
function deleteUserWith(liveOrdersOf: OrderClient['liveOrdersOf'], amountOwedBy: BillingClient['amountOwedBy'] = NOTHING_OWED, known = ['c1', 'admin']) {
  const deleted: string[] = [];
  const told: unknown[] = [];
  const deleteUser = createDeleteUser({
    users: {
      findById: async (id) => (known.includes(id) ? ({ id } as never) : null),
      markDeleted: async (id) => {
        deleted.push(id);
        return { userId: id } as never;
      },
    },
    tellSessionRegistry: async (ended) => {
      told.push(ended);
    },
    orders: { liveOrdersOf },
    billing: { amountOwedBy },
    clock: new ManualClock('2026-03-01T12:00:00Z'),
  });
  return { deleteUser, deleted, told };
}

const failures = (callee: string) => [
  ['down', new InternalCallError(503, `The ${callee} service is unavailable right now, please try again shortly`, callee, 'unreachable')],
  ['slow', new InternalCallError(503, `The ${callee} service did not answer in time, please try again shortly`, callee, 'timeout')],
  ['refusing our credentials', new InternalCallError(502, `Could not reach the ${callee} service, please try again shortly`, callee, 'credentials-refused', 401)],
] as const;

describe('deleting a user asks order first', () => {
  it('when the customer has live rentals, then 409 with the words and the count, and nothing is deleted', async () => {
    const { deleteUser, deleted, told } = deleteUserWith(async () => ({ liveOrders: 3, orderIds: ['o1', 'o2', 'o3'] }));
    await expect(deleteUser('admin', 'c1')).rejects.toMatchObject({ status: 409, message: `${LIVE_RENTALS_MESSAGE} (3 still running)` });
    expect(deleted).toEqual([]);
    expect(told).toEqual([]);
  });

  it.each(failures('order'))('when order is %s, then 503 "Please try again shortly" and nothing is deleted', async (_case, failure) => {
    const { deleteUser, deleted } = deleteUserWith(async () => {
      throw failure;
    });
    await expect(deleteUser('admin', 'c1')).rejects.toMatchObject({ status: 503, message: expect.stringMatching(/Please try again shortly/) });
    expect(deleted).toEqual([]);
  });

  it('when the customer has no live rental and owes nothing, then they are deleted and their sessions end', async () => {
    const { deleteUser, deleted, told } = deleteUserWith(NOTHING_LIVE);
    await deleteUser('admin', 'c1');
    expect(deleted).toEqual(['c1']);
    expect(told).toHaveLength(1);
  });

  it('when the admin names their own account, then 403 with clear words before order or billing is asked', async () => {
    const asked: string[] = [];
    const { deleteUser } = deleteUserWith(
      async (userId) => {
        asked.push(`order ${userId}`);
        return { liveOrders: 0, orderIds: [] };
      },
      async (userId) => {
        asked.push(`billing ${userId}`);
        return { owedCents: 0, unpaidInvoices: 0 };
      },
    );
    await expect(deleteUser('admin', 'admin')).rejects.toMatchObject({ status: 403, message: 'You cannot delete your own account' });
    expect(asked).toEqual([]);
  });

  it('when the id names no account, then 404 before order or billing is asked', async () => {
    const asked: string[] = [];
    const { deleteUser, deleted } = deleteUserWith(
      async (userId) => {
        asked.push(userId);
        return { liveOrders: 0, orderIds: [] };
      },
      async (userId) => {
        asked.push(userId);
        return { owedCents: 0, unpaidInvoices: 0 };
      },
    );
    await expect(deleteUser('admin', 'nobody')).rejects.toMatchObject({ status: 404, message: 'User not found' });
    expect(asked).toEqual([]);
    expect(deleted).toEqual([]);
  });
});

describe('deleting a user asks billing what they owe', () => {
  it('when the customer owes $1,234.56 and has no live rental, then 409 names the balance and nothing is deleted', async () => {
    const { deleteUser, deleted, told } = deleteUserWith(NOTHING_LIVE, async () => ({ owedCents: 123_456, unpaidInvoices: 2 }));
    await expect(deleteUser('admin', 'c1')).rejects.toMatchObject({
      status: 409,
      message: 'This customer still owes $1,234.56: the balance must be settled before the account is deleted',
    });
    expect(deleted).toEqual([]);
    expect(told).toEqual([]);
  });

  it('when the customer both rents and owes, then the live rentals are named first', async () => {
    const { deleteUser, deleted } = deleteUserWith(async () => ({ liveOrders: 1, orderIds: ['o1'] }), async () => ({ owedCents: 800, unpaidInvoices: 1 }));
    await expect(deleteUser('admin', 'c1')).rejects.toMatchObject({ status: 409, message: `${LIVE_RENTALS_MESSAGE} (1 still running)` });
    expect(deleted).toEqual([]);
  });

  it.each(failures('billing'))('when billing is %s, then 503 "Please try again shortly" and nothing is deleted', async (_case, failure) => {
    const { deleteUser, deleted } = deleteUserWith(NOTHING_LIVE, async () => {
      throw failure;
    });
    await expect(deleteUser('admin', 'c1')).rejects.toMatchObject({ status: 503, message: BILLING_UNREACHABLE_MESSAGE });
    expect(deleted).toEqual([]);
  });
});
