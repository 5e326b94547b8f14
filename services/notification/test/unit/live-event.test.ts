import { endFrame, eventFrame, liveEventsOf, mayHear, parseLiveMessage, sessionEnded } from '../../src/domain/live-event';

/** What live status tells and to whom (issue 23, item 5): pure rules. */
describe('live events', () => {
  it('when a fact names orders, then there is one event per order, with the status only when the event alone tells it', () => {
    expect(liveEventsOf('payment.failed', { orderId: 'o1', invoiceId: 'in_1' })).toEqual([{ type: 'payment.failed', orderId: 'o1', status: 'overdue' }]);
    // A refused first payment (no invoice): the cancellation that follows tells the status.
    expect(liveEventsOf('payment.failed', { orderId: 'o1' })).toEqual([{ type: 'payment.failed', orderId: 'o1' }]);
    expect(liveEventsOf('payment.failed', {})).toEqual([]);
    expect(liveEventsOf('billing.paused', { orderIds: ['o1', 'o2'] })).toEqual([
      { type: 'billing.paused', orderId: 'o1', status: 'paused' },
      { type: 'billing.paused', orderId: 'o2', status: 'paused' },
    ]);
    expect(liveEventsOf('rental.owned', { orderId: 'o3' })).toEqual([{ type: 'rental.owned', orderId: 'o3', status: 'completed' }]);
    expect(liveEventsOf('order.returned', { orderId: 'o5' })).toEqual([{ type: 'order.returned', orderId: 'o5', status: 'completed' }]);
    expect(liveEventsOf('invoice.paid', { orderId: 'o4', invoiceId: 'in_4' })).toEqual([{ type: 'invoice.paid', orderId: 'o4' }]);
  });

  it('when a customer listens, then they hear only their own orders; an admin hears every one', () => {
    expect(mayHear({ id: 'u1', role: 'customer' }, 'u1')).toBe(true);
    expect(mayHear({ id: 'u1', role: 'customer' }, 'u2')).toBe(false);
    expect(mayHear({ id: 'a1', role: 'admin' }, 'u2')).toBe(true);
  });

  it('when sessions end, then only the streams of that user below the new minimum are concerned', () => {
    expect(sessionEnded({ id: 'u1', sessionVersion: 3 }, { userId: 'u1', minimumSessionVersion: 4 })).toBe(true);
    expect(sessionEnded({ id: 'u1', sessionVersion: 4 }, { userId: 'u1', minimumSessionVersion: 4 })).toBe(false);
    expect(sessionEnded({ id: 'u2', sessionVersion: 1 }, { userId: 'u1', minimumSessionVersion: 4 })).toBe(false);
  });

  it('when frames are written, then each is one event of one data line; a channel message of another shape is ignored', () => {
    expect(eventFrame({ type: 'order.activated', orderId: 'o1', status: 'active' })).toBe('event: order\ndata: {"type":"order.activated","orderId":"o1","status":"active"}\n\n');
    expect(endFrame('replaced')).toBe('event: end\ndata: {"reason":"replaced"}\n\n');
    expect(parseLiveMessage('{"kind":"event","userId":"u1","event":{"type":"t","orderId":"o"}}')).toEqual({ kind: 'event', userId: 'u1', event: { type: 't', orderId: 'o' } });
    expect(parseLiveMessage('not json')).toBeUndefined();
    expect(parseLiveMessage('{"kind":"event","userId":"u1","event":{"type":"t"}}')).toBeUndefined();
    expect(parseLiveMessage('{"kind":"opened","userId":"u1"}')).toBeUndefined();
  });
});
