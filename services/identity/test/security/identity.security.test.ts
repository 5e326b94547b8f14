import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigError, createRedis, type RunningService } from '@rto/kit';
import { eventually, mailsTo, TcpProxy, testEnvironment } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { TestStack } from '../../../../test-support/stack';

/**
 * The holes a security review found in identity, each tried the way an attacker would, through the gateway.
 * Each test failed on the code as it was.
 */

const ADMIN = { email: 'security-admin@example.com', password: 'security-admin-password' };
const startIdentityFrom = (env: NodeJS.ProcessEnv) => startIdentity(loadIdentityConfig(env));

const ENDED = '401 Your session has ended, please log in again';
const CANNOT_VERIFY = '503 Cannot verify your session right now, please try again';
const LET_THROUGH = 'let through';

/** A stand-in for the cart service that answers whatever reaches it: what the gateway's own token check let in. */
async function startStandIn(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"reached":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A stack whose gateway sends cart paths to a stand-in, with the settings identity needs for these tests. */
async function startStack(env: Record<string, string> = {}, gatewayEnv: Record<string, string> = {}) {
  const standIn = await startStandIn();
  const settings = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env };
  const stack = await TestStack.start({
    // notification e-mails the reset links (it asks identity for them: started after it, it gets IDENTITY_URL).
    services: { identity: startIdentityFrom, notification: (serviceEnv) => startNotification(loadNotificationConfig(serviceEnv)) },
    env: settings,
    gatewayEnv: { CART_URL: standIn.url, ...gatewayEnv },
  });
  return {
    stack,
    /** The environment of one more identity instance of this stack (same database, same namespace). */
    identityEnv: (overrides: Record<string, string> = {}) =>
      testEnvironment(stack.namespace, `identity-${stack.suffix}`, { BCRYPT_ROUNDS: '4', ...settings, ...overrides }),
    /** What the gateway's token check decides about `token`, seen on a customer path. */
    async atGateway(token: string): Promise<string> {
      const response = await stack.call<{ error?: string }>('GET', '/getCartItems', { token });
      return response.status === 200 ? LET_THROUGH : `${response.status} ${response.body?.error}`;
    },
    /** Identity's own answer to `token`, asked directly: unlike the gateway's, nothing is remembered. */
    async atIdentity(token: string): Promise<number> {
      return (await fetch(`${stack.services['identity']!.url}/getUser`, { headers: { authorization: `Bearer ${token}` } })).status;
    },
    async stop() {
      await stack.stop();
      await standIn.close();
    },
  };
}

type Stack = Awaited<ReturnType<typeof startStack>>;

async function register(stack: TestStack, label: string, password = 'correct-horse-1') {
  const email = stack.email(label);
  const response = await stack.call<{ token: string }>('POST', '/register', { body: { name: 'Vic Tim', email, mobile: '5550100', password } });
  expect(response.status).toBe(201);
  return { email, password, token: response.body.token };
}

async function logIn(stack: TestStack, email: string, password: string) {
  return stack.call<{ token: string; error?: string }>('POST', '/login', { body: { email, password } });
}

const RESET_LINK = /https?:\/\/\S+\/reset-password\?token=[\w-]+/;

/** The token of the newest reset link e-mailed to `email`, once `count` have arrived (a new account is mailed its verification link too). */
async function resetLinkToken(email: string, count = 1): Promise<string> {
  const mail = await eventually(async () => {
    const mails = (await mailsTo(email)).filter((each) => RESET_LINK.test(each.text));
    if (mails.length < count) throw new Error('no reset mail yet');
    return mails.at(-1)!;
  });
  return new URL(RESET_LINK.exec(mail.text)![0]).searchParams.get('token')!;
}

/** Ends `victim`'s sessions the way the owner does after a forgotten password; returns the new password. */
async function resetPassword(stack: TestStack, email: string, count = 1): Promise<string> {
  const newPassword = `chosen-from-link-${count}`;
  expect((await stack.call('PATCH', '/resetPassword', { body: { email, newPassword: 'typed-when-asking' } })).status).toBe(200);
  const token = await resetLinkToken(email, count);
  expect((await stack.call('POST', '/confirmPasswordReset', { body: { token, newPassword } })).status).toBe(200);
  return newPassword;
}

