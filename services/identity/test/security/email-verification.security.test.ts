import { createInternalClient, type Connection } from '@rto/kit';
import { eventually } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { identityInternalContract } from '@rto/contracts';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';

/**
 * Anyone could register a stranger's address and have the shop mail it. Now an address is proved by a
 * single-use, expiring link before `verified` turns true, and identity asks for nothing but that link to go to an
 * unproved address (which mails notification sends for it is notification's part). Each test is what an
 * attacker would send.
 */

const ADMIN = { email: 'verification-admin@example.com', password: 'verification-admin-password' };
const INVALID = { error: 'This verification link is invalid, has expired or was already used. Log in and ask for a new one.' };
const SENT = { message: 'If your email address still needs verifying, we have sent a new verification link to it. Links sent before no longer work.' };

interface Requested {
  userId: string;
  email: string;
  name: string;
  verificationId: string;
  expiresAt: string;
}

describe('e-mail verification under attack', () => {
  let stack: TestStack;
  let identityDb: Connection;

  beforeAll(async () => {
    stack = await TestStack.start({
      services: { identity: (env) => startIdentity(loadIdentityConfig(env)) },
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, VERIFICATION_RESENDS_PER_ACCOUNT: '3' },
    });
    identityDb = await stack.database('identity');
  });

  afterAll(() => stack?.stop());

  // What notification does on user.verification.requested: ask identity for the link.
  const internal = () =>
    createInternalClient({ callee: 'identity', caller: 'notification', baseUrl: stack.services['identity']!.url, settings: loadIdentityConfig({ NODE_ENV: 'test' }) });

  /** The newest verification asked for `customer`, once `count` have been, and the token of its link. */
  async function verificationOf(customer: RegisteredCustomer, count = 1): Promise<{ event: Requested; token: string }> {
    const event = await eventually(async () => {
      const asked = stack.probe.all('user.verification.requested').filter((e) => (e.data as Requested).userId === customer.id);
      expect(asked.length).toBeGreaterThanOrEqual(count);
      return asked.at(-1)!.data as Requested;
    });
    const link = await internal().call(identityInternalContract.emailVerificationLink, { params: { verificationId: event.verificationId } });
    if (!link.ok) throw new Error(`no link for ${event.verificationId}: ${link.status}`);
    expect(link.data.email).toBe(customer.email.toLowerCase());
    const url = new URL(link.data.verifyUrl);
    expect(url.pathname).toBe('/verify-email');
    return { event, token: url.searchParams.get('token')! };
  }

  const verify = (token: unknown) => stack.call('POST', '/verifyEmail', { body: { token } });
  const isVerified = async (customer: RegisteredCustomer) =>
    (await stack.call<{ user: { verified: boolean } }>('GET', '/getUser', { token: customer.token })).body.user.verified;
  const verifiedEvents = (customer: RegisteredCustomer) => stack.probe.all('user.verified').filter((e) => (e.data as { userId: string }).userId === customer.id);

  /** Every event of the customer's document before this moment is out: a log-out's event comes after them. */
  async function outboxDrained(customer: RegisteredCustomer): Promise<void> {
    const again = await stack.call<{ token: string }>('POST', '/login', { body: { email: customer.email, password: customer.password } });
    await stack.call('POST', '/logout', { token: again.body.token });
    await stack.probe.waitFor('user.sessions.ended', (e) => (e.data as { userId: string }).userId === customer.id);
  }

  it("when someone registers a stranger's address, then identity asks for the verification link only, to that address, with no secret in any event or document", async () => {
    const customer = await stack.registerCustomer({ email: stack.email('stranger'), name: 'Your receipt: pay at evil.example' });
    const { event, token } = await verificationOf(customer);

    expect(event).toMatchObject({ userId: customer.id, email: customer.email.toLowerCase(), name: customer.name });
    expect(Object.keys(event).sort()).toEqual(['email', 'expiresAt', 'name', 'userId', 'verificationId']);
    const registered = await stack.probe.waitFor<{ userId: string; verified: boolean }>('user.registered', (e) => e.data.userId === customer.id);
    expect(registered.data.verified).toBe(false);
    expect(await isVerified(customer)).toBe(false);

    await outboxDrained(customer);
    const aboutThem = stack.probe.all().filter((e) => (e.data as { userId?: string }).userId === customer.id).map((e) => e.type);
    expect(aboutThem.sort()).toEqual(['user.registered', 'user.sessions.ended', 'user.verification.requested']);
    expect(JSON.stringify(stack.probe.all())).not.toContain(token);
    const stored = await identityDb.collection('users').findOne({ email: customer.email.toLowerCase() });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(Object.keys(stored!['emailVerification'] as object).sort()).toEqual(['email', 'expiresAt', 'id', 'secretHash']);
  });

  it('when the link is opened, then the account is verified and user.verified published; the same token again gets 400 and changes nothing', async () => {
    const customer = await stack.registerCustomer({ email: stack.email('owner') });
    const { token } = await verificationOf(customer);

    const opened = await verify(token);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ message: 'Your email address is verified. Thank you!' });
    expect(await isVerified(customer)).toBe(true);
    const published = await stack.probe.waitFor('user.verified', (e) => (e.data as { userId: string }).userId === customer.id);
    expect(published.data).toEqual({ userId: customer.id, email: customer.email.toLowerCase() });

    const reused = await verify(token);
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual(INVALID);
    await outboxDrained(customer);
    expect(verifiedEvents(customer)).toHaveLength(1);
  });

  it('when the same token is sent five times at once, then exactly one verifies and one user.verified is published', async () => {
    const customer = await stack.registerCustomer({ email: stack.email('racer') });
    const { token } = await verificationOf(customer);

    const statuses = (await Promise.all(Array.from({ length: 5 }, () => verify(token)))).map((answer) => answer.status);
    expect(statuses.sort()).toEqual([200, 400, 400, 400, 400]);
    await outboxDrained(customer);
    expect(verifiedEvents(customer)).toHaveLength(1);
  });

  it.each([
    ['a made-up', () => 'A'.repeat(43)],
    ['an empty', () => ''],
    ['a query-operator', () => ({ $gt: '' })],
  ])('when %s token is sent, then 400 with a JSON error and nobody is verified', async (_label, forged) => {
    const customer = await stack.registerCustomer({ email: stack.email('forged') });
    await verificationOf(customer);
    const answer = await verify(forged());
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty('error');
    expect(await isVerified(customer)).toBe(false);
  });

  it('when an expired link is opened, then 400 and the account stays unverified', async () => {
    const customer = await stack.registerCustomer({ email: stack.email('late') });
    const { event, token } = await verificationOf(customer);
    // EMAIL_VERIFICATION_TTL has passed for this link.
    await identityDb.collection('users').updateOne({ email: customer.email.toLowerCase() }, { $set: { 'emailVerification.expiresAt': new Date(Date.now() - 1000) } });

    const answer = await verify(token);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(INVALID);
    expect(await isVerified(customer)).toBe(false);
    // Nor would it be e-mailed any more.
    const link = await internal().call(identityInternalContract.emailVerificationLink, { params: { verificationId: event.verificationId } });
    expect(link).toMatchObject({ ok: false, status: 404 });
  });

  it('when a customer asks for a new link, then the older one stops working and the newer one verifies; the answer is the same once verified, and no link is asked for', async () => {
    const customer = await stack.registerCustomer({ email: stack.email('resender') });
    const older = await verificationOf(customer);

    const asked = await stack.call('POST', '/resendVerification', { token: customer.token });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual(SENT);
    const newer = await verificationOf(customer, 2);
    expect(newer.token).not.toBe(older.token);

    expect((await verify(older.token)).status).toBe(400);
    expect(await isVerified(customer)).toBe(false);
    expect((await verify(newer.token)).status).toBe(200);

    const afterwards = await stack.call('POST', '/resendVerification', { token: customer.token });
    expect(afterwards.status).toBe(200);
    expect(afterwards.body).toEqual(SENT);
    await outboxDrained(customer);
    expect(stack.probe.all('user.verification.requested').filter((e) => (e.data as Requested).userId === customer.id)).toHaveLength(2);
  });

  it('when a customer keeps asking for new links, then past the allowance 429 with Retry-After and no more links are asked for', async () => {
    const customer = await stack.registerCustomer({ email: stack.email('flooder') });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await stack.call('POST', '/resendVerification', { token: customer.token })).status);
    expect(statuses).toEqual([200, 200, 200]);

    const refused = await stack.call('POST', '/resendVerification', { token: customer.token });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Too many requests, please try again later' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    await outboxDrained(customer);
    // The sign-up's link and the three allowed.
    expect(stack.probe.all('user.verification.requested').filter((e) => (e.data as Requested).userId === customer.id)).toHaveLength(4);
  });

  it('when a stranger asks for a new link without a token, then 401', async () => {
    const answer = await stack.call('POST', '/resendVerification');
    expect(answer.status).toBe(401);
  });

  it('when the link was sent to an address the account no longer has, then it verifies nothing, and the new address gets a link of its own', async () => {
    const customer = await stack.registerCustomer({ email: stack.email('moved') });
    const { token } = await verificationOf(customer);
    const admin = await stack.call<{ token: string }>('POST', '/login', { body: ADMIN });
    const newEmail = stack.email('moved-to');
    const moved = await stack.call('PUT', `/update-user/${customer.id}`, { token: admin.body.token, body: { name: customer.name, email: newEmail } });
    expect(moved.status).toBe(200);

    expect((await verify(token)).status).toBe(400);
    expect(await isVerified(customer)).toBe(false);
    const again = await verificationOf({ ...customer, email: newEmail }, 2);
    expect(again.event.email).toBe(newEmail.toLowerCase());
    expect((await verify(again.token)).status).toBe(200);
  });

  it('when an admin types another address for a verified customer, then the account is unverified until the new address is proved; the same address changes nothing', async () => {
    const customer = await stack.registerCustomer({ email: stack.email('proved') });
    expect((await verify((await verificationOf(customer)).token)).status).toBe(200);
    const admin = await stack.call<{ token: string }>('POST', '/login', { body: ADMIN });
    const edit = (email: string) => stack.call('PUT', `/update-user/${customer.id}`, { token: admin.body.token, body: { name: 'Renamed', email } });

    expect((await edit(customer.email)).status).toBe(200);
    expect(await isVerified(customer)).toBe(true);

    const stranger = stack.email('stranger-typed');
    expect((await edit(stranger)).status).toBe(200);
    expect(await isVerified(customer)).toBe(false);
    const link = await verificationOf({ ...customer, email: stranger }, 2);
    expect(link.event).toMatchObject({ email: stranger.toLowerCase(), name: 'Renamed' });
  });

  it("when the first admin logs in, then the admin's own account is verified", async () => {
    const admin = await stack.call<{ token: string }>('POST', '/login', { body: ADMIN });
    const me = await stack.call<{ user: { verified: boolean; role: string } }>('GET', '/getUser', { token: admin.body.token });
    expect(me.body.user).toMatchObject({ role: 'admin', verified: true });
  });
});
