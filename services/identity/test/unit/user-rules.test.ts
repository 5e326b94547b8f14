import { isEmailAddress } from '@rto/kit';
import { identityContract, loadIdentityConfig } from '@rto/identity';
import { fitsBcrypt, hashPassword, hashResetSecret, newResetId, passwordMatches, resetLink, resetLinkKey, resetSecretOf } from '../../src/domain/password';
import { newVerification, verificationLink, verificationSecretOf } from '../../src/domain/email-verification';
import { accountStatus, normaliseEmail, PHONE_PATTERN, revocationSecondsLeft } from '../../src/domain/user';

describe('user rules', () => {
  it('when billing is paused, then the account shows as suspended, otherwise active', () => {
    expect(accountStatus(true)).toBe('suspended');
    expect(accountStatus(false)).toBe('active');
  });

  it('when e-mails differ only in case or spaces, then they are the same account', () => {
    expect(normaliseEmail('  Jane@Example.COM ')).toBe('jane@example.com');
  });

  it.each(['+1 (317) 555-0100', '3175550100', '317-555 0100'])('when the phone is %s, then it is valid', (phone) => {
    expect(PHONE_PATTERN.test(phone)).toBe(true);
  });

  it.each(['555-CALL', '1+2', '317.555.0100'])('when the phone is %s, then it is not', (phone) => {
    expect(PHONE_PATTERN.test(phone)).toBe(false);
  });

  it('when an e-mail has no domain, then it is not valid', () => {
    expect(isEmailAddress('jane@example')).toBe(false);
    expect(isEmailAddress('jane@example.com')).toBe(true);
  });

  it('when sessions were ended, then they stay refused until the last token issued before has expired', () => {
    const endedAt = new Date('2030-01-01T00:00:00Z');
    expect(revocationSecondsLeft(endedAt, 3600, new Date('2030-01-01T00:10:00Z'))).toBe(3000);
    expect(revocationSecondsLeft(endedAt, 3600, new Date('2030-01-01T01:00:00Z'))).toBe(0);
  });
});

describe('e-mail fields that no input can make slow', () => {
  const forms = [
    ['register', identityContract.register.body, { name: 'Eve', mobile: '5550100', password: 'long-enough-1' }],
    ['resetPassword', identityContract.resetPassword.body, { newPassword: 'whatever-1' }],
    ['updateUser', identityContract.updateUser.body, { name: 'Eve' }],
  ] as const;

  it.each(forms)('when %s gets 100,000 dots between two @, then it is refused at once for its length', (_name, schema, rest) => {
    const result = schema.safeParse({ ...rest, email: `a@${'.'.repeat(100_000)}@` });
    expect(result.success).toBe(false);
    // The length check's message alone: the address pattern never ran over the 100,000 characters.
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['email must be at most 254 characters']);
  });
});

describe('passwords and bcrypt', () => {
  it('when a password is over 72 bytes, then it does not fit, however few letters it has', () => {
    expect(fitsBcrypt('x'.repeat(72))).toBe(true);
    expect(fitsBcrypt('é'.repeat(36))).toBe(true);
    expect(fitsBcrypt('é'.repeat(37))).toBe(false);
  });

  it('when two passwords share their first 72 bytes, then only the one set matches', async () => {
    const password = 'p'.repeat(72);
    const hash = await hashPassword(password, 4);
    expect(await passwordMatches(password, hash)).toBe(true);
    expect(await passwordMatches(`${password}-and-more`, hash)).toBe(false);
    await expect(hashPassword(`${password}x`, 4)).rejects.toThrow('at most 72 bytes');
  });
});

describe('password reset secrets', () => {
  const key = resetLinkKey('a-signing-secret-of-at-least-32-characters');

  it('when a reset is made, then the link carries a secret derived from its id, and only its hash is kept', () => {
    const resetId = newResetId();
    const secret = resetSecretOf(key, resetId);
    const secretHash = hashResetSecret(secret);
    expect(secretHash).not.toContain(secret);
    expect(secret).not.toContain(resetId);
    const link = new URL(resetLink('http://localhost:8080', secret));
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('token')).toBe(secret);
  });

  it('when the link of one reset is made twice, then it is the same link; another reset or another key gives another', () => {
    const resetId = newResetId();
    expect(resetSecretOf(key, resetId)).toBe(resetSecretOf(key, resetId));
    expect(resetSecretOf(key, newResetId())).not.toBe(resetSecretOf(key, resetId));
    expect(resetSecretOf(resetLinkKey('another-signing-secret-of-32-characters'), resetId)).not.toBe(resetSecretOf(key, resetId));
    // 256 bits of HMAC, base64url: nothing to guess from the id alone.
    expect(resetSecretOf(key, resetId)).toMatch(/^[\w-]{43}$/);
  });
});