/** Redis loses everything this stack keeps there (its keys carry the stack's namespace). */
async function loseRedisData(namespace: string): Promise<void> {
  const redis = createRedis(process.env['REDIS_URL']!);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${namespace}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

describe('identity under attack', () => {
  let s: Stack;

  beforeAll(async () => {
    // Registry checks only at start here, so a test decides when identity reloads (by starting another instance).
    s = await startStack({ SESSION_CHECK_INTERVAL: '1h', LOGIN_ATTEMPTS_PER_ACCOUNT: '3', LOGIN_FAILURE_DELAY: '1s' });
  });

  afterAll(() => s?.stop());

  describe('e-mail checks', () => {
    it('when a sign-up carries 7,000 dots between two @, then 400 comes back well under a second', async () => {
      const started = performance.now();
      const response = await s.stack.call('POST', '/register', {
        body: { name: 'Eve', email: `a@${'.'.repeat(7_000)}@`, mobile: '5550100', password: 'long-enough-1' },
      });
      expect(performance.now() - started).toBeLessThan(500);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'email must be at most 254 characters' });
    });

    it.each([
      ['POST', '/register', { name: 'Eve', mobile: '5550100', password: 'long-enough-1' }],
      ['PATCH', '/resetPassword', { newPassword: 'long-enough-1' }],
    ])('when %s %s carries 99,000 dots between two @, then 413 in JSON, quickly', async (method, path, rest) => {
      const started = performance.now();
      const response = await s.stack.call(method, path, { body: { ...rest, email: `a@${'.'.repeat(99_000)}@` } });
      expect(performance.now() - started).toBeLessThan(1_000);
      expect(response.status).toBe(413);
      expect(response.body).toEqual({ error: 'Request body is too large' });
    });
  });

  describe('the first admin', () => {
    it('when ADMIN_EMAIL names a registered customer, then identity refuses to start with one line naming ADMIN_EMAIL, and the customer stays a customer', async () => {
      const customer = await register(s.stack, 'would-be-admin');
      let started: RunningService | undefined;
      let failure: unknown;
      try {
        started = await startIdentityFrom(s.identityEnv({ ADMIN_EMAIL: customer.email, ADMIN_PASSWORD: 'operator-password-1' }));
      } catch (error) {
        failure = error;
      } finally {
        await started?.stop();
      }
      expect(failure).toBeInstanceOf(ConfigError);
      expect((failure as Error).message).toMatch(/^Invalid configuration: ADMIN_EMAIL .*customer/);
      expect((failure as Error).message).not.toContain('\n');

      const me = await s.stack.call<{ user: { role: string } }>('GET', '/getUser', { token: customer.token });
      expect(me.body.user.role).toBe('customer');
      expect((await s.stack.call('GET', '/getUsers', { token: customer.token })).status).toBe(403);
      const relogged = await logIn(s.stack, customer.email, customer.password);
      expect((await s.stack.call('GET', '/getUsers', { token: relogged.body.token })).status).toBe(403);
      expect((await logIn(s.stack, customer.email, 'operator-password-1')).status).toBe(401);
    });

    it('when identity starts again for the same admin with another password, then the admin and their password stay as they are', async () => {
      const again = await startIdentityFrom(s.identityEnv({ ADMIN_PASSWORD: 'another-password-9' }));
      await again.stop();
      const admin = await logIn(s.stack, ADMIN.email, ADMIN.password);
      expect(admin.status).toBe(200);
      expect((await s.stack.call('GET', '/getUsers', { token: admin.body.token })).status).toBe(200);
      expect((await logIn(s.stack, ADMIN.email, 'another-password-9')).status).toBe(401);
    });
  });

  describe('password reset', () => {
    it("when an attacker asks for a reset of the victim's account with their own password, then the victim's link sets the victim's choice and the attacker's password never works", async () => {
      const victim = await register(s.stack, 'reset-victim');
      const asked = await s.stack.call('PATCH', '/resetPassword', { body: { email: victim.email, newPassword: 'attacker-chosen-1' } });
      expect(asked.status).toBe(200);
      const token = await resetLinkToken(victim.email);

      const bare = await s.stack.call('POST', '/confirmPasswordReset', { body: { token } });
      expect(bare.status).toBe(400);
      expect(bare.body).toEqual({ error: 'Please enter your new password' });
      expect((await logIn(s.stack, victim.email, 'attacker-chosen-1')).status).toBe(401);

      const chosen = await s.stack.call('POST', '/confirmPasswordReset', { body: { token, newPassword: 'victim-chosen-2' } });
      expect(chosen.status).toBe(200);
      expect((await logIn(s.stack, victim.email, 'attacker-chosen-1')).status).toBe(401);
      expect((await logIn(s.stack, victim.email, victim.password)).status).toBe(401);
      expect((await logIn(s.stack, victim.email, 'victim-chosen-2')).status).toBe(200);
    });

    it("when the account's e-mail is changed while a reset link is out, then that link, sent to the old address, no longer works", async () => {
      const owner = await register(s.stack, 'reset-moved');
      expect((await s.stack.call('PATCH', '/resetPassword', { body: { email: owner.email, newPassword: 'typed-when-asking' } })).status).toBe(200);
      const token = await resetLinkToken(owner.email);
      const id = (await s.stack.call<{ user: { _id: string } }>('GET', '/getUser', { token: owner.token })).body.user._id;
      const admin = (await logIn(s.stack, ADMIN.email, ADMIN.password)).body.token;
      const newEmail = s.stack.email('reset-moved-new');
      const moved = await s.stack.call('PUT', `/update-user/${id}`, { token: admin, body: { name: 'Vic Tim', email: newEmail, mobile: '5550100' } });
      expect(moved.status).toBe(200);

      const confirmed = await s.stack.call<{ error?: string }>('POST', '/confirmPasswordReset', { body: { token, newPassword: 'taken-over-3' } });
      expect(confirmed.status).toBe(400);
      expect((await logIn(s.stack, newEmail, 'taken-over-3')).status).toBe(401);
      expect((await logIn(s.stack, newEmail, owner.password)).status).toBe(200);
    });
  });

  describe('log-in limits', () => {
    it('when the owner logs in 20 times in a row, then no log-in is refused', async () => {
      const owner = await register(s.stack, 'busy-owner');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 20; attempt += 1) statuses.push((await logIn(s.stack, owner.email, owner.password)).status);
      expect(statuses).toEqual(Array(20).fill(200));
    });

    it('when wrong passwords keep coming, then each further attempt waits longer, the right one waits too, and a success starts over', async () => {
      const owner = await register(s.stack, 'guessed-owner');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await logIn(s.stack, owner.email, `guess-${attempt}-x`)).status);
      expect(statuses).toEqual([401, 401, 401]);

      const firstWait = await logIn(s.stack, owner.email, 'guess-3-x');
      expect(firstWait.status).toBe(429);
      expect(firstWait.body).toEqual({ error: 'Too many requests, please try again later' });
      const firstDelay = Number(firstWait.headers.get('retry-after'));
      expect(firstDelay).toBeGreaterThan(0);

      // Once the wait is over, the next wrong guess is answered, and makes the next wait longer.
      await eventually(async () => expect((await logIn(s.stack, owner.email, 'guess-4-x')).status).toBe(401));
      const secondWait = await logIn(s.stack, owner.email, 'guess-5-x');
      expect(secondWait.status).toBe(429);
      expect(Number(secondWait.headers.get('retry-after'))).toBeGreaterThan(firstDelay);
      expect((await logIn(s.stack, owner.email, owner.password)).status).toBe(429);

      await eventually(async () => expect((await logIn(s.stack, owner.email, owner.password)).status).toBe(200));
      expect((await logIn(s.stack, owner.email, 'guess-6-x')).status).toBe(401);
      expect((await logIn(s.stack, owner.email, owner.password)).status).toBe(200);
    });
  });

  describe('passwords longer than bcrypt reads', () => {
    it('when a password is 73 bytes, then sign-up refuses it, and of two passwords sharing the first 72 bytes only the one set works', async () => {
      const refused = await s.stack.call('POST', '/register', {
        body: { name: 'Long Pass', email: s.stack.email('long'), mobile: '5550100', password: `${'é'.repeat(36)}x` },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ error: 'Password must be at most 72 bytes' });

      const first72 = 'é'.repeat(36);
      const owner = await register(s.stack, 'exactly-72', first72);
      expect((await logIn(s.stack, owner.email, first72)).status).toBe(200);
      expect((await logIn(s.stack, owner.email, `${first72}x`)).status).toBe(401);
    });
  });

  describe('ended sessions stay ended', () => {
    it("when a customer logs out, then that token and the account's other sessions are refused by the gateway and by the service", async () => {
      const customer = await register(s.stack, 'leaving');
      // Tokens of one account issued within the same second are the same string: wait for one of its own.
      const otherDevice = await eventually(async () => {
        const loggedIn = await logIn(s.stack, customer.email, customer.password);
        expect(loggedIn.body.token).not.toBe(customer.token);
        return loggedIn.body.token;
      });
      // Checked at identity itself: a check through the gateway would be remembered there for a moment.
      expect(await s.atIdentity(customer.token)).toBe(200);
      expect(await s.atIdentity(otherDevice)).toBe(200);

      const loggedOut = await s.stack.call('POST', '/logout', { token: customer.token });
      expect(loggedOut.status).toBe(200);
      expect(loggedOut.body).toEqual({ message: 'Logged out successfully' });

      expect(await s.atGateway(otherDevice)).toBe(ENDED);
      expect(await s.atIdentity(otherDevice)).toBe(401);
      // The token that logged out was checked by the gateway a moment ago, and it may remember that for a
      // second; every service refuses it at once all the same.
      expect(await s.atIdentity(customer.token)).toBe(401);
      await eventually(async () => expect(await s.atGateway(customer.token)).toBe(ENDED));

      const back = await logIn(s.stack, customer.email, customer.password);
      expect(await s.atGateway(back.body.token)).toBe(LET_THROUGH);
    });

    it('when Redis loses its data, then an ended session is refused (503 until identity reloads, then 401) and a new one works', async () => {
      const customer = await register(s.stack, 'flushed');
      const newPassword = await resetPassword(s.stack, customer.email);
      expect(await s.atGateway(customer.token)).toBe(ENDED);

      await loseRedisData(s.stack.namespace);
      expect(await s.atGateway(customer.token)).toBe(CANNOT_VERIFY);

      // Identity reloads at start (and every SESSION_CHECK_INTERVAL): start one more instance.
      const another = await startIdentityFrom(s.identityEnv());
      try {
        expect(await s.atGateway(customer.token)).toBe(ENDED);
        const fresh = await logIn(s.stack, customer.email, newPassword);
        expect(await s.atGateway(fresh.body.token)).toBe(LET_THROUGH);
      } finally {
        await another.stop();
      }
    });
  });
});

