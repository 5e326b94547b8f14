import { defineEvent, newEvent, type EventBus } from '@rto/kit';
import { InMemoryEventBus } from '@rto/kit/testing';
import { z } from 'zod';

const orderPlaced = defineEvent('order.placed', z.object({ orderId: z.string(), totalCents: z.number().int() }));
const userSuspended = defineEvent('user.suspended', z.object({ userId: z.string() }));

/** A use case as services write them: it depends on the bus's interface only. */
function placeOrder(bus: EventBus) {
  return async (orderId: string): Promise<void> => {
    await bus.publish(newEvent('order', orderPlaced, { orderId, totalCents: 4_500 }));
  };
}

describe('InMemoryEventBus', () => {
  it('when a use case publishes, then the event is kept, typed by its definition', async () => {
    const bus = new InMemoryEventBus();
    await placeOrder(bus)('o-1');
    expect(bus.publishedOf(orderPlaced).map((event) => event.data)).toEqual([{ orderId: 'o-1', totalCents: 4_500 }]);
    expect(bus.publishedOf(userSuspended)).toEqual([]);
  });

  it('when an event of a handled type is published, then its handler gets it with the consumer context', async () => {
    const bus = new InMemoryEventBus('billing');
    const seen: Array<{ orderId: string; handledKey: string; attempt: number }> = [];
    bus.on(orderPlaced, async (event, context) => {
      seen.push({ orderId: event.data.orderId, handledKey: context.handledKey, attempt: context.attempt });
    });
    const event = newEvent('order', orderPlaced, { orderId: 'o-2', totalCents: 100 });
    await bus.publish(event);
    expect(seen).toEqual([{ orderId: 'o-2', handledKey: `billing:${event.id}`, attempt: 1 }]);
  });

  it('when the same event is delivered twice, then its handler runs once', async () => {
    const bus = new InMemoryEventBus();
    let runs = 0;
    bus.on(userSuspended, async () => {
      runs += 1;
    });
    const event = newEvent('identity', userSuspended, { userId: 'u-1' });
    expect(await bus.deliver(event)).toBe(true);
    expect(await bus.deliver(event)).toBe(false);
    expect(runs).toBe(1);
  });

  it('when a handler fails, then the delivery rejects and a later delivery of the same event runs it again', async () => {
    const bus = new InMemoryEventBus();
    let runs = 0;
    bus.on(userSuspended, async () => {
      runs += 1;
      if (runs === 1) throw new Error('the store is away');
    });
    const event = newEvent('identity', userSuspended, { userId: 'u-2' });
    await expect(bus.deliver(event)).rejects.toThrow('the store is away');
    expect(await bus.deliver(event)).toBe(true);
    expect(runs).toBe(2);
  });

  it('when an event carries data its schema refuses, then the delivery rejects and the handler never runs', async () => {
    const bus = new InMemoryEventBus();
    const handler = jest.fn(async () => undefined);
    bus.on(orderPlaced, handler);
    const event = { ...newEvent('order', orderPlaced, { orderId: 'o-3', totalCents: 1 }), data: { orderId: 'o-3', totalCents: 'ten' } };
    await expect(bus.deliver(event)).rejects.toThrow();
    expect(handler).not.toHaveBeenCalled();
  });

  it('when nothing handles a type, then delivering it answers false', async () => {
    expect(await new InMemoryEventBus().deliver(newEvent('identity', userSuspended, { userId: 'u-3' }))).toBe(false);
  });
});
