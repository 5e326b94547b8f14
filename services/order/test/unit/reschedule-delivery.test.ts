import { createLogger, DomainError } from '@rto/kit';
import { createRescheduleDelivery } from '../../src/app/reschedule-delivery';
import { DELIVERED_ALREADY } from '../../src/domain/delivery';
import type { OrderRecord } from '../../src/store/order.repository';

/**
 * PATCH /rescheduleDelivery's two writes: scheduling moves the booking, then the order takes the new slot. An admin
 * who marks the delivery done between the two leaves the booking on a slot nobody will visit, unless it is released.
 */

const ORDER = {
  id: 'order-1',
  user: 'user-1',
  status: 'active',
  placedAt: new Date('2030-06-01T12:00:00Z'),
  deliveryDate: '2030-06-10',
  deliveryTime: '10:00 AM',
  delivery: { status: 'scheduled', deliveredAt: null, technician: null, note: null },
} as unknown as OrderRecord;

const NEW_SLOT = { deliveryDate: '2030-06-20', deliveryTime: '3:00 PM' };
const logger = createLogger('order-test', 'silent');

function schedulingFake(release: () => Promise<void> = () => Promise.resolve()) {
  const calls: string[] = [];
  return {
    calls,
    move: (orderId: string) => {
      calls.push(`move ${orderId}`);
      return Promise.resolve({ claimed: true as const });
    },
    release: (orderId: string) => {
      calls.push(`release ${orderId}`);
      return release();
    },
  };
}

const deliveredMeanwhile = { customerOrder: () => Promise.resolve(ORDER), rescheduled: () => Promise.resolve(null) };

describe('rescheduling a delivery', () => {
  it('when the order takes the new slot, then the booking is only moved', async () => {
    const scheduling = schedulingFake();
    const moved = { ...ORDER, ...NEW_SLOT } as OrderRecord;
    const reschedule = createRescheduleDelivery({ delivery: { customerOrder: () => Promise.resolve(ORDER), rescheduled: () => Promise.resolve(moved) }, scheduling, logger });

    await expect(reschedule('user-1', 'order-1', NEW_SLOT)).resolves.toBe(moved);
    expect(scheduling.calls).toEqual(['move order-1']);
  });

  it('when the delivery is marked done between the move and the order\'s write, then the moved booking is released and the customer told it was delivered', async () => {
    const scheduling = schedulingFake();
    const reschedule = createRescheduleDelivery({ delivery: deliveredMeanwhile, scheduling, logger });

    const refused = await reschedule('user-1', 'order-1', NEW_SLOT).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).message).toBe(DELIVERED_ALREADY);
    expect(scheduling.calls).toEqual(['move order-1', 'release order-1']);
  });

  it('when that release fails too, then the customer is still told the truth (delivered), not a scheduling error', async () => {
    const scheduling = schedulingFake(() => Promise.reject(new Error('scheduling is down')));
    const reschedule = createRescheduleDelivery({ delivery: deliveredMeanwhile, scheduling, logger });

    await expect(reschedule('user-1', 'order-1', NEW_SLOT)).rejects.toThrow(DELIVERED_ALREADY);
    expect(scheduling.calls).toEqual(['move order-1', 'release order-1']);
  });
});
