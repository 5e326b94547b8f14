import type { Connection } from '@rto/kit';
import { eventually } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { TestStack } from '../../../../test-support/stack';
import { knownHere } from '../support/customers';

/**
 * Review: ten wrong passwords locked out the owner, the admin included. identity now slows the guessing address
 * only, and tells of an account under attack (login.attack.detected); the admins read it in their feed, once per
 * attack. The guesses come through the gateway from many client addresses, as a botnet's would.
 */

const ADMIN = { email: 'attack-admin@example.com', password: 'attack-admin-password' };
const ALERT_AFTER = 4;

let stack: TestStack;
let database: Connection;
let adminToken: string;
let addresses = 0;

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      notification: (env) => startNotification(loadNotificationConfig(env)),
    },
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOGIN_ATTACK_ALERT_FAILURES: String(ALERT_AFTER) },
    gatewayEnv: { TRUST_PROXY: '1' },
  });
  database = await stack.database('notification');
  adminToken = (await stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
}, 60_000);

afterAll(async () => {
  await stack?.stop();
});

interface Notice {
  type: string;
  priority: string;
  read: boolean;
  message: string;
  subject?: string;
}

/** A client address of its own for each guess (a documentation range, never a real client). */
const newAddress = () => `198.51.100.${(addresses += 1)}`;

async function guessFromEverywhere(email: string, times: number): Promise<void> {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await stack.call('POST', '/login', { body: { email, password: `wrong-guess-${attempt}` }, headers: { 'x-forwarded-for': newAddress() } });
    expect(response.status).toBe(401);
  }
}

/** The feed's attack notices that mention `text`, once there are `count` of them. */
async function attackNoticesNaming(text: string, count: number): Promise<Notice[]> {
  return eventually(async () => {
    const { body } = await stack.call<{ notifications: Notice[] }>('GET', '/getNotifications?limit=100', { token: adminToken });
    const found = body.notifications.filter((notice) => notice.message.startsWith('Account under attack') && notice.message.includes(text));
    expect(found).toHaveLength(count);
    return found;
  });
}

describe('an account under attack', () => {
  it('when log-ins to a customer keep failing from many addresses, then the admins get one high-priority notice naming the account', async () => {
    const owner = await stack.registerCustomer({ email: stack.email('besieged') });
    await knownHere(database, owner.id, { email: owner.email.toLowerCase() });
    await guessFromEverywhere(owner.email, ALERT_AFTER + 2);

    const attack = await stack.probe.waitFor<{ email: string }>('login.attack.detected', (event) => event.data.email === owner.email.toLowerCase());
    const [notice] = await attackNoticesNaming(owner.email.toLowerCase(), 1);
    expect(notice).toMatchObject({ type: 'user', priority: 'high', read: false, subject: owner.id });
    expect(notice!.message).toMatch(new RegExp(`^Account under attack: ${ALERT_AFTER} failed log-ins to account ${owner.email.toLowerCase().replace(/[.+]/g, '\\$&')} within 15 minutes, the last from 198\\.51\\.100\\.\\d+$`));

    // The same report delivered again adds nothing.
    await stack.probe.publish(attack);
    await eventually(async () => expect(await database.collection('handled_events').findOne({ _id: `notification:${attack.id}` as never })).toMatchObject({ status: 'done' }));
    await attackNoticesNaming(owner.email.toLowerCase(), 1);
    expect(await database.collection('admin_notifications').countDocuments({ eventId: attack.id })).toBe(1);
  });

  it('when someone guesses at an address no account has, then the notice says so and names no customer', async () => {
    const email = stack.email('nobody-home');
    await guessFromEverywhere(email, ALERT_AFTER);
    const [notice] = await attackNoticesNaming(email.toLowerCase(), 1);
    expect(notice).toMatchObject({ type: 'user', priority: 'high' });
    expect(notice!.message).toContain('(no account has this address)');
    expect(notice!.subject).toBeUndefined();
  });
});
