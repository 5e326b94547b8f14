import { signServiceToken } from '@rto/kit';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { TestStack } from '../../../../test-support/stack';

/**
 * identity's internal reads for the admin's screens (GET /internal/users?ids=, GET /internal/user-ids?search=), as
 * a caller would abuse them: a search is matched as the text it is, never as a pattern, and both are bounded. The
 * user counts (GET /internal/user-stats) are of customers: the admins are left out (issue 25, dashboard's user cards).
 */

let stack: TestStack;

beforeAll(async () => {
  stack = await TestStack.start({ services: { identity: (env) => startIdentity(loadIdentityConfig(env)) } });
});

afterAll(() => stack?.stop());

const serviceToken = () => `Bearer ${signServiceToken(loadIdentityConfig({ NODE_ENV: 'test' }), 'order')}`;

async function internal<T = Record<string, unknown>>(path: string, query: Record<string, string>, authorization = serviceToken()) {
  const url = new URL(path, stack.services['identity']!.url);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await fetch(url, { headers: { authorization } });
  return { status: response.status, body: (await response.json()) as T };
}
const idsMatching = (search: string) => internal<{ ids?: string[]; truncated?: boolean; error?: string }>('/internal/user-ids', { search });
const usersByIds = (ids: string) => internal<{ users?: Array<{ id: string; name: string; email: string }>; error?: string }>('/internal/users', { ids });
const hexId = (n: number) => n.toString(16).padStart(24, '0');

describe('GET /internal/user-ids?search=', () => {
  it('when the search holds pattern characters, then they match only themselves', async () => {
    const tag = Math.random().toString(16).slice(2, 10);
    const literal = await stack.registerCustomer({ name: `Dot ${tag}.*(a+)+$ Star` });
    const plain = await stack.registerCustomer({ name: `Dot ${tag}xx Plain` });

    const found = await idsMatching(`${tag}.*(a+)+$`);
    expect(found).toEqual({ status: 200, body: { ids: [literal.id], truncated: false } });
    // As a pattern, '.' and '.*' would name every user; as text, only names holding them.
    expect((await idsMatching(`${tag}.`)).body.ids).toEqual([literal.id]);
    expect((await idsMatching(`${tag}`)).body.ids).toEqual(expect.arrayContaining([literal.id, plain.id]));
    // A broken pattern is no error either: it is text nobody's name holds.
    expect(await idsMatching(`${tag}[`)).toEqual({ status: 200, body: { ids: [], truncated: false } });
  });

  it('when the search is empty or longer than 100 characters, then 400', async () => {
    expect(await idsMatching('   ')).toEqual({ status: 400, body: { error: 'search must not be empty' } });
    expect(await idsMatching('a'.repeat(101))).toEqual({ status: 400, body: { error: 'search must be at most 100 characters' } });
  });
});

describe('GET /internal/users?ids=', () => {
  it('when it names live users and unknown ids, then the users alone, with their name and e-mail', async () => {
    const customer = await stack.registerCustomer({ name: 'Named Renter' });
    expect(await usersByIds(`${customer.id},${hexId(1)}`)).toEqual({ status: 200, body: { users: [{ id: customer.id, name: 'Named Renter', email: customer.email }] } });
  });

  it('when it names more than 200 users, or something other than ids, then 400', async () => {
    const tooMany = Array.from({ length: 201 }, (_, n) => hexId(n + 1)).join(',');
    expect(await usersByIds(tooMany)).toEqual({ status: 400, body: { error: 'ids may name at most 200 users' } });
    expect(await usersByIds('{"$ne":null}')).toEqual({ status: 400, body: { error: 'ids must be a comma-separated list of user ids' } });
  });
});

describe('GET /internal/user-stats', () => {
  it('when admins and customers are live, then the counts and sign-ups are of the customers alone', async () => {
    const users = (await stack.database('identity')).collection('users');
    const before = await internal<{ totalUsers: number; activeUsers: number; verifiedUsers: number; signups: Array<{ newUsers: number }> }>('/internal/user-stats', { months: '1' });
    await stack.registerCustomer({ name: 'Counted Renter' });
    // Two admins as the first-admin setup writes them (verified, billing not paused), one signed up this month.
    const now = new Date();
    const admin = (n: number) => ({ name: 'Administrator', email: `stats-admin-${n}-${stack.email('x')}`, mobile: '', role: 'admin', verified: true, billingPaused: false, sessionVersion: 0, deletedAt: null, createdAt: now, updatedAt: now });
    await users.insertMany([admin(1), admin(2)]);
    const after = await internal<typeof before.body>('/internal/user-stats', { months: '1' });
    expect(after.status).toBe(200);
    expect(after.body.totalUsers - before.body.totalUsers).toBe(1);
    expect(after.body.activeUsers - before.body.activeUsers).toBe(1);
    expect(after.body.verifiedUsers).toBe(before.body.verifiedUsers);
    expect(after.body.signups.at(-1)!.newUsers - before.body.signups.at(-1)!.newUsers).toBe(1);
    expect(after.body.totalUsers).toBe(await users.countDocuments({ deletedAt: null, role: 'customer' }));
  });
});

describe('who may ask', () => {
  it("when there is no service credential, or a customer's token, then 401 and no user is named", async () => {
    const customer = await stack.registerCustomer();
    for (const authorization of ['', `Bearer ${customer.token}`]) {
      const bySearch = await internal('/internal/user-ids', { search: 'a' }, authorization);
      expect(bySearch.status).toBe(401);
      expect(bySearch.body).not.toHaveProperty('ids');
      const byIds = await internal('/internal/users', { ids: customer.id }, authorization);
      expect(byIds.status).toBe(401);
      expect(byIds.body).not.toHaveProperty('users');
    }
  });
});
