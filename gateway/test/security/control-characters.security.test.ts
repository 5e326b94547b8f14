import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { loadOrderConfig, startOrder } from '@rto/order';
import { TestStack } from '../../../test-support/stack';

/**
 * What the API fuzzer sent: control characters where one line of text is expected. `GET /getUsers?search=%00`
 * answered 500 and the same on `/get-orders` a 503 that blamed identity; now each is a 400 JSON answer, from the
 * kit (every query string and path) and the one-line fields of the contracts. Text that may run over lines keeps
 * its tabs and line breaks.
 */

const ADMIN = { email: 'controls-admin@example.com', password: 'controls-admin-password' };

// NUL, BEL, ESC, US, DEL, and C1's NEL and CSI: each percent-encoded as a client sends it (UTF-8).
const CONTROLS = ['%00', '%07', '%1B', '%1F', '%7F', '%C2%85', '%C2%9B'];

describe('control characters, sent through the gateway', () => {
  let stack: TestStack;
  let adminToken: string;

  beforeAll(async () => {
    stack = await TestStack.start({
      services: {
        identity: (env) => startIdentity(loadIdentityConfig(env)),
        order: (env) => startOrder(loadOrderConfig(env)),
        notification: (env) => startNotification(loadNotificationConfig(env)),
      },
      env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    });
    const login = await stack.call<{ token: string }>('POST', '/login', { body: ADMIN });
    adminToken = login.body.token;
  });

  afterAll(() => stack?.stop());

  it.each(CONTROLS)('when an admin searches users for %s, then the answer is a 400 JSON error, not a 500', async (control) => {
    const answer = await stack.call<{ error: string }>('GET', `/getUsers?search=Ann${control}`, { token: adminToken });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.body.error).toBe('search in the query string must not contain control characters');
  });

  it.each(CONTROLS)('when an admin searches orders for %s, then the answer is a 400, not a 503 that blames identity', async (control) => {
    const answer = await stack.call<{ error: string }>('GET', `/get-orders?search=${control}`, { token: adminToken });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('search in the query string must not contain control characters');
  });

  it('when a control character is in a path parameter or a parameter name, then the answer is a 400', async () => {
    const inPath = await stack.call<{ error: string }>('DELETE', '/delete-user/%00', { token: adminToken });
    expect(inPath.status).toBe(400);
    expect(inPath.body.error).toBe('id in the path must not contain control characters');
    const inName = await stack.call<{ error: string }>('GET', '/getUsers?se%00arch=Ann', { token: adminToken });
    expect(inName.status).toBe(400);
  });

  it.each([
    ['name', { name: 'Jane\u0000Renter' }],
    ['name', { name: 'Jane\tRenter' }],
    ['name', { name: 'Jane\r\nBcc: victim@example.com' }],
    ['mobile', { mobile: '317\n555 0100' }],
  ])('when a registration has a control character in its %s, then it is refused with a 400 and no account is made', async (field, details) => {
    const email = stack.email('controls');
    const body = { name: 'Jane Renter', email, mobile: '317-555-0100', password: 'correct-horse-1', ...details };
    const answer = await stack.call<{ error: string }>('POST', '/register', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(`${field} must be one line of text, without control characters`);
    expect((await stack.call('POST', '/login', { body: { email, password: 'correct-horse-1' } })).status).toBe(401);
  });

  it('when an admin gives a user a name with a control character, then it is refused with a 400', async () => {
    const customer = await stack.registerCustomer();
    const answer = await stack.call<{ error: string }>('PUT', `/update-user/${customer.id}`, {
      token: adminToken,
      body: { name: 'Jane\u001bRenter', email: customer.email, mobile: customer.mobile },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('name must be one line of text, without control characters');
  });

  it('when a support message runs over several lines with tabs, then it is taken as written; a name with a line break is not', async () => {
    const issue = 'The dryer stopped.\n\tIt hums, then nothing.\r\nThanks';
    const taken = await stack.call('POST', '/contactSupport', { body: { name: 'Jane Renter', email: stack.email('support'), issue } });
    expect(taken.status).toBe(201);
    const messages = (await stack.database('notification')).collection('support_messages');
    expect(await messages.findOne({ issue })).not.toBeNull();

    const refused = await stack.call<{ error: string }>('POST', '/contactSupport', { body: { name: 'Jane\nRenter', email: stack.email('support'), issue } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('name must be one line of text, without control characters');
  });
});
