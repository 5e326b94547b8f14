import { createInternalClient, type Connection, type RunningService } from '@rto/kit';
import { eventually, mailsTo, testEnvironment, testTokens } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { identityInternalContract } from '@rto/contracts';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { TestStack } from '../../../../test-support/stack';

/**
 * notification sends the password-reset e-mail, identity no longer does: identity publishes password.reset.requested
 * with the reset's id only, and notification asks identity's internal API for the link. The link's secret is never
 * in an event, an outbox or a database, and the customer's answer is the same whatever happens to the e-mail.
 */

const SAME_ANSWER =
  'If an account exists for this email, we have sent it a link to choose a new password. Your password changes only when you set it from that link.';
const startIdentityFrom = (env: NodeJS.ProcessEnv) => startIdentity(loadIdentityConfig(env));
const startNotificationFrom = (env: NodeJS.ProcessEnv) => startNotification(loadNotificationConfig(env));

/** The link's token in the newest reset e-mail to `email`, once `count` have arrived. */
async function mailedToken(email: string, count = 1, timeoutMs = 10_000): Promise<{ token: string; messageId: string | undefined; html: string }> {
  const mail = await eventually(async () => {
    // A new account is mailed its verification link too: only the reset e-mails count here.
    const mails = (await mailsTo(email)).filter((each) => each.subject === 'Choose your new password');
    expect(mails.length).toBeGreaterThanOrEqual(count);
    return mails.at(-1)!;
  }, timeoutMs);
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  return { token: new URL(link!).searchParams.get('token')!, messageId: mail.messageId, html: mail.html ?? '' };
}

/** Every document of every collection of a database, as one text to search. */
async function everythingIn(database: Connection): Promise<string> {
  const texts: string[] = [];
  for (const { name } of await database.db!.listCollections().toArray()) {
    texts.push(JSON.stringify(await database.collection(name).find({}).toArray()));
  }
  return texts.join('\n');
}

