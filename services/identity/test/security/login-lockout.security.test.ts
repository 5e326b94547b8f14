import { type Connection } from '@rto/kit';
import { eventually } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';

/**
 * Ten wrong passwords from anywhere used to make the right one answer 429 for up to 15 minutes, the admin's
 * included: anyone could lock the owner out. Now failures count per account and client address, and per address;
 * the owner logging in from elsewhere gets in, and the admins are told when an account is under attack.
 *
 * The gateway trusts one proxy hop here, so X-Forwarded-For names the client, as a load balancer's would.
 */

const TOO_MANY = { error: 'Too many requests, please try again later' };
const ALERT_AFTER = 15;
const CEILING = 25;

interface Attack {
  email: string;
  userId: string | null;
  clientAddress: string;
  failures: number;
  windowSeconds: number;
}

describe('log-in limits under attack', () => {
  let stack: TestStack;
  let identityDb: Connection;
  let addresses = 0;

  beforeAll(async () => {
    stack = await TestStack.start({
      services: { identity: (env) => startIdentity(loadIdentityConfig(env)) },
      // The per-pair allowance is the default (10); the others are small enough to reach in a test.
      env: {
        LOGIN_FAILURES_PER_ADDRESS: '12',
        LOGIN_ATTACK_ALERT_FAILURES: String(ALERT_AFTER),
        LOGIN_ACCOUNT_CEILING: String(CEILING),
        ACCOUNT_LIMIT_WINDOW: '15m',
      },
      gatewayEnv: { TRUST_PROXY: '1' },
    });
    identityDb = await stack.database('identity');
  });

  afterAll(() => stack?.stop());

  /** A client address of its own for each caller of a test (documentation ranges, never a real client). */
  const newAddress = () => {
    addresses += 1;
    return `203.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  };
  const logIn = (from: string, email: string, password: string, headers: Record<string, string> = {}) =>
    stack.call<{ token?: string; error?: string }>('POST', '/login', { body: { email, password }, headers: { 'x-forwarded-for': from, ...headers } });
  const attacksOn = (email: string) => stack.probe.all('login.attack.detected').filter((e) => (e.data as Attack).email === email.toLowerCase());

  async function guess(from: string, email: string, times: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < times; attempt += 1) statuses.push((await logIn(from, email, `wrong-guess-${attempt}`)).status);
    return statuses;
  }

  it("when ten wrong passwords come from address A, then A waits (429, Retry-After) even with the right one, and the owner's right password from address B gets in", async () => {
    const owner: RegisteredCustomer = await stack.registerCustomer({ email: stack.email('owner') });
    const attacker = newAddress();
    expect(await guess(attacker, owner.email, 10)).toEqual(Array(10).fill(401));

    const refused = await logIn(attacker, owner.email, owner.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const fromHome = await logIn(newAddress(), owner.email, owner.password);
    expect(fromHome.status).toBe(200);
    expect(fromHome.body.token).toEqual(expect.any(String));
    // Still refused where the guesses came from: the owner's success elsewhere lifts nothing there.
    expect((await logIn(attacker, owner.email, owner.password)).status).toBe(429);
  });

  it('when the admin is guessed at from one address, then the admin still logs in from another', async () => {
    const admin = loadIdentityConfig({ NODE_ENV: 'test' });
    const attacker = newAddress();
    await guess(attacker, admin.ADMIN_EMAIL, 11);
    expect((await logIn(attacker, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD)).status).toBe(429);
    expect((await logIn(newAddress(), admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD)).status).toBe(200);
  });

  it('when one address tries a few passwords on many accounts, then past its allowance it waits on every account, and other addresses do not', async () => {
    const sprayer = newAddress();
    const targets = Array.from({ length: 13 }, (_, index) => stack.email(`sprayed-${index}`));
    const statuses: number[] = [];
    for (const email of targets) statuses.push((await logIn(sprayer, email, 'Summer2026!')).status);
    // Twelve failures used up the address's allowance: the thirteenth account is not even tried.
    expect(statuses).toEqual([...Array(12).fill(401), 429]);
    const refused = await logIn(sprayer, stack.email('one-more'), 'Summer2026!');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await logIn(newAddress(), targets[0]!, 'Summer2026!')).status).toBe(401);
  });

  it('when a guesser sends an X-Caller-Address of its own with each guess, then it is still counted at its real address', async () => {
    const owner = await stack.registerCustomer({ email: stack.email('spoofed') });
    const attacker = newAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await logIn(attacker, owner.email, `wrong-${attempt}`, { 'x-caller-address': `198.51.100.${attempt}` })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('when an account sees many failures from many addresses, then admins are told once (login.attack.detected), and the owner still gets in', async () => {
    const owner = await stack.registerCustomer({ email: stack.email('besieged') });
    const botnet = Array.from({ length: ALERT_AFTER + 5 }, newAddress);
    for (const address of botnet) expect((await logIn(address, owner.email, 'wrong-password')).status).toBe(401);

    const told = await stack.probe.waitFor<Attack>('login.attack.detected', (e) => e.data.email === owner.email.toLowerCase());
    expect(told.data).toEqual({ email: owner.email.toLowerCase(), userId: owner.id, clientAddress: botnet[ALERT_AFTER - 1], failures: ALERT_AFTER, windowSeconds: 900 });
    // Every report is out (its document goes once sent) before counting them.
    await eventually(async () => expect(await identityDb.collection('login_alerts').countDocuments({ email: owner.email.toLowerCase() })).toBe(0));
    expect(attacksOn(owner.email)).toHaveLength(1);

    expect((await logIn(newAddress(), owner.email, owner.password)).status).toBe(200);
  });

  it('when an account is past its ceiling, then an address that keeps failing at it waits after one failure, and the owner from a clean address still gets in', async () => {
    const owner = await stack.registerCustomer({ email: stack.email('ceiling') });
    for (let attempt = 0; attempt < CEILING; attempt += 1) expect((await logIn(newAddress(), owner.email, 'wrong-password')).status).toBe(401);

    const latecomer = newAddress();
    expect(await guess(latecomer, owner.email, 2)).toEqual([401, 429]);
    expect((await logIn(newAddress(), owner.email, owner.password)).status).toBe(200);
  });

  it('when the address under attack has no account, then admins are told too, with no user id', async () => {
    const email = stack.email('nobody-home');
    for (let attempt = 0; attempt < ALERT_AFTER; attempt += 1) expect((await logIn(newAddress(), email, 'wrong-password')).status).toBe(401);
    const told = await stack.probe.waitFor<Attack>('login.attack.detected', (e) => e.data.email === email.toLowerCase());
    expect(told.data.userId).toBeNull();
  });
});
