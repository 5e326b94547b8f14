import { randomBytes } from 'node:crypto';
import { loadBillingConfig, startBilling } from '@rto/billing';
import { newEvent, type Connection } from '@rto/kit';
import { eventually, mailsTo, testEnvironment } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { orderPlaced } from '@rto/contracts';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';
import { verifiedCustomer } from '../support/customers';

/**
 * The admin's side of notification (spec 2.18) and billing's suspend / activate, through the real gateway with
 * identity, billing and notification running: the feed made from real events (an order, a support message, a new
 * customer, a billing pause), marking read, bulk e-mails in the SMTP catcher, a scheduled one across a restart.
 */

const ADMIN = { email: 'notification-admin@example.com', password: 'notification-admin-password' };
const ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BULK_SWEEP_INTERVAL: '1s' };

let stack: TestStack;
let database: Connection;
let adminToken: string;
let customer: RegisteredCustomer;

interface Notice {
  _id: string;
  type: string;
  priority: string;
  read: boolean;
  message: string;
  time: string;
  items: string[];
  subject?: string;
  sender?: { name: string; email: string };
}
interface Feed {
  notifications: Notice[];
  unreadCount: number;
  pagination: { currentPage: number; totalPages: number; totalNotifications: number; limit: number; hasNext: boolean; hasPrev: boolean };
}

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      billing: (env) => startBilling(loadBillingConfig(env)),
      notification: (env) => startNotification(loadNotificationConfig(env)),
    },
    env: ENV,
  });
  database = await stack.database('notification');
  adminToken = (await stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  customer = await knownCustomer('Casey Customer');
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

const objectId = () => randomBytes(12).toString('hex');
const feed = (query = '', token = adminToken) => stack.call<Feed>('GET', `/getNotifications${query}`, { token });

/** A customer registered through the gateway whose address is proved, once notification knows both. */
const knownCustomer = (name = 'Rita Renter'): Promise<RegisteredCustomer> => verifiedCustomer(stack, database, name);

/** The notice about `subject` (of the kind `matching` picks out), once it is in the feed. */
async function noticeAbout(subject: string, matching: RegExp = /./): Promise<Notice> {
  return eventually(async () => {
    const { body } = await feed('?limit=100');
    const notice = body.notifications.find((n) => n.subject === subject && matching.test(n.message));
    expect(notice).toBeDefined();
    return notice!;
  });
}

describe('who may call the admin paths', () => {
  // Three entries each: a missing third would make jest pass its `done` callback as the body.
  const paths: Array<[string, string, unknown]> = [
    ['GET', '/getNotifications', undefined],
    ['PATCH', '/markNotificationsRead', { all: true }],
    ['POST', '/sendBulkMessage', { userIds: [], subject: 'Hi', message: 'Hello' }],
    ['GET', '/getScheduledMessages', undefined],
    ['PATCH', `/suspendUser/${objectId()}`, undefined],
    ['PATCH', `/activateUser/${objectId()}`, undefined],
  ];

  it.each(paths)('when %s %s is called without a token, then 401; by a customer, then 403', async (method, path, body) => {
    const anonymous = await stack.call(method, path, { body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toHaveProperty('error');
    const byCustomer = await stack.call(method, path, { body, token: customer.token });
    expect(byCustomer.status).toBe(403);
    expect(byCustomer.body).toHaveProperty('error');
  });

  it('when an admin calls them, then they answer', async () => {
    expect((await feed()).status).toBe(200);
    expect((await stack.call('PATCH', '/markNotificationsRead', { token: adminToken, body: { ids: [objectId()] } })).status).toBe(200);
    expect((await stack.call('GET', '/getScheduledMessages', { token: adminToken })).status).toBe(200);
    const bulk = await stack.call('POST', '/sendBulkMessage', { token: adminToken, body: { userIds: [customer.id], subject: 'Welcome', message: 'Glad to have you.' } });
    expect(bulk.status).toBe(202);
    const other = await knownCustomer('Other Customer');
    expect((await stack.call('PATCH', `/suspendUser/${other.id}`, { token: adminToken })).status).toBe(200);
    expect((await stack.call('PATCH', `/activateUser/${other.id}`, { token: adminToken })).status).toBe(200);
  });
});

describe('the admin feed', () => {
  it('when a customer registers, then a "new customer" notice names them', async () => {
    const fresh = await knownCustomer('Nora Newcomer');
    const notice = await noticeAbout(fresh.id);
    expect(notice).toMatchObject({ type: 'user', priority: 'low', read: false, message: `New customer: Nora Newcomer (${fresh.email.toLowerCase()})`, items: [] });
  });

  it('when an order is placed, then its notice shows the order with its item names', async () => {
    const event = newEvent('order', orderPlaced, {
      orderId: objectId(),
      userId: customer.id,
      items: [{ productId: objectId(), name: 'Refrigerator', monthlyPriceCents: 4000 }],
      monthlyTotalCents: 4000,
      deliveryFeeCents: 2500,
      todayChargeCents: 6500,
      deliveryDate: '2030-06-10',
      deliveryTime: '3:00 PM',
      locationName: 'Indianapolis, Indiana',
      revision: 1,
    });
    await stack.probe.publish(event);
    const notice = await noticeAbout(event.data.orderId);
    expect(notice).toMatchObject({ type: 'payment', priority: 'medium', read: false, items: ['Refrigerator'], time: event.occurredAt });
    expect(notice.message).toBe(`New order ${event.data.orderId}: 1 item, $40.00 per month, $65.00 today; delivery 2030-06-10 at 3:00 PM`);
  });

  it('when someone writes to support, then the admin sees the message and its sender', async () => {
    const body = { name: 'Sam Sender', email: stack.email('sam'), issue: 'The dryer door does not close.' };
    expect((await stack.call('POST', '/contactSupport', { body })).status).toBe(201);
    const notice = await eventually(async () => {
      const { body: page } = await feed('?limit=100');
      const found = page.notifications.find((n) => n.sender?.email === body.email.toLowerCase());
      expect(found).toBeDefined();
      return found!;
    });
    expect(notice).toMatchObject({
      type: 'user',
      priority: 'high',
      read: false,
      sender: { name: 'Sam Sender', email: body.email.toLowerCase() },
      message: `Support message from Sam Sender (${body.email.toLowerCase()}): The dryer door does not close.`,
    });
  });

  it('when the feed is read, then it is newest first and paged, with the unread count of all of it', async () => {
    await knownCustomer('Paging One');
    await knownCustomer('Paging Two');
    const all = (await feed('?limit=100')).body;
    const times = all.notifications.map((n) => n.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.unreadCount).toBe(all.notifications.filter((n) => !n.read).length);

    const first = await feed('?page=1&limit=2');
    expect(first.status).toBe(200);
    expect(first.body.notifications).toHaveLength(2);
    expect(first.body.pagination).toEqual({
      currentPage: 1,
      totalPages: Math.ceil(all.pagination.totalNotifications / 2),
      totalNotifications: all.pagination.totalNotifications,
      limit: 2,
      hasNext: true,
      hasPrev: false,
    });
    const second = await feed('?page=2&limit=2');
    expect(second.body.notifications.map((n) => n._id)).toEqual(all.notifications.slice(2, 4).map((n) => n._id));
  });

  it('when one notice is marked read, then the unread count drops by one and the unread filter leaves it out; mark all empties it', async () => {
    const before = (await feed('?unread=true&limit=100')).body;
    expect(before.unreadCount).toBeGreaterThan(1);
    expect(before.notifications.every((n) => !n.read)).toBe(true);
    const one = before.notifications[0]!;

    const marked = await stack.call('PATCH', '/markNotificationsRead', { token: adminToken, body: { ids: [one._id] } });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ updated: 1, unreadCount: before.unreadCount - 1 });
    const after = (await feed('?unread=true&limit=100')).body;
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    expect(after.notifications.map((n) => n._id)).not.toContain(one._id);
    expect((await feed('?limit=100')).body.notifications.find((n) => n._id === one._id)).toMatchObject({ read: true });

    // Marking it again changes nothing.
    expect((await stack.call('PATCH', '/markNotificationsRead', { token: adminToken, body: { ids: [one._id] } })).body).toEqual({ updated: 0, unreadCount: after.unreadCount });

    const all = await stack.call('PATCH', '/markNotificationsRead', { token: adminToken, body: { all: true } });
    expect(all.body).toEqual({ updated: after.unreadCount, unreadCount: 0 });
    const none = (await feed('?unread=true')).body;
    expect(none.unreadCount).toBe(0);
    expect(none.notifications).toEqual([]);
  });

  it.each([
    [{}, 'Give the ids of the notices to mark read, or all: true'],
    [{ all: false }, 'Give the ids of the notices to mark read, or all: true'],
    [{ ids: [] }, 'ids must be a list of notification ids'],
    [{ ids: ['not-an-id'] }, 'ids must be a list of notification ids'],
    [{ ids: [{ $ne: null }] }, 'Give the ids of the notices to mark read, or all: true'],
  ])('when marking %j, then 400 and nothing changes', async (body, error) => {
    const unread = (await feed()).body.unreadCount;
    const response = await stack.call('PATCH', '/markNotificationsRead', { token: adminToken, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
    expect((await feed()).body.unreadCount).toBe(unread);
  });

  it('when the query is not one, then 400', async () => {
    for (const query of ['?page=0', '?limit=101', '?unread=maybe', '?page=10001', '?limit=1e9', '?page=1.5']) {
      const response = await feed(query);
      expect(response.status).toBe(400);
      expect(response.body).toHaveProperty('error');
    }
  });
});

describe('suspending and activating a customer', () => {
  const userOf = async (token: string) => (await stack.call<{ user: { billingPaused: boolean } }>('GET', '/getUser', { token })).body.user;
  const listed = async (who: RegisteredCustomer) =>
    (await stack.call<{ users: Array<{ _id: string; billingPaused: boolean; status: string }> }>('GET', `/getUsers?search=${encodeURIComponent(who.email)}`, { token: adminToken })).body.users.find(
      (user) => user._id === who.id,
    );

  it("when an admin suspends a customer, then their billing is paused as their own pause does: billingPaused on /getUser and Suspended in /getUsers; activate clears it", async () => {
    const renter = await knownCustomer('Sue Spended');
    const suspended = await stack.call('PATCH', `/suspendUser/${renter.id}`, { token: adminToken });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toEqual({ message: 'User suspended successfully', userId: renter.id, billingPaused: true });
    await eventually(async () => expect(await userOf(renter.token)).toMatchObject({ billingPaused: true }));
    expect(await listed(renter)).toMatchObject({ billingPaused: true, status: 'suspended' });
    // The same record the customer's own pause writes: their billing page says paused.
    const details = await stack.call<{ billing: { billingPaused: boolean } }>('GET', '/getBillingDetails', { token: renter.token });
    expect(details.body.billing.billingPaused).toBe(true);
    const pausedNotice = await noticeAbout(renter.id, /^Billing paused/);
    expect(pausedNotice).toMatchObject({ type: 'payment', priority: 'medium', message: `Billing paused for Sue Spended (${renter.email.toLowerCase()}): nothing is drafted until it is resumed` });

    const activated = await stack.call('PATCH', `/activateUser/${renter.id}`, { token: adminToken });
    expect(activated.status).toBe(200);
    expect(activated.body).toEqual({ message: 'User activated successfully', userId: renter.id, billingPaused: false });
    await eventually(async () => expect(await userOf(renter.token)).toMatchObject({ billingPaused: false }));
    expect(await listed(renter)).toMatchObject({ billingPaused: false, status: 'active' });
    await noticeAbout(renter.id, /^Billing resumed/);
  });

  it('when the id is not a user id, then 400 and nothing is published', async () => {
    const response = await stack.call('PATCH', '/suspendUser/not-an-id', { token: adminToken });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'id must be a user id' });
  });
});

describe('bulk messages', () => {
  it('when an admin sends to chosen customers, then each of them gets the e-mail and nobody else', async () => {
    const [ann, bob, carl] = [await knownCustomer('Ann'), await knownCustomer('Bob'), await knownCustomer('Carl')];
    const response = await stack.call<{ id: string; recipients: number; status: string }>('POST', '/sendBulkMessage', {
      token: adminToken,
      body: { userIds: [ann.id, bob.id, ann.id], subject: 'Holiday hours', message: 'We deliver until noon on Friday.' },
    });
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ recipients: 2, status: 'sending' });

    for (const who of [ann, bob]) {
      const [mail] = await eventually(async () => {
        const mails = await mailsTo(who.email);
        expect(mails.filter((m) => m.subject === 'Holiday hours')).toHaveLength(1);
        return mails.filter((m) => m.subject === 'Holiday hours');
      });
      expect(mail!.text).toBe(`Hello ${who.name},\n\nWe deliver until noon on Friday.\n\nRent-to-Own Appliance\n`);
      expect(mail!.messageId).toBe(`bulk.${response.body.id}.${who.id}@rent-to-own.mail`);
    }
    const listed = await eventually(async () => {
      const { body } = await stack.call<{ messages: Array<Record<string, unknown>> }>('GET', '/getScheduledMessages', { token: adminToken });
      const message = body.messages.find((m) => m['id'] === response.body.id);
      expect(message).toMatchObject({ status: 'sent', recipients: 2, sent: 2, skipped: 0, unverified: 0, failed: 0, failures: [], audience: 'selected' });
      return message;
    });
    expect(listed!['sentAt']).toEqual(expect.any(String));
    expect((await mailsTo(carl.email)).filter((m) => m.subject === 'Holiday hours')).toEqual([]);
  });

  it('when it goes to all, then every known customer gets it', async () => {
    const [dee, eve] = [await knownCustomer('Dee'), await knownCustomer('Eve')];
    const known = await database.collection('customers').countDocuments({ deletedAt: null, email: { $ne: null } });
    const response = await stack.call('POST', '/sendBulkMessage', { token: adminToken, body: { userIds: 'all', subject: 'News for all', message: 'New freezers in stock.' } });
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ recipients: known, status: 'sending' });
    for (const who of [dee, eve, customer]) {
      await eventually(async () => expect((await mailsTo(who.email)).filter((m) => m.subject === 'News for all')).toHaveLength(1));
    }
  });

  it('when a subject carries line breaks and a header of its own, then it stays one subject line: no header is added, nobody else is mailed', async () => {
    const hal = await knownCustomer('Hal');
    const intruder = stack.email('intruder');
    const subject = `Offer\r\nBcc: ${intruder}\r\nX-Injected: yes\nReply-To: ${intruder}`;
    const response = await stack.call('POST', '/sendBulkMessage', { token: adminToken, body: { userIds: [hal.id], subject, message: 'Body.' } });
    expect(response.status).toBe(202);
    const mail = await eventually(async () => {
      const [found] = (await mailsTo(hal.email)).filter((m) => m.subject.startsWith('Offer'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(mail.subject).not.toMatch(/[\r\n]/);
    const headers = (mail as unknown as { headers: Record<string, unknown> }).headers;
    expect(headers).toHaveProperty('subject'); // the catcher reports the headers it got
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toEqual(expect.arrayContaining(['x-injected']));
    expect(headers['reply-to']).toBeUndefined();
    expect(headers['bcc']).toBeUndefined();
    expect(await mailsTo(intruder)).toEqual([]);
  });

  it('when the list of customers is longer than allowed or holds no ids, then 400 and nothing is stored', async () => {
    const stored = await database.collection('bulk_messages').countDocuments();
    const tooMany = Array.from({ length: 201 }, () => objectId());
    for (const [userIds, error] of [
      [tooMany, expect.any(String)],
      [[{ $ne: null }], "userIds must be a list of customer ids or 'all'"],
      [['x'.repeat(65)], 'userIds must be at most 64 characters'],
    ] as const) {
      const response = await stack.call('POST', '/sendBulkMessage', { token: adminToken, body: { userIds, subject: 'S', message: 'M' } });
      expect([response.status, response.body]).toEqual([400, { error }]);
    }
    expect(await database.collection('bulk_messages').countDocuments()).toBe(stored);
  });

  it.each([
    [{ userIds: [], subject: 'S', message: 'M' }, 'Please choose at least one customer'],
    [{ userIds: 'some', subject: 'S', message: 'M' }, "userIds must be a list of customer ids or 'all'"],
    [{ userIds: 'all', subject: ' ', message: 'M' }, 'Please enter a subject'],
    [{ userIds: 'all', subject: 'S' }, 'Please enter a message'],
    [{ userIds: 'all', subject: 'S', message: 'M', sendAt: 'tomorrow' }, 'sendAt must be an ISO date and time'],
    [{ userIds: 'all', subject: 'S', message: 'M', sendAt: '2001-01-01T00:00:00Z' }, 'sendAt must be in the future'],
    [{ userIds: ['64b7f0c2a1b2c3d4e5f60718'], subject: 'S', message: 'M' }, 'No customer to write to with id 64b7f0c2a1b2c3d4e5f60718'],
  ])('when sending %j, then 400 "%s" and nothing is stored', async (body, error) => {
    const stored = await database.collection('bulk_messages').countDocuments();
    const response = await stack.call('POST', '/sendBulkMessage', { token: adminToken, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
    expect(await database.collection('bulk_messages').countDocuments()).toBe(stored);
  });

  it('when a message is scheduled and the service is stopped before its time and started again after it, then it is sent once', async () => {
    const [fay, gus] = [await knownCustomer('Fay'), await knownCustomer('Gus')];
    const sendAt = new Date(Date.now() + 3_000);
    const response = await stack.call<{ id: string; status: string }>('POST', '/sendBulkMessage', {
      token: adminToken,
      body: { userIds: [fay.id, gus.id], subject: 'Scheduled note', message: 'See you soon.', sendAt: sendAt.toISOString() },
    });
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ status: 'scheduled', recipients: 2, sendAt: sendAt.toISOString() });
    const scheduled = (await stack.call<{ messages: Array<{ id: string; status: string }> }>('GET', '/getScheduledMessages', { token: adminToken })).body.messages;
    expect(scheduled.find((m) => m.id === response.body.id)).toMatchObject({ status: 'scheduled', sent: 0 });

    const running = stack.services['notification']!;
    const { port } = new URL(running.url);
    await running.stop();
    // Its time passes while no instance runs: nothing goes out.
    await new Promise((resolve) => setTimeout(resolve, sendAt.getTime() - Date.now() + 1_500));
    expect((await mailsTo(fay.email)).filter((m) => m.subject === 'Scheduled note')).toEqual([]);

    stack.services['notification'] = await startNotification(
      loadNotificationConfig(testEnvironment(stack.namespace, `notification-${stack.suffix}`, { ...ENV, IDENTITY_URL: stack.services['identity']!.url, PORT: port })),
    );
    for (const who of [fay, gus]) {
      await eventually(async () => expect((await mailsTo(who.email)).filter((m) => m.subject === 'Scheduled note')).toHaveLength(1), 15_000);
    }
    await eventually(async () => expect(await database.collection('bulk_messages').findOne({ subject: 'Scheduled note' })).toMatchObject({ status: 'sent', sent: 2, pending: [] }));
    // Several sweeps later, still once each.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    for (const who of [fay, gus]) expect((await mailsTo(who.email)).filter((m) => m.subject === 'Scheduled note')).toHaveLength(1);
  }, 40_000);
});
