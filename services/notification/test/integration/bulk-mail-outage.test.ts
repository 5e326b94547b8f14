import { userRegistered, userVerified } from '@rto/contracts';
import { newEvent, type Connection } from '@rto/kit';
import { eventually, mailsTo, TcpProxy } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { TestStack } from '../../../../test-support/stack';
import { knownHere, objectId } from '../support/customers';

/**
 * A bulk message while the mail server does not answer (a proxy in front of the real SMTP catcher, switched off as
 * an outage would): the message waits and is tried again, a bounded number of times per customer, instead of
 * failing everyone at once or retrying for ever. Short retry waits (BULK_RETRY_AFTER_MS) keep the test quick.
 */

const ADMIN = { email: 'bulk-outage-admin@example.com', password: 'bulk-outage-admin-password' };
const smtp = new URL(process.env['SMTP_URL'] ?? 'smtp://127.0.0.1:1025');
const proxy = new TcpProxy(smtp.hostname, Number(smtp.port));

let stack: TestStack;
let database: Connection;
let adminToken: string;

beforeAll(async () => {
  await proxy.up();
  stack = await TestStack.start({
    // identity for the admin's log-in only: the customers come as its events.
    services: { identity: (env) => startIdentity(loadIdentityConfig(env)), notification: (env) => startNotification(loadNotificationConfig(env)) },
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BULK_SWEEP_INTERVAL: '1s', BULK_RETRY_AFTER_MS: '100', SMTP_URL: proxy.rewrite(smtp.toString()) },
  });
  database = await stack.database('notification');
  adminToken = (await stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  await proxy.down();
});

/** A customer whose address is proved, as identity's events tell of them. */
async function provedCustomer(name: string): Promise<{ id: string; email: string }> {
  const customer = { id: objectId(), email: stack.email(name.toLowerCase()) };
  await stack.probe.publish(newEvent('identity', userRegistered, { userId: customer.id, name, email: customer.email, verified: false }));
  await stack.probe.publish(newEvent('identity', userVerified, { userId: customer.id, email: customer.email }));
  await knownHere(database, customer.id, { email: customer.email, verifiedEmail: customer.email });
  return customer;
}

const send = (userIds: string[], subject: string) =>
  stack.call<{ id: string }>('POST', '/sendBulkMessage', { token: adminToken, body: { userIds, subject, message: 'Hello from the showroom.' } });
const stored = (subject: string) => database.collection('bulk_messages').findOne({ subject });
const bulkMailsTo = async (email: string, subject: string) => (await mailsTo(email)).filter((mail) => mail.subject === subject);

describe('a bulk message while the mail server does not answer', () => {
  it('when the server is away and comes back, then the message waits, is tried again, and everyone gets it once', async () => {
    const [ivy, jon] = [await provedCustomer('Ivy'), await provedCustomer('Jon')];
    await proxy.down();
    const subject = `Back soon ${objectId()}`;
    expect((await send([ivy.id, jon.id], subject)).status).toBe(202);
    // The first attempt found no server: nobody failed, the message is still going out.
    await eventually(async () => expect(await stored(subject)).toMatchObject({ status: 'sending', failed: 0, retries: expect.arrayContaining([ivy.id]) }));

    await proxy.up();
    await eventually(async () => expect(await stored(subject)).toMatchObject({ status: 'sent', sent: 2, failed: 0, pending: [] }));
    for (const who of [ivy, jon]) expect(await bulkMailsTo(who.email, subject)).toHaveLength(1);
  });

  it('when the server stays away, then each customer is tried a bounded number of times and the message ends sent with both failures listed', async () => {
    const [kim, lou] = [await provedCustomer('Kim'), await provedCustomer('Lou')];
    await proxy.down();
    const subject = `Never delivered ${objectId()}`;
    expect((await send([kim.id, lou.id], subject)).status).toBe(202);

    // 4 attempts each, 0.1 s, 0.4 s and 2 s apart (and up to a sweep more).
    const message = await eventually(async () => {
      const found = await stored(subject);
      expect(found).toMatchObject({ status: 'sent', sent: 0, failed: 2, pending: [] });
      return found!;
    }, 40_000);
    expect(message['failures']).toEqual([
      expect.objectContaining({ userId: kim.id, email: kim.email, reason: expect.stringMatching(/\(gave up after 4 attempts\)$/) }),
      expect.objectContaining({ userId: lou.id, email: lou.email, reason: expect.stringMatching(/\(gave up after 4 attempts\)$/) }),
    ]);
    expect((message['retries'] as string[]).filter((id) => id === kim.id)).toHaveLength(4);
    await proxy.up();
  }, 60_000);
});
