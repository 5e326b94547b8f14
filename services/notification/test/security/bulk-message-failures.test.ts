import { newEvent, type Connection } from '@rto/kit';
import { eventually, mailsTo } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { userVerified } from '@rto/contracts';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';
import { customerWhoVerified, knownHere } from '../support/customers';

/**
 * Review: a bulk message whose one recipient's e-mail failed stopped there and was retried for ever ('sending', 37
 * of 48, for 20 minutes), and subjects with non-ASCII letters were reported mangled. Now each recipient's outcome
 * is recorded, the others are mailed, the message ends `sent` with the failures listed, and the subject arrives as
 * written. Every e-mail goes through the real mailer to the real SMTP catcher: the failing recipient is an address
 * the mail server really refuses.
 */

const ADMIN = { email: 'bulk-failures-admin@example.com', password: 'bulk-failures-admin-password' };

let stack: TestStack;
let database: Connection;
let adminToken: string;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      notification: (env) => startNotification(loadNotificationConfig(env)),
    },
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, BULK_SWEEP_INTERVAL: '1s' },
  });
  database = await stack.database('notification');
  adminToken = (await stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

interface ListedMessage {
  id: string;
  status: string;
  recipients: number;
  sent: number;
  skipped: number;
  unverified: number;
  failed: number;
  failures: Array<{ userId: string; email: string; reason: string; at: string }>;
}

/** The message as the admin's list shows it, once it is `sent`. */
async function sentMessage(id: string): Promise<ListedMessage> {
  return eventually(async () => {
    const { body } = await stack.call<{ messages: ListedMessage[] }>('GET', '/getScheduledMessages', { token: adminToken });
    const message = body.messages.find((m) => m.id === id);
    expect(message?.status).toBe('sent');
    return message!;
  });
}

const bulkMailsTo = async (customer: RegisteredCustomer, subject: string) => (await mailsTo(customer.email)).filter((mail) => mail.subject === subject);

/**
 * A customer whose address the mail server refuses. identity takes it (it is a valid address for a browser's e-mail
 * field: dots may follow each other there), SMTP does not (501, bad recipient syntax). That it was proved stands
 * for a mailbox that worked once and is refused now, which the catcher cannot do for one address: identity's
 * user.verified is sent as identity sends it.
 */
async function customerTheServerRefuses(): Promise<RegisteredCustomer> {
  const customer = await stack.registerCustomer({ name: 'Rex Refused', email: stack.email('refused..dots') });
  const email = customer.email.toLowerCase();
  await knownHere(database, customer.id, { email });
  await stack.probe.publish(newEvent('identity', userVerified, { userId: customer.id, email }));
  await knownHere(database, customer.id, { verifiedEmail: email });
  return customer;
}

describe('a bulk message with a recipient whose e-mail is refused', () => {
  it('when one of three is refused by the mail server, then the other two get it, it ends sent with the one failure listed; an unproved address is left out, not mailed', async () => {
    const ann = await customerWhoVerified(stack, database, 'Ann Able');
    const rex = await customerTheServerRefuses();
    const bob = await customerWhoVerified(stack, database, 'Bob Baker');
    const una = await stack.registerCustomer({ name: 'Una Unproved', email: stack.email('unproved') });
    await knownHere(database, una.id, { email: una.email.toLowerCase() });

    const subject = 'Café façade — Größe';
    const response = await stack.call<{ id: string }>('POST', '/sendBulkMessage', {
      token: adminToken,
      body: { userIds: [ann.id, rex.id, bob.id, una.id], subject, message: 'Our showroom reopens on Monday.' },
    });
    expect(response.status).toBe(202);

    const message = await sentMessage(response.body.id);
    expect(message).toMatchObject({ recipients: 4, sent: 2, skipped: 0, unverified: 1, failed: 1 });
    expect(message.failures).toEqual([{ userId: rex.id, email: rex.email.toLowerCase(), reason: expect.stringMatching(/^501 /), at: expect.any(String) }]);
    for (const who of [ann, bob]) expect(await bulkMailsTo(who, subject)).toHaveLength(1);
    expect(await bulkMailsTo(una, subject)).toEqual([]);
    expect(await database.collection('bulk_messages').findOne({ subject })).toMatchObject({ status: 'sent', pending: [], leaseBy: null });

    // Sweeps later it is still sent once: the refused address is not tried again, nobody is mailed twice.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await sentMessage(response.body.id)).toMatchObject({ sent: 2, failed: 1 });
    for (const who of [ann, bob]) expect(await bulkMailsTo(who, subject)).toHaveLength(1);
  });
});

describe('a bulk subject in letters beyond ASCII', () => {
  it('when the subject is long and holds accents, a dash and an emoji, then the e-mail arrives with it exactly as written', async () => {
    const cleo = await customerWhoVerified(stack, database, 'Cleo Café');
    // Long enough that the mailer splits it into several encoded words (RFC 2047), which must not cut a letter.
    const subject = 'Crème brûlée, façade, Größe, naïve — ça marche 🎉 '.repeat(3).trim();
    const response = await stack.call<{ id: string }>('POST', '/sendBulkMessage', { token: adminToken, body: { userIds: [cleo.id], subject, message: 'Voilà.' } });
    expect(response.status).toBe(202);
    await sentMessage(response.body.id);
    const [mail] = await bulkMailsTo(cleo, subject);
    expect(mail?.subject).toBe(subject);
    expect(mail?.text).toBe('Hello Cleo Café,\n\nVoilà.\n\nRent-to-Own Appliance\n');
  });
});
