import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';

/**
 * Create Alert (spec 2.18) through the real gateway: the admin's own notice of the type and priority chosen reaches
 * the feed unread, timed by the server; customers and strangers cannot write one; bad input writes nothing.
 */

const ADMIN = { email: 'alert-admin@example.com', password: 'alert-admin-password' };

let stack: TestStack;
let adminToken: string;
let customer: RegisteredCustomer;

interface Notice {
  _id: string;
  type: string;
  priority: string;
  read: boolean;
  message: string;
  time: string;
}
interface Created {
  notification: Notice;
  unreadCount: number;
}

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      notification: (env) => startNotification(loadNotificationConfig(env)),
    },
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  adminToken = (await stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  customer = await stack.registerCustomer();
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

const createAlert = (body: unknown, token: string | null = adminToken) => stack.call<Created>('POST', '/createAlert', { token: token ?? undefined, body });
const feed = async () => (await stack.call<{ notifications: Notice[]; unreadCount: number }>('GET', '/getNotifications?limit=100', { token: adminToken })).body;
/** The admins' alerts in the feed (the events' notices, e.g. the new customer's, name what they concern). */
const alerts = async () => (await feed()).notifications.filter((notice) => !('subject' in notice));

describe('POST /createAlert', () => {
  it('when an admin creates an alert, then the feed shows it unread with their type, priority and words, timed now', async () => {
    const before = Date.now();
    const created = await createAlert({ type: 'maintenance', priority: 'high', message: '  Warehouse power cut: deliveries late today  ' });
    expect(created.status).toBe(201);
    const { notification, unreadCount } = created.body;
    expect(notification).toMatchObject({ type: 'maintenance', priority: 'high', read: false, message: 'Warehouse power cut: deliveries late today', items: [] });
    expect(new Date(notification.time).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const page = await feed();
    expect(page.notifications.find((notice) => notice._id === notification._id)).toEqual(notification);
    expect(unreadCount).toBe(page.unreadCount);
  });

  it.each([
    ['payment', 'low'],
    ['delivery', 'medium'],
    ['user', 'high'],
  ])('when the type is %s and the priority %s, then the alert has them', async (type, priority) => {
    const created = await createAlert({ type, priority, message: `A ${type} alert` });
    expect(created.status).toBe(201);
    expect(created.body.notification).toMatchObject({ type, priority });
  });

  it('when the browser sends a time or a read flag, then it is refused and nothing is written', async () => {
    const count = (await alerts()).length;
    for (const extra of [{ time: '2020-01-01T00:00:00Z' }, { read: true }, { _id: 'x' }]) {
      const answer = await createAlert({ type: 'user', priority: 'low', message: 'Backdated', ...extra });
      expect(answer.status).toBe(400);
      expect(answer.body).toHaveProperty('error');
    }
    expect(await alerts()).toHaveLength(count);
  });

  it.each([
    [{ priority: 'low', message: 'x' }, 'type must be one of payment, delivery, maintenance, user'],
    [{ type: 'billing', priority: 'low', message: 'x' }, 'type must be one of payment, delivery, maintenance, user'],
    [{ type: 'user', priority: 'urgent', message: 'x' }, 'priority must be one of high, medium, low'],
    [{ type: 'user', priority: 'low', message: '   ' }, 'Please enter a message'],
    [{ type: 'user', priority: 'low' }, 'Please enter a message'],
  ])('when the body is %j, then 400 "%s" and nothing is written', async (body, error) => {
    const count = (await alerts()).length;
    const answer = await createAlert(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error });
    expect(await alerts()).toHaveLength(count);
  });

  it('when the message is longer than 500 characters, then 400', async () => {
    expect((await createAlert({ type: 'user', priority: 'low', message: 'x'.repeat(501) })).status).toBe(400);
  });

  it('when a customer or nobody calls it, then 403 / 401 and nothing is written', async () => {
    const count = (await alerts()).length;
    const body = { type: 'payment', priority: 'high', message: 'Pay me' };
    expect((await createAlert(body, null)).status).toBe(401);
    expect((await createAlert(body, customer.token)).status).toBe(403);
    expect(await alerts()).toHaveLength(count);
  });

  it('when the same alert is sent twice at once (a double click), then it is one alert', async () => {
    const body = { type: 'delivery', priority: 'medium', message: `Twice ${Date.now()}` };
    const [first, second] = await Promise.all([createAlert(body), createAlert(body)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.notification._id).toBe(second.body.notification._id);
    expect((await feed()).notifications.filter((notice) => notice.message === body.message)).toHaveLength(1);
    // Another priority is another alert.
    expect((await createAlert({ ...body, priority: 'high' })).body.notification._id).not.toBe(first.body.notification._id);
  });
});
