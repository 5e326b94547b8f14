import jwt from 'jsonwebtoken';
import { eventually, mailsTo } from '@rto/kit/testing';
import { loadBillingConfig, startBilling } from '@rto/billing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { loadOrderConfig, startOrder } from '@rto/order';
import { TestStack, type RegisteredCustomer as Customer } from '../../../../test-support/stack';

const ADMIN = { email: 'first-admin@example.com', password: 'first-admin-password' };
const startIdentityFrom = (env: NodeJS.ProcessEnv) => startIdentity(loadIdentityConfig(env));

let stack: TestStack;
let adminToken: string;

beforeAll(async () => {
  stack = await TestStack.start({
    // notification e-mails the reset links (it asks identity for them: started after it, it gets IDENTITY_URL);
    // order and billing answer whether a customer being deleted still rents or owes.
    services: {
      identity: startIdentityFrom,
      notification: (env) => startNotification(loadNotificationConfig(env)),
      billing: (env) => startBilling(loadBillingConfig(env)),
      order: (env) => startOrder(loadOrderConfig(env)),
    },
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const login = await stack.call<{ token: string }>('POST', '/login', { body: ADMIN });
  expect(login.status).toBe(200);
  adminToken = login.body.token;
});

afterAll(() => stack?.stop());

const registerCustomer = (overrides: Partial<Omit<Customer, 'token' | 'id'>> = {}): Promise<Customer> =>
  stack.registerCustomer({ email: stack.email('jane'), mobile: '+1 (317) 555-0100', ...overrides });

describe('registering and logging in', () => {
  it('when a customer registers, then they get a token that identifies them and no secret ever comes back', async () => {
    const email = stack.email('Mixed.Case');
    const registered = await stack.call<{ message: string; token: string }>('POST', '/register', {
      body: { name: 'Sam Customer', email, mobile: '317-555-0101', password: 'long-enough-pw' },
    });
    expect(registered.status).toBe(201);
    expect(registered.body.message).toBe('Account created successfully');
    expect(typeof registered.body.token).toBe('string');

    const me = await stack.call<{ user: Record<string, unknown> }>('GET', '/getUser', { token: registered.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({
      name: 'Sam Customer',
      email: email.toLowerCase(),
      mobile: '317-555-0101',
      role: 'customer',
      billingPaused: false,
      verified: false,
      status: 'active',
      hasPassword: true,
    });
    expect(JSON.stringify(me.body)).not.toMatch(/passwordHash|\$2[aby]\$/);

    const loggedIn = await stack.call<{ message: string; token: string }>('POST', '/login', {
      body: { email: email.toUpperCase(), password: 'long-enough-pw', name: '', mobile: '' },
    });
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.message).toBe('Logged in successfully');
  });

  it('when a customer registers, then user.registered is published carrying the request\'s correlation id', async () => {
    const email = stack.email('correlated');
    const registered = await stack.call('POST', '/register', {
      body: { name: 'Cora Related', email, mobile: '5550100', password: 'long-enough-pw' },
      headers: { 'x-correlation-id': 'checkout-journey-42' },
    });
    expect(registered.status).toBe(201);
    const event = await stack.probe.waitFor<{ userId: string; email: string }>('user.registered', (e) => e.data.email === email);
    expect(event).toMatchObject({ source: 'identity', correlationId: 'checkout-journey-42', data: { name: 'Cora Related' } });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('when the e-mail is already registered in any letter case, then the second sign-up gets 409 and changes nothing', async () => {
    const first = await registerCustomer();
    const again = await stack.call('POST', '/register', {
      body: { name: 'Someone Else', email: first.email.toUpperCase(), mobile: '5550100', password: 'another-password' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'An account with this email already exists' });
    const login = await stack.call('POST', '/login', { body: { email: first.email, password: first.password } });
    expect(login.status).toBe(200);
  });

  it.each([
    [{ email: 'a@example.com', mobile: '555', password: 'long-enough' }, 'Please enter your name'],
    [{ name: '  ', email: 'a@example.com', mobile: '555', password: 'long-enough' }, 'Please enter your name'],
    [{ name: 'A', mobile: '555', password: 'long-enough' }, 'Please enter your email'],
    [{ name: 'A', email: 'not-an-email', mobile: '555', password: 'long-enough' }, 'Please enter a valid email'],
    [{ name: 'A', email: 'a@example.com', password: 'long-enough' }, 'Please enter your mobile number'],
    [{ name: 'A', email: 'a@example.com', mobile: 'call me', password: 'long-enough' }, 'Please enter a valid phone number'],
    [{ name: 'A', email: 'a@example.com', mobile: '555' }, 'Please enter your password'],
    [{ name: 'A', email: 'a@example.com', mobile: '555', password: 'short' }, 'Password must be at least 8 characters'],
    [{ name: 'A', email: 'a@example.com', mobile: '555', password: 'x'.repeat(73) }, 'Password must be at most 72 bytes'],
    [{ name: 'A', email: 'Jane <a@example.com>', mobile: '555', password: 'long-enough' }, 'Please enter a valid email'],
  ])('when registering with %j, then 400 says "%s"', async (body, message) => {
    const response = await stack.call('POST', '/register', { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });

  it.each([
    [{ password: 'whatever-pw' }, 'Please enter your email'],
    [{ email: 'a@example.com' }, 'Please enter your password'],
    [{ email: 'a@example.com', password: '' }, 'Please enter your password'],
  ])('when logging in with %j, then 400 says "%s"', async (body, message) => {
    const response = await stack.call('POST', '/login', { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });

  it('when the password is wrong or the account unknown, then both get the same 401', async () => {
    const customer = await registerCustomer();
    const wrongPassword = await stack.call('POST', '/login', { body: { email: customer.email, password: 'not-the-password' } });
    const unknownEmail = await stack.call('POST', '/login', { body: { email: stack.email('nobody'), password: 'not-the-password' } });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'Invalid email or password' });
    }
  });

  it('when a login body carries MongoDB operators, then it is refused and logs nobody in', async () => {
    await registerCustomer();
    for (const body of [
      { email: { $gt: '' }, password: { $gt: '' } },
      { email: { $ne: null }, password: 'anything-long' },
      { email: 'jane@example.com', password: { $ne: null } },
      { email: { $regex: '.*' }, password: 'x' },
    ]) {
      const response = await stack.call('POST', '/login', { body });
      expect(response.status).toBe(400);
      expect(response.body).toHaveProperty('error');
      expect(response.body).not.toHaveProperty('token');
    }
  });

  it('when the body is not JSON, then 400 in JSON and no stack trace', async () => {
    const response = await stack.call('POST', '/login', { body: '{"email": "a@b.c", ', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Request body is not valid JSON' });
  });
});

describe('tokens', () => {
  const secret = 'dev-only-jwt-secret-change-me-0123456789abcdef';

  it('when a token is unsigned (alg none), signed with another key, expired or for another audience, then it is refused', async () => {
    const customer = await registerCustomer();
    const claims = { sub: customer.id, role: 'admin', sv: 0, iss: 'rto-identity', aud: 'rto' };
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    const forged = jwt.sign(claims, 'some-other-key-that-is-long-enough-000000', { algorithm: 'HS256' });
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, secret, { algorithm: 'HS256' });
    const foreignAudience = jwt.sign({ ...claims, aud: 'someone-else' }, secret, { algorithm: 'HS256' });
    for (const token of [unsigned, forged, expired, foreignAudience, 'not-a-jwt']) {
      const me = await stack.call('GET', '/getUser', { token });
      expect(me.status).toBe(401);
      expect(me.body).toEqual({ error: 'Invalid or expired token' });
      const admin = await stack.call('GET', '/getUsers', { token });
      expect(admin.status).toBe(401);
    }
  });

  it('when no token is sent to a customer path, then 401', async () => {
    const response = await stack.call('GET', '/getUser');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: 'Authentication required' });
  });
});

describe('admin user management', () => {
  it('when no token or a customer token calls an admin path, then 401 and 403', async () => {
    const customer = await registerCustomer();
    const someone = await registerCustomer();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/getUsers'],
      ['PUT', `/update-user/${someone.id}`, { name: 'Hacked', email: 'hacked@example.com' }],
      ['DELETE', `/delete-user/${someone.id}`],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await stack.call(method, path, { body });
      expect(anonymous.status).toBe(401);
      const asCustomer = await stack.call(method, path, { body, token: customer.token });
      expect(asCustomer.status).toBe(403);
      expect(asCustomer.body).toEqual({ error: 'Admin access required' });
    }
    const untouched = await stack.call<{ user: { name: string } }>('GET', '/getUser', { token: someone.token });
    expect(untouched.body.user.name).toBe(someone.name);
  });

  it('when the admin searches, filters and pages, then the list and pagination match', async () => {
    const tag = `zebra${Date.now()}`;
    const created: Customer[] = [];
    for (let index = 0; index < 7; index += 1) {
      created.push(await registerCustomer({ name: `${tag} Customer ${index}`, mobile: `555-01${index}0` }));
    }
    const firstPage = await stack.call<{ users: Array<Record<string, unknown>>; pagination: Record<string, unknown> }>(
      'GET',
      `/getUsers?search=${tag}&page=1&limit=3`,
      { token: adminToken },
    );
    expect(firstPage.status).toBe(200);
    expect(firstPage.body.users).toHaveLength(3);
    expect(firstPage.body.pagination).toEqual({ currentPage: 1, totalPages: 3, totalUsers: 7, limit: 3, hasNext: true, hasPrev: false });
    for (const user of firstPage.body.users) {
      expect(user).not.toHaveProperty('passwordHash');
      expect(user).not.toHaveProperty('password');
      expect(user).toHaveProperty('hasPassword', true);
    }

    const lastPage = await stack.call<{ users: unknown[]; pagination: Record<string, unknown> }>('GET', `/getUsers?search=${tag}&page=3&limit=3`, {
      token: adminToken,
    });
    expect(lastPage.body.users).toHaveLength(1);
    expect(lastPage.body.pagination).toMatchObject({ currentPage: 3, hasNext: false, hasPrev: true });

    const byEmail = await stack.call<{ users: Array<{ _id: string }> }>('GET', `/getUsers?search=${encodeURIComponent(created[2]!.email)}`, {
      token: adminToken,
    });
    expect(byEmail.body.users.map((user) => user._id)).toEqual([created[2]!.id]);

    const byMobile = await stack.call<{ users: Array<{ _id: string }> }>('GET', `/getUsers?search=${tag}&search=ignored`, { token: adminToken });
    expect(byMobile.status).toBe(400);

    const byPhone = await stack.call<{ users: Array<{ _id: string }> }>('GET', `/getUsers?search=555-0130`, { token: adminToken });
    expect(byPhone.body.users.map((user) => user._id)).toContain(created[3]!.id);

    const active = await stack.call<{ users: Array<{ status: string }>; pagination: { totalUsers: number } }>(
      'GET',
      `/getUsers?search=${tag}&status=active`,
      { token: adminToken },
    );
    expect(active.body.pagination.totalUsers).toBe(7);
    expect(active.body.users.every((user) => user.status === 'active')).toBe(true);
    const suspended = await stack.call<{ users: unknown[]; pagination: { totalUsers: number } }>('GET', `/getUsers?search=${tag}&status=suspended`, {
      token: adminToken,
    });
    expect(suspended.body.pagination.totalUsers).toBe(0);
  });

  it('when the admin lists by role, then customers and admins are counted apart (the summary cards count customers)', async () => {
    const me = await stack.call<{ user: { _id: string } }>('GET', '/getUser', { token: adminToken });
    type Listed = { users: Array<{ _id: string; role: string }>; pagination: { totalUsers: number } };
    const everyone = await stack.call<Listed>('GET', '/getUsers?limit=1000', { token: adminToken });
    const customers = await stack.call<Listed>('GET', '/getUsers?limit=1000&role=customer', { token: adminToken });
    const admins = await stack.call<Listed>('GET', '/getUsers?limit=1000&role=admin', { token: adminToken });
    expect(customers.body.users.every((user) => user.role === 'customer')).toBe(true);
    expect(customers.body.users.map((user) => user._id)).not.toContain(me.body.user._id);
    expect(admins.body.users.map((user) => user._id)).toContain(me.body.user._id);
    expect(customers.body.pagination.totalUsers + admins.body.pagination.totalUsers).toBe(everyone.body.pagination.totalUsers);
    const all = await stack.call<Listed>('GET', '/getUsers?limit=1000&role=all', { token: adminToken });
    expect(all.body.pagination.totalUsers).toBe(everyone.body.pagination.totalUsers);
    // An operator is no role: the key is not read as a query on the users.
    const operator = await stack.call<Listed>('GET', `/getUsers?limit=1000&${encodeURIComponent('role[$ne]')}=customer`, { token: adminToken });
    expect(operator.body.pagination.totalUsers).toBe(everyone.body.pagination.totalUsers);
  });

  it('when search text holds regular-expression characters, then they are matched literally', async () => {
    const response = await stack.call<{ users: unknown[] }>('GET', `/getUsers?search=${encodeURIComponent('.*')}`, { token: adminToken });
    expect(response.status).toBe(200);
    expect(response.body.users).toEqual([]);
  });

  it.each([
    ['page=0', 'page must be at least 1'],
    ['limit=5000', 'limit must be at most 1000'],
    ['status=frozen', 'status must be active or suspended'],
    ['role=superuser', 'role must be customer or admin'],
    ['role=customer&role=admin', 'role must be customer or admin'],
  ])('when listing with %s, then 400 says "%s"', async (query, message) => {
    const response = await stack.call('GET', `/getUsers?${query}`, { token: adminToken });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });

  it.each([
    [{ email: 'ok@example.com' }, 'Name is required'],
    [{ name: 'Ok' }, 'Email is required'],
    [{ name: 'Ok', email: 'nope' }, 'Please enter a valid email'],
    [{ name: 'Ok', email: 'ok@example.com', mobile: '555-CALL-NOW' }, 'Please enter a valid phone number'],
  ])('when the admin saves %j, then 400 says "%s" and nothing changes', async (body, message) => {
    const customer = await registerCustomer();
    const response = await stack.call('PUT', `/update-user/${customer.id}`, { body, token: adminToken });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
    const me = await stack.call<{ user: { name: string; email: string } }>('GET', '/getUser', { token: customer.token });
    expect(me.body.user).toMatchObject({ name: customer.name, email: customer.email.toLowerCase() });
  });

  it('when the admin edits a user, then the change is saved, returned and published', async () => {
    const customer = await registerCustomer();
    const newEmail = stack.email('renamed');
    const response = await stack.call<{ message: string; user: Record<string, unknown> }>('PUT', `/update-user/${customer.id}`, {
      body: { name: 'Renamed Customer', email: newEmail, mobile: '' },
      token: adminToken,
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('User updated successfully');
    expect(response.body.user).toMatchObject({ _id: customer.id, name: 'Renamed Customer', email: newEmail, mobile: '' });
    await stack.probe.waitFor<{ userId: string; name: string }>('user.updated', (e) => e.data.userId === customer.id && e.data.name === 'Renamed Customer');
    const login = await stack.call('POST', '/login', { body: { email: newEmail, password: customer.password } });
    expect(login.status).toBe(200);
  });

  it('when the admin gives a user an e-mail that is taken, or edits an unknown user, then 409 and 404', async () => {
    const first = await registerCustomer();
    const second = await registerCustomer();
    const taken = await stack.call('PUT', `/update-user/${second.id}`, { body: { name: 'X', email: first.email }, token: adminToken });
    expect(taken.status).toBe(409);
    const unknown = await stack.call('PUT', '/update-user/64b7f0000000000000000000', { body: { name: 'X', email: 'x@example.com' }, token: adminToken });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'User not found' });
    const malformed = await stack.call('PUT', '/update-user/not-an-id', { body: { name: 'X', email: 'x@example.com' }, token: adminToken });
    expect(malformed.status).toBe(404);
  });

  it('when the admin deletes a user, then the old token fails at once, user.deleted is published and the e-mail is free again', async () => {
    const customer = await registerCustomer();
    const deleted = await stack.call('DELETE', `/delete-user/${customer.id}`, { token: adminToken });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'User deleted successfully' });

    const me = await stack.call('GET', '/getUser', { token: customer.token });
    expect(me.status).toBe(401);
    const login = await stack.call('POST', '/login', { body: { email: customer.email, password: customer.password } });
    expect(login.status).toBe(401);
    await stack.probe.waitFor<{ userId: string }>('user.deleted', (e) => e.data.userId === customer.id);

    const again = await stack.call('DELETE', `/delete-user/${customer.id}`, { token: adminToken });
    expect(again.status).toBe(404);
    const listed = await stack.call<{ users: Array<{ _id: string }> }>('GET', `/getUsers?search=${encodeURIComponent(customer.email)}`, { token: adminToken });
    expect(listed.body.users).toEqual([]);
    const reRegistered = await stack.call('POST', '/register', {
      body: { name: customer.name, email: customer.email, mobile: customer.mobile, password: customer.password },
    });
    expect(reRegistered.status).toBe(201);
  });

  it('when the admin tries to delete their own account, then 403 with clear words and the account stays', async () => {
    const me = await stack.call<{ user: { _id: string } }>('GET', '/getUser', { token: adminToken });
    const response = await stack.call('DELETE', `/delete-user/${me.body.user._id}`, { token: adminToken });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: 'You cannot delete your own account' });
    expect((await stack.call('GET', '/getUser', { token: adminToken })).status).toBe(200);
  });
});

describe('password reset', () => {
  const SAME_ANSWER =
    'If an account exists for this email, we have sent it a link to choose a new password. Your password changes only when you set it from that link.';
  const INVALID_LINK = 'This password reset link is invalid or has expired';

  async function resetTokenFrom(email: string): Promise<string> {
    const mail = await eventually(async () => {
      // A new account is mailed its verification link too: the reset e-mail is the one with this subject.
      const first = (await mailsTo(email)).find((each) => each.subject === 'Choose your new password');
      if (!first) throw new Error('no mail yet');
      return first;
    });
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    return new URL(link!).searchParams.get('token')!;
  }

  it.each([
    [{ newPassword: 'new-password-1' }, 'Please enter your email'],
    [{ email: 'a@example.com' }, 'Please enter your new password'],
    [{ email: 'a@example.com', newPassword: '' }, 'Please enter your new password'],
  ])('when %j is sent, then 400 says "%s"', async (body, message) => {
    const response = await stack.call('PATCH', '/resetPassword', { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });

  it('when an unknown e-mail asks for a reset, then the answer is the same and no mail is sent', async () => {
    const email = stack.email('ghost');
    const response = await stack.call('PATCH', '/resetPassword', { body: { email, newPassword: 'new-password-1' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: SAME_ANSWER });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('when the owner sets a new password from the e-mailed link, then it works, the old one and old sessions do not, and the link works once', async () => {
    const customer = await registerCustomer();
    const otherSession = await stack.call<{ token: string }>('POST', '/login', { body: { email: customer.email, password: customer.password } });

    const requested = await stack.call('PATCH', '/resetPassword', { body: { email: customer.email, newPassword: 'typed-when-asking' } });
    expect(requested.body).toEqual({ message: SAME_ANSWER });

    // Nothing changes until the link is followed.
    expect((await stack.call('POST', '/login', { body: { email: customer.email, password: customer.password } })).status).toBe(200);
    const token = await resetTokenFrom(customer.email);

    const confirmed = await stack.call('POST', '/confirmPasswordReset', { body: { token, newPassword: 'brand-new-password' } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: 'Your password has been changed. Please log in with your new password.' });

    expect((await stack.call('POST', '/login', { body: { email: customer.email, password: 'brand-new-password' } })).status).toBe(200);
    for (const password of [customer.password, 'typed-when-asking']) {
      expect((await stack.call('POST', '/login', { body: { email: customer.email, password } })).status).toBe(401);
    }
    for (const oldToken of [customer.token, otherSession.body.token]) {
      const me = await stack.call('GET', '/getUser', { token: oldToken });
      expect(me.status).toBe(401);
    }
    await stack.probe.waitFor<{ userId: string; minimumSessionVersion: number }>(
      'user.sessions.ended',
      (e) => e.data.userId === customer.id && e.data.minimumSessionVersion === 1,
    );

    const reused = await stack.call('POST', '/confirmPasswordReset', { body: { token, newPassword: 'another-new-password' } });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ error: INVALID_LINK });
  });

  it.each([
    [{ newPassword: 'long-enough-pw' }, INVALID_LINK],
    [{ token: 'some-token' }, 'Please enter your new password'],
    [{ token: 'some-token', newPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ token: 'some-token', newPassword: 'é'.repeat(37) }, 'Password must be at most 72 bytes'],
  ])('when the link is followed with %j, then 400 says "%s"', async (body, message) => {
    const response = await stack.call('POST', '/confirmPasswordReset', { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: message });
  });

  it('when the chosen password is refused, then the link still works with a good one', async () => {
    const customer = await registerCustomer();
    await stack.call('PATCH', '/resetPassword', { body: { email: customer.email, newPassword: 'whatever-typed' } });
    const token = await resetTokenFrom(customer.email);
    expect((await stack.call('POST', '/confirmPasswordReset', { body: { token, newPassword: 'short' } })).status).toBe(400);
    expect((await stack.call('POST', '/confirmPasswordReset', { body: { token, newPassword: 'good-new-password' } })).status).toBe(200);
    expect((await stack.call('POST', '/login', { body: { email: customer.email, password: 'good-new-password' } })).status).toBe(200);
  });

  it('when a made-up link is followed, then 400 and nothing changes', async () => {
    const response = await stack.call('POST', '/confirmPasswordReset', { body: { token: 'made-up-token-value', newPassword: 'long-enough-pw' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: INVALID_LINK });
  });
});

describe('logging out', () => {
  it('when a customer logs out, then 200 says so, the token stops working and a new log-in works', async () => {
    const customer = await registerCustomer();
    const loggedOut = await stack.call('POST', '/logout', { token: customer.token });
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.body).toEqual({ message: 'Logged out successfully' });
    expect((await stack.call('GET', '/getUser', { token: customer.token })).status).toBe(401);
    const again = await stack.call<{ token: string }>('POST', '/login', { body: { email: customer.email, password: customer.password } });
    expect((await stack.call('GET', '/getUser', { token: again.body.token })).status).toBe(200);
  });

  it('when no token is sent, then 401', async () => {
    const response = await stack.call('POST', '/logout');
    expect(response.status).toBe(401);
  });
});
