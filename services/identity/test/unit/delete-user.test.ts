import { InternalCallError } from '@rto/kit';
import { ManualClock } from '@rto/kit/testing';
import { createDeleteUser, LIVE_RENTALS_MESSAGE } from '../../src/app/delete-user';
import type { OrderClient } from '../../src/adapters/order.client';

/** deleteUser with order answering `liveOrdersOf`, recording what was deleted. */
function deleteUserWith(liveOrdersOf: OrderClient['liveOrdersOf']) {
  const deleted: string[] = [];
  const told: unknown[] = [];
  const deleteUser = createDeleteUser({
    users: {
      markDeleted: async (id) => {
        deleted.push(id);
        return { userId: id } as never;
      },
    },
    tellSessionRegistry: async (ended) => {
      told.push(ended);
    },
    orders: { liveOrdersOf },
    clock: new ManualClock('2026-03-01T12:00:00Z'),
  });
  return { deleteUser, deleted, told };
}

describe('deleting a user asks order first', () => {
  it('when the customer has live rentals, then 409 with the words and the count, and nothing is deleted', async () => {
    const { deleteUser, deleted, told } = deleteUserWith(async () => ({ liveOrders: 3, orderIds: ['o1', 'o2', 'o3'] }));
    await expect(deleteUser('admin', 'c1')).rejects.toMatchObject({ status: 409, message: `${LIVE_RENTALS_MESSAGE} (3 still running)` });
    expect(deleted).toEqual([]);
    expect(told).toEqual([]);
  });

  it.each([
    ['down', new InternalCallError(503, 'The order service is unavailable right now, please try again shortly', 'order', 'unreachable')],
    ['slow', new InternalCallError(503, 'The order service did not answer in time, please try again shortly', 'order', 'timeout')],
    ['refusing our credentials', new InternalCallError(502, 'Could not reach the order service, please try again shortly', 'order', 'credentials-refused', 401)],
  ])('when order is %s, then 503 "Please try again shortly" and nothing is deleted', async (_case, failure) => {
    const { deleteUser, deleted } = deleteUserWith(async () => {
      throw failure;
    });
    await expect(deleteUser('admin', 'c1')).rejects.toMatchObject({ status: 503, message: expect.stringMatching(/Please try again shortly/) });
    expect(deleted).toEqual([]);
  });

  it('when the customer has no live rental, then they are deleted and their sessions end', async () => {
    const { deleteUser, deleted, told } = deleteUserWith(async () => ({ liveOrders: 0, orderIds: [] }));
    await deleteUser('admin', 'c1');
    expect(deleted).toEqual(['c1']);
    expect(told).toHaveLength(1);
  });

  it('when the admin names their own account, then 403 with clear words before order is asked', async () => {
    const asked: string[] = [];
    const { deleteUser } = deleteUserWith(async (userId) => {
      asked.push(userId);
      return { liveOrders: 0, orderIds: [] };
    });
    await expect(deleteUser('admin', 'admin')).rejects.toMatchObject({ status: 403, message: 'You cannot delete your own account' });
    expect(asked).toEqual([]);
  });
});
