import { randomBytes } from 'node:crypto';
import { userDeleted, userRegistered } from '@rto/contracts';
import { newEvent, type Connection, type RunningService } from '@rto/kit';
import { eventually, ManualClock, mailsTo, testEnvironment } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';
import { knownHere } from '../support/customers';

/**
 * Send Bulk SMS and Schedule Message (spec 2.18) through the real gateway, with no SMS provider configured: each
 * text is kept in notification's own collection and the admin's list shows it sent and kept; customers without a
 * mobile number are left out and counted. A scheduled text goes out when notification's clock (a test clock here,
 * moved by the test; no route moves it) reaches its time, once, with two instances sweeping.
 */

const ADMIN = { email: 'sms-admin@example.com', password: 'sms-admin-password' };
const ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BULK_SWEEP_INTERVAL: '1s' };
const clock = new ManualClock();

let stack: TestStack;
let database: Connection;
let adminToken: string;
let customer: RegisteredCustomer;
const extra: RunningService[] = [];

interface Listed {
  id: string;
  channel: string;
  status: string;
  recipients: number;
  sent: number;
  noMobile: number;
  kept: number;
  keptNote: string | null;
}

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      notification: (env) => startNotification(loadNotificationConfig(env), { clock }),
    },
    env: ENV,
  });
  database = await stack.database('notification');
  adminToken = (await stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  customer = await stack.registerCustomer();
}, 60_000);

afterAll(async () => {
  for (const service of extra) await service.stop();
  await stack?.stop();
});

/** A customer identity told of, address proved, with `mobile` as they typed it (none when undefined). */
async function customerWith(mobile: string | undefined): Promise<{ id: string; email: string }> {
  const id = randomBytes(12).toString('hex');
  const email = stack.email('texted');
  await stack.probe.publish(newEvent('identity', userRegistered, { userId: id, name: 'Tex Renter', email, verified: true, ...(mobile === undefined ? {} : { mobile }) }));
  await knownHere(database, id, { email });
  return { id, email };
}

const send = (body: Record<string, unknown>, token = adminToken) => stack.call<{ id: string; status: string; recipients: number }>('POST', '/sendBulkMessage', { token, body });
const listed = async (id: string): Promise<Listed | undefined> =>
  (await stack.call<{ messages: Listed[] }>('GET', '/getScheduledMessages?limit=100', { token: adminToken })).body.messages.find((message) => message.id === id);
const keptFor = (bulkId: string) => database.collection('kept_sms').find({ key: { $regex: `^bulk\\.${bulkId}\\.` } }).toArray();

describe('Send Bulk SMS without a provider', () => {
  it('when texts are sent, then each customer with a mobile gets one kept here, those without are counted, no e-mail goes, and the list says kept', async () => {
    const [withMobile, withoutMobile, notANumber] = [await customerWith('(317) 555-0142'), await customerWith(undefined), await customerWith('12')];
    const response = await send({ userIds: [withMobile.id, withoutMobile.id, notANumber.id], subject: 'Storm closure', message: 'Deliveries resume Monday.', channel: 'sms' });
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ status: 'sending', recipients: 3 });

    await eventually(async () => expect(await listed(response.body.id)).toMatchObject({ channel: 'sms', status: 'sent', sent: 1, noMobile: 2, kept: 1, keptNote: 'kept: no SMS provider configured' }));
    const kept = await keptFor(response.body.id);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ userId: withMobile.id, to: '+13175550142', text: 'Rent-to-Own Appliance: Deliveries resume Monday.' });
    expect((await mailsTo(withMobile.email)).filter((mail) => mail.subject === 'Storm closure')).toEqual([]);
  });

  it('when the customer has not proved their e-mail address, then the text still goes to their mobile', async () => {
    const id = randomBytes(12).toString('hex');
    const email = stack.email('unproved');
    await stack.probe.publish(newEvent('identity', userRegistered, { userId: id, name: 'Una Proved', email, mobile: '317-555-0111', verified: false }));
    await knownHere(database, id, { email });
    const response = await send({ userIds: [id], subject: 'Unproved', message: 'Hello.', channel: 'sms' });
    await eventually(async () => expect(await listed(response.body.id)).toMatchObject({ status: 'sent', sent: 1, unverified: 0, kept: 1 }));
  });

  it('when a customer is deleted, then the texts kept for them go', async () => {
    const gone = await customerWith('317-555-0199');
    const response = await send({ userIds: [gone.id], subject: 'Bye', message: 'Thanks.', channel: 'sms' });
    await eventually(async () => expect(await keptFor(response.body.id)).toHaveLength(1));
    await stack.probe.publish(newEvent('identity', userDeleted, { userId: gone.id }));
    await eventually(async () => expect(await keptFor(response.body.id)).toHaveLength(0));
  });

  it.each([
    [{ userIds: 'all', subject: 'S', message: 'M', channel: 'fax' }, "channel must be 'email' or 'sms'"],
    [{ userIds: 'all', subject: 'S', message: 'x'.repeat(641), channel: 'sms' }, 'A text message must be at most 640 characters'],
  ])('when sending %j, then 400 "%s" and nothing is stored', async (body, error) => {
    const stored = await database.collection('bulk_messages').countDocuments();
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
    expect(await database.collection('bulk_messages').countDocuments()).toBe(stored);
  });

  it('when a customer sends texts, then 403 and nothing is stored', async () => {
    const stored = await database.collection('bulk_messages').countDocuments();
    expect((await send({ userIds: 'all', subject: 'S', message: 'M', channel: 'sms' }, customer.token)).status).toBe(403);
    expect((await stack.call('POST', '/sendBulkMessage', { body: { userIds: 'all', subject: 'S', message: 'M', channel: 'sms' } })).status).toBe(401);
    expect(await database.collection('bulk_messages').countDocuments()).toBe(stored);
  });
});

