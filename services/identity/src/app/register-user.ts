import type { Clock, RateLimiter, TokenService } from '@rto/kit';
import { newVerification } from '../domain/email-verification';
import { hashPassword } from '../domain/password';
import type { UserRepository } from '../store/user.repository';

export interface RegisterUserDeps {
  users: Pick<UserRepository, 'create'>;
  limiter: RateLimiter;
  tokens: Pick<TokenService, 'sign'>;
  clock: Clock;
  /** The key verification links are derived with (`resetLinkKey`). */
  linkKey: Buffer;
  bcryptRounds: number;
  verificationTtlSeconds: number;
  attemptsPerAccount: number;
  accountLimitWindowSeconds: number;
}

export interface Registration {
  name: string;
  email: string;
  mobile: string;
  password: string;
}

/** A new customer account, unverified until its address is proved; answers the new account's token. */
export function createRegisterUser(deps: RegisterUserDeps) {
  const { users, limiter, tokens, clock, linkKey } = deps;
  return async function registerUser(registration: Registration): Promise<string> {
    await limiter.hit({ name: 'register:account', limit: deps.attemptsPerAccount, windowSeconds: deps.accountLimitWindowSeconds }, registration.email);
    const passwordHash = await hashPassword(registration.password, deps.bcryptRounds);
    // Not verified until the owner of the address opens the link user.verification.requested gets e-mailed.
    const verification = newVerification(linkKey, deps.verificationTtlSeconds, clock.now());
    const user = await users.create({ name: registration.name, email: registration.email, mobile: registration.mobile, passwordHash }, verification);
    return tokens.sign({ id: user.id, role: user.role, sessionVersion: user.sessionVersion });
  };
}

export type RegisterUser = ReturnType<typeof createRegisterUser>;
