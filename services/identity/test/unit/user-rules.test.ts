import { loadIdentityConfig } from '@rto/identity';
import { hashResetSecret, newResetSecret, resetLink } from '../../src/domain/password';
import { accountStatus, EMAIL_PATTERN, normaliseEmail, PHONE_PATTERN } from '../../src/domain/user';

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
    expect(EMAIL_PATTERN.test('jane@example')).toBe(false);
    expect(EMAIL_PATTERN.test('jane@example.com')).toBe(true);
  });
});

describe('password reset secrets', () => {
  it('when a secret is made, then only its hash is kept and the link carries the secret', () => {
    const { secret, secretHash } = newResetSecret();
    expect(secretHash).toBe(hashResetSecret(secret));
    expect(secretHash).not.toContain(secret);
    const link = new URL(resetLink('http://localhost:8080', secret));
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('token')).toBe(secret);
  });
});

describe('identity settings', () => {
  it('when production starts without the first admin, then it refuses', () => {
    expect(() => loadIdentityConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      'Invalid configuration: ADMIN_EMAIL must be set in production; ADMIN_PASSWORD must be set in production',
    );
  });

  it('when development starts with nothing set, then the documented admin is used', () => {
    expect(loadIdentityConfig({})).toMatchObject({ ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin-dev-password', PORT: 4001 });
  });
});