describe('Schedule Message', () => {
  it('when a time already passed (by the service\'s clock) is asked for, then 400 and nothing is stored', async () => {
    const stored = await database.collection('bulk_messages').countDocuments();
    const response = await send({ userIds: 'all', subject: 'Late', message: 'M', channel: 'sms', sendAt: new Date(clock.now().getTime() - 60_000).toISOString() });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'sendAt must be in the future' });
    expect(await database.collection('bulk_messages').countDocuments()).toBe(stored);
  });

  it('when a text is scheduled, then nothing goes before its time; when the clock reaches it, it goes once though two instances sweep', async () => {
    const target = await customerWith('+1 317 555 0177');
    const sendAt = new Date(clock.now().getTime() + 5 * 60_000);
    const response = await send({ userIds: [target.id], subject: 'Reminder', message: 'Pickup tomorrow.', channel: 'sms', sendAt: sendAt.toISOString() });
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({ status: 'scheduled', recipients: 1 });

    // A second instance of notification, on the same database and clock.
    extra.push(
      await startNotification(
        loadNotificationConfig(testEnvironment(stack.namespace, `notification-${stack.suffix}`, { ...ENV, IDENTITY_URL: stack.services['identity']!.url, PORT: '0' })),
        { clock },
      ),
    );
    // Several sweeps of both pass before its time: nothing goes.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await listed(response.body.id)).toMatchObject({ status: 'scheduled', sent: 0 });
    expect(await keptFor(response.body.id)).toHaveLength(0);

    clock.set(new Date(sendAt.getTime() + 1_000));
    await eventually(async () => expect(await listed(response.body.id)).toMatchObject({ status: 'sent', sent: 1, kept: 1 }), 15_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await keptFor(response.body.id)).toHaveLength(1);
    expect(await listed(response.body.id)).toMatchObject({ sent: 1, kept: 1 });
  }, 40_000);
});

describe('the SMS provider setting', () => {
  const env = (extra: Record<string, string> = {}) => testEnvironment(stack.namespace, `notification-${stack.suffix}`, extra);

  it('when no provider is set, then texts are kept (no working default to send with)', () => {
    expect(loadNotificationConfig(env()).SMS_PROVIDER).toBe('none');
  });

  it('when twilio is chosen without its settings, then the service refuses to start', () => {
    expect(() => loadNotificationConfig(env({ SMS_PROVIDER: 'twilio' }))).toThrow(/TWILIO_ACCOUNT_SID.*TWILIO_AUTH_TOKEN.*TWILIO_FROM/);
    expect(loadNotificationConfig(env({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC123', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+13175550000' })).SMS_PROVIDER).toBe('twilio');
  });
});

describe('a subject with letters beyond ASCII', () => {
  it('when an e-mail goes out with it, then the mail and the admin list show it unmangled', async () => {
    const subject = 'Réduction été — ünïcødé';
    const target = await customerWith('317-555-0123');
    const response = await send({ userIds: [target.id], subject, message: 'Ça marche, naïve café.' });
    expect(response.status).toBe(202);
    const mail = await eventually(async () => {
      const found = (await mailsTo(target.email)).filter((caught) => caught.subject === subject);
      expect(found).toHaveLength(1);
      return found[0]!;
    });
    expect(mail.text).toContain('Ça marche, naïve café.');
    await eventually(async () => expect(await listed(response.body.id)).toMatchObject({ status: 'sent', sent: 1 }));
    expect((await stack.call<{ messages: Array<{ id: string; subject: string }> }>('GET', '/getScheduledMessages?limit=100', { token: adminToken })).body.messages.find((m) => m.id === response.body.id)?.subject).toBe(subject);
  });
});