describe('e-mail verification secrets', () => {
  const key = resetLinkKey('a-signing-secret-of-at-least-32-characters');

  it('when a verification is made, then only the hash of its secret is kept, and it expires after the TTL', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const pending = newVerification(key, 48 * 3600, now);
    expect(pending.secretHash).toBe(hashResetSecret(verificationSecretOf(key, pending.id)));
    expect(pending.expiresAt.toISOString()).toBe('2026-01-03T00:00:00.000Z');
    expect(new URL(verificationLink('https://shop.example', verificationSecretOf(key, pending.id))).pathname).toBe('/verify-email');
  });

  it('when a reset and a verification share an id, then their secrets differ: one link never works as the other', () => {
    const id = newResetId();
    expect(verificationSecretOf(key, id)).not.toBe(resetSecretOf(key, id));
    expect(verificationSecretOf(key, id)).toMatch(/^[\w-]{43}$/);
  });
});

describe('identity settings', () => {
  /** The keys and admin password `make dev` makes on its first run. */
  const development = { JWT_SECRET: 'x'.repeat(40), SERVICE_TOKEN_SECRET: 'y'.repeat(40), RESET_LINK_SECRET: 'z'.repeat(40), AMQP_URL: 'amqp://rto-identity:made-by-infra@127.0.0.1:5672', ADMIN_PASSWORD: 'made-by-make-dev' };
  const { ADMIN_PASSWORD: _madeForDevelopment, ...keys } = development;
  const production = { ...keys, NODE_ENV: 'production' };

  it('when production starts without the first admin, then it refuses', () => {
    expect(() => loadIdentityConfig(production)).toThrow(
      'Invalid configuration: ADMIN_EMAIL must be set in production; ADMIN_PASSWORD must be set in production',
    );
  });

  it("when production is given the development admin's password, then it refuses", () => {
    expect(() => loadIdentityConfig({ ...production, ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'admin-dev-password' })).toThrow(
      'Invalid configuration: ADMIN_PASSWORD must be set in production',
    );
  });

  it('when production is given its own admin, then it starts', () => {
    expect(loadIdentityConfig({ ...production, ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'a-real-secret-1' })).toMatchObject({
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'a-real-secret-1',
    });
  });

  it("when production is given a test's password hashing cost (under 10 rounds), then it refuses; 10 and more start", () => {
    const admin = { ...production, ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'a-real-secret-1' };
    expect(() => loadIdentityConfig({ ...admin, BCRYPT_ROUNDS: '4' })).toThrow('Invalid configuration: BCRYPT_ROUNDS must be at least 10 in production');
    expect(loadIdentityConfig({ ...admin, BCRYPT_ROUNDS: '12' })).toMatchObject({ BCRYPT_ROUNDS: 12 });
    expect(loadIdentityConfig({ ...development, BCRYPT_ROUNDS: '4' })).toMatchObject({ BCRYPT_ROUNDS: 4 });
  });

  it('when the admin password is longer than bcrypt reads, then it is refused', () => {
    expect(() => loadIdentityConfig({ ...development, ADMIN_PASSWORD: 'é'.repeat(37) })).toThrow('Invalid configuration: ADMIN_PASSWORD must be at most 72 bytes');
  });

  it("when development starts without an admin password, or with the tests' one, then it refuses: make dev makes one", () => {
    expect(() => loadIdentityConfig(keys)).toThrow('Invalid configuration: ADMIN_PASSWORD must be set (make dev makes one on its first run)');
    expect(() => loadIdentityConfig({ ...keys, ADMIN_PASSWORD: 'admin-dev-password' })).toThrow(
      'Invalid configuration: ADMIN_PASSWORD is a value published in the code: set a password of your own',
    );
  });

  it('when development starts with nothing set but what make dev makes, then the documented admin and limits are used', () => {
    expect(loadIdentityConfig(development)).toMatchObject({
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'made-by-make-dev',
      PORT: 4001,
      LOGIN_ATTEMPTS_PER_ACCOUNT: 10,
      LOGIN_FAILURE_DELAY: 30,
      LOGIN_FAILURE_MAX_DELAY: 900,
      REGISTER_ATTEMPTS_PER_ACCOUNT: 10,
      SESSION_CHECK_INTERVAL: 30,
    });
  });

  it('when sign-ups and log-ins are limited separately, then each setting holds only for its own', () => {
    expect(loadIdentityConfig({ ...development, LOGIN_ATTEMPTS_PER_ACCOUNT: '3', REGISTER_ATTEMPTS_PER_ACCOUNT: '7' })).toMatchObject({
      LOGIN_ATTEMPTS_PER_ACCOUNT: 3,
      REGISTER_ATTEMPTS_PER_ACCOUNT: 7,
    });
  });
});
