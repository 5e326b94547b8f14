import { connectMongo, newEvent, type Connection } from '@rto/kit';
import { eventually, testDatabaseUrl, uniqueSuffix } from '@rto/kit/testing';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { loadSchedulingConfig, startScheduling } from '@rto/scheduling';
import { deliveryBooked, deliveryReleased } from '@rto/contracts';
import { addDays, bookableWindow } from '../../../scheduling/src/domain/slots';
import { onDeliveryBooked, onDeliveryReleased } from '../../src/events/on-delivery-changed';
import { createAdminNotificationRepository } from '../../src/store/admin-notification.repository';
import { TestStack } from '../../../../test-support/stack';
import { callInternal } from '../../../scheduling/test/support/internal-api';

/**
 * The admin feed hears of delivery slots: scheduling publishes delivery.booked / delivery.released, notification
 * records one notice of type 'delivery' per event (spec 3, Notification).
 */

let stack: TestStack;
let database: Connection;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      scheduling: (env) => startScheduling(loadSchedulingConfig(env)),
      notification: (env) => startNotification(loadNotificationConfig(env)),
    },
  });
  database = await stack.database('notification');
});

afterAll(async () => {
  await stack?.stop();
});

const internal = async (method: string, path: string, body?: unknown) => (await callInternal(stack.services['scheduling']!.url, method, path, body)).status;

describe('delivery notices in the admin feed', () => {
  it('when a slot is booked and then released, then the feed has an unread delivery notice for each, at the time it happened', async () => {
    const orderId = `order-${stack.suffix}`;
    const deliveryDate = addDays(bookableWindow(new Date(), { timeZone: 'America/Indiana/Indianapolis', deliveryDays: [0, 1, 2, 3, 4, 5, 6], horizonDays: 365 }).today, 5);
    expect(await internal('POST', '/internal/bookings', { orderId, customerId: 'customer-1', deliveryDate, deliveryTime: '3:00 PM' })).toBe(201);
    expect(await internal('DELETE', `/internal/bookings/${orderId}`)).toBe(200);

    const notices = await eventually(async () => {
      const found = await database.collection('admin_notifications').find({ subject: orderId }).sort({ time: 1 }).toArray();
      expect(found).toHaveLength(2);
      return found;
    });
    expect(notices[0]).toMatchObject({ type: 'delivery', priority: 'medium', read: false, message: `Delivery booked for order ${orderId} on ${deliveryDate} at 3:00 PM` });
    expect(notices[1]).toMatchObject({ type: 'delivery', priority: 'high', read: false, message: `Delivery released for order ${orderId}: ${deliveryDate} at 3:00 PM is free again` });
    const booked = await stack.probe.waitFor('delivery.booked', (event) => (event.data as { orderId: string }).orderId === orderId);
    expect(notices[0]!['time']).toEqual(new Date(booked.occurredAt));
  });

  it('when the same event is handled twice (a redelivery), then there is still one notice', async () => {
    const connection = await connectMongo(testDatabaseUrl(`notification-notices-${uniqueSuffix()}`));
    try {
      const notifications = createAdminNotificationRepository(connection);
      await notifications.model.init();
      const handle = onDeliveryBooked(notifications);
      const event = newEvent('scheduling', deliveryBooked, { orderId: 'order-twice', customerId: 'c', deliveryDate: '2030-06-10', deliveryTime: '9:00 AM', revision: 1 });
      await handle(event);
      await handle(event);
      expect(await connection.collection('admin_notifications').countDocuments({ eventId: event.id })).toBe(1);
    } finally {
      await connection.dropDatabase().catch(() => undefined);
      await connection.close();
    }
  });

  it("when a repair's or a pickup's slot is booked or released (the same events, one calendar), then it is no delivery notice", async () => {
    const connection = await connectMongo(testDatabaseUrl(`notification-visits-${uniqueSuffix()}`));
    try {
      const notifications = createAdminNotificationRepository(connection);
      await notifications.model.init();
      const slot = { orderId: 'order-visited', customerId: 'c', deliveryDate: '2030-06-10', deliveryTime: '9:00 AM', revision: 1 };
      await onDeliveryBooked(notifications)(newEvent('scheduling', deliveryBooked, { ...slot, visitId: 'ticket-1', kind: 'repair' }));
      await onDeliveryReleased(notifications)(newEvent('scheduling', deliveryReleased, { ...slot, visitId: 'pickup-1', kind: 'pickup' }));
      expect(await connection.collection('admin_notifications').countDocuments({ subject: 'order-visited' })).toBe(0);
      await onDeliveryBooked(notifications)(newEvent('scheduling', deliveryBooked, { ...slot, visitId: 'order-visited', kind: 'delivery' }));
      expect(await connection.collection('admin_notifications').countDocuments({ subject: 'order-visited' })).toBe(1);
    } finally {
      await connection.dropDatabase().catch(() => undefined);
      await connection.close();
    }
  });
});