describe('the password-reset e-mail, sent by notification', () => {
  let stack: TestStack;
  let identityDb: Connection;
  let notificationDb: Connection;

  beforeAll(async () => {
    // notification after identity: the stack hands it IDENTITY_URL.
    stack = await TestStack.start({ services: { identity: startIdentityFrom, notification: startNotificationFrom } });
    identityDb = await stack.database('identity');
    notificationDb = await stack.database('notification');
  });

  afterAll(() => stack?.stop());

  const identityUrl = () => stack.services['identity']!.url;
  const internal = () => createInternalClient({ callee: 'identity', caller: 'notification', baseUrl: identityUrl(), settings: loadIdentityConfig({ NODE_ENV: 'test' }) });

  it('when a customer asks for a reset through the gateway, then notification e-mails the link, and it sets the new password', async () => {
    const customer = await stack.registerCustomer({ email: stack.email('owner') });
    const asked = await stack.call('PATCH', '/resetPassword', { body: { email: customer.email, newPassword: 'typed-when-asking' } });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: SAME_ANSWER });

    const { token, messageId, html } = await mailedToken(customer.email);
    const event = await stack.probe.waitFor<{ userId: string }>('password.reset.requested', (e) => e.data.userId === customer.id);
    // Sent by notification's consumer of identity's event: a redelivery sends the same message, recognisably.
    expect(messageId).toBe(`notification.${event.id}@rent-to-own.mail`);
    expect(html).toContain(`/reset-password?token=${token}`);

    const confirmed = await stack.call('POST', '/confirmPasswordReset', { body: { token, newPassword: 'chosen-from-the-link' } });
    expect(confirmed.status).toBe(200);
    expect((await stack.call('POST', '/login', { body: { email: customer.email, password: 'chosen-from-the-link' } })).status).toBe(200);
    expect((await stack.call('GET', '/getUser', { token: customer.token })).status).toBe(401);
  });

  it('when a reset is asked, then neither its event nor any stored document (identity, notification) holds the link\'s secret', async () => {
    const customer = await stack.registerCustomer({ email: stack.email('secret-keeper') });
    await stack.call('PATCH', '/resetPassword', { body: { email: customer.email, newPassword: 'typed-when-asking' } });
    const { token } = await mailedToken(customer.email);

    const event = await stack.probe.waitFor<Record<string, unknown>>('password.reset.requested', (e) => e.data['userId'] === customer.id);
    expect(Object.keys(event.data).sort()).toEqual(['expiresAt', 'resetId', 'userId']);
    // Nothing that went over the broker in this stack, and nothing either service keeps, holds the secret.
    expect(JSON.stringify(stack.probe.all())).not.toContain(token);
    expect(await everythingIn(identityDb)).not.toContain(token);
    expect(await everythingIn(notificationDb)).not.toContain(token);
    // identity keeps the reset's id and the hash of the secret, nothing else of it.
    const stored = await identityDb.collection('users').findOne({ email: customer.email.toLowerCase() });
    expect(Object.keys(stored!['passwordReset'] as object).sort()).toEqual(['expiresAt', 'id', 'secretHash']);
  });

  it('when an unknown address asks for a reset, then the answer is the same and no e-mail goes', async () => {
    const email = stack.email('nobody');
    const asked = await stack.call('PATCH', '/resetPassword', { body: { email, newPassword: 'typed-when-asking' } });
    expect(asked.body).toEqual({ message: SAME_ANSWER });
    // A reset asked after it, for a real account, is mailed: by then the unknown one would have been too.
    const customer = await stack.registerCustomer({ email: stack.email('after-nobody') });
    await stack.call('PATCH', '/resetPassword', { body: { email: customer.email, newPassword: 'typed-when-asking' } });
    await mailedToken(customer.email);
    expect(await mailsTo(email)).toEqual([]);
  });

  describe("identity's internal API for reset links", () => {
    it('when notification asks for a pending reset, then it gets the mailed link and the address, the same each time, until the link is used', async () => {
      const customer = await stack.registerCustomer({ email: stack.email('linked') });
      await stack.call('PATCH', '/resetPassword', { body: { email: customer.email, newPassword: 'typed-when-asking' } });
      const { token } = await mailedToken(customer.email);
      const event = await stack.probe.waitFor<{ userId: string; resetId: string }>('password.reset.requested', (e) => e.data.userId === customer.id);

      const first = await internal().call(identityInternalContract.passwordResetLink, { params: { resetId: event.data.resetId } });
      const again = await internal().call(identityInternalContract.passwordResetLink, { params: { resetId: event.data.resetId } });
      expect(first).toEqual(again);
      expect(first).toMatchObject({ ok: true, data: { email: customer.email.toLowerCase() } });
      expect(first.ok && new URL(first.data.resetUrl).searchParams.get('token')).toBe(token);

      expect((await stack.call('POST', '/confirmPasswordReset', { body: { token, newPassword: 'chosen-from-the-link' } })).status).toBe(200);
      const used = await internal().call(identityInternalContract.passwordResetLink, { params: { resetId: event.data.resetId } });
      expect(used).toMatchObject({ ok: false, status: 404 });
    });

    it('when a newer reset replaces a pending one, then the older one has no link any more', async () => {
      const customer = await stack.registerCustomer({ email: stack.email('asked-twice') });
      await stack.call('PATCH', '/resetPassword', { body: { email: customer.email, newPassword: 'typed-when-asking' } });
      const older = await stack.probe.waitFor<{ userId: string; resetId: string }>('password.reset.requested', (e) => e.data.userId === customer.id);
      await stack.call('PATCH', '/resetPassword', { body: { email: customer.email, newPassword: 'typed-again' } });
      const newer = await stack.probe.waitFor<{ userId: string; resetId: string }>(
        'password.reset.requested',
        (e) => e.data.userId === customer.id && e.data.resetId !== older.data.resetId,
      );
      expect(await internal().call(identityInternalContract.passwordResetLink, { params: { resetId: older.data.resetId } })).toMatchObject({ ok: false, status: 404 });
      expect(await internal().call(identityInternalContract.passwordResetLink, { params: { resetId: newer.data.resetId } })).toMatchObject({ ok: true });
    });

    it("when anything but a service asks (no credential, a customer's token, a made-up id), then it gets no link", async () => {
      const customer = await stack.registerCustomer({ email: stack.email('curious') });
      await stack.call('PATCH', '/resetPassword', { body: { email: customer.email, newPassword: 'typed-when-asking' } });
      const event = await stack.probe.waitFor<{ userId: string; resetId: string }>('password.reset.requested', (e) => e.data.userId === customer.id);
      const path = `${identityUrl()}/internal/password-resets/${event.data.resetId}`;

      expect((await fetch(path)).status).toBe(401);
      const asCustomer = await fetch(path, { headers: { authorization: `Bearer ${customer.token}` } });
      expect(asCustomer.status).toBe(401);
      expect(JSON.stringify(await asCustomer.json())).not.toContain('reset-password');
      const forged = testTokens({ NODE_ENV: 'test' }).sign({ id: customer.id, role: 'admin' });
      expect((await fetch(path, { headers: { authorization: `Bearer ${forged}` } })).status).toBe(401);
      // The gateway never routes internal paths.
      expect((await stack.call('GET', `/internal/password-resets/${event.data.resetId}`)).status).toBe(404);

      expect(await internal().call(identityInternalContract.passwordResetLink, { params: { resetId: 'made-up-reset-id' } })).toMatchObject({ ok: false, status: 404 });
    });
  });
});

describe('when notification is not running as a reset is asked', () => {
  let stack: TestStack;
  let notification: RunningService | undefined;

  beforeAll(async () => {
    stack = await TestStack.start({ services: { identity: startIdentityFrom } });
  });

  afterAll(async () => {
    await notification?.stop();
    await stack?.stop();
  });

  it('then the customer gets the same answer at once, and the e-mail arrives once notification runs', async () => {
    const customer = await stack.registerCustomer({ email: stack.email('patient') });
    const asked = await stack.call('PATCH', '/resetPassword', { body: { email: customer.email, newPassword: 'typed-when-asking' } });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: SAME_ANSWER });
    await stack.probe.waitFor<{ userId: string }>('password.reset.requested', (e) => e.data.userId === customer.id);
    expect(await mailsTo(customer.email)).toEqual([]);

    // The event waited in notification's queue (every bus declares the platform's queues when it connects).
    notification = await startNotificationFrom(
      testEnvironment(stack.namespace, `notification-${stack.suffix}`, { IDENTITY_URL: stack.services['identity']!.url }),
    );
    const { token } = await mailedToken(customer.email, 1, 15_000);
    expect((await stack.call('POST', '/confirmPasswordReset', { body: { token, newPassword: 'chosen-later-on' } })).status).toBe(200);
  });
});