describe('identity when Redis fails', () => {
  const redisUrl = new URL(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379');
  const redis = new TcpProxy(redisUrl.hostname, Number(redisUrl.port || 6379));
  let s: Stack;

  beforeAll(async () => {
    await redis.up();
    // Every process of the stack reaches Redis through the proxy, as they would reach a real one.
    const url = redis.rewrite(redisUrl.toString());
    s = await startStack({ REDIS_URL: url, SESSION_CHECK_INTERVAL: '1s' }, { REDIS_URL: url });
  });

  afterAll(async () => {
    await s?.stop();
    await redis.down();
  });

  it('when Redis is cut at the moment of a password reset, then the old token is refused once Redis is back', async () => {
    const customer = await register(s.stack, 'cut-off');
    const otherDevice = await logIn(s.stack, customer.email, customer.password);
    await s.stack.call('PATCH', '/resetPassword', { body: { email: customer.email, newPassword: 'typed-when-asking' } });
    const token = await resetLinkToken(customer.email);
    expect(await s.atIdentity(customer.token)).toBe(200);

    await redis.down();
    try {
      const confirmed = await s.stack.call('POST', '/confirmPasswordReset', { body: { token, newPassword: 'chosen-during-outage' } });
      expect(confirmed.status).toBe(200);
      // While Redis is away no session can be checked: refused, never let through.
      expect(await s.atGateway(otherDevice.body.token)).toBe(CANNOT_VERIFY);
    } finally {
      await redis.up();
    }

    for (const old of [customer.token, otherDevice.body.token]) {
      await eventually(async () => expect(await s.atGateway(old)).toBe(ENDED), 15_000);
    }
    const fresh = await logIn(s.stack, customer.email, 'chosen-during-outage');
    expect(await s.atGateway(fresh.body.token)).toBe(LET_THROUGH);
  });

  it('when Redis loses its data, then identity notices by itself within its check interval and old tokens are refused again', async () => {
    const customer = await register(s.stack, 'forgotten');
    const newPassword = await resetPassword(s.stack, customer.email);
    expect(await s.atGateway(customer.token)).toBe(ENDED);

    await loseRedisData(s.stack.namespace);
    const verdicts: string[] = [];
    await eventually(async () => {
      verdicts.push(await s.atGateway(customer.token));
      expect(verdicts.at(-1)).toBe(ENDED);
    });
    // Refused all along: first because the registry cannot vouch for anything, then because the session ended.
    expect(verdicts.filter((verdict) => verdict !== CANNOT_VERIFY && verdict !== ENDED)).toEqual([]);
    const fresh = await logIn(s.stack, customer.email, newPassword);
    expect(await s.atGateway(fresh.body.token)).toBe(LET_THROUGH);
  });
});
