import { AppError, callerOf, conflict, unauthorized, type HandlersOf, type RateLimiter, type ServiceRuntime } from '@rto/kit';
import type { IdentityConfig } from '../config';
import { hashPassword, hashResetSecret, newResetSecret, passwordMatches, resetLink, spendComparableTime } from '../domain/password';
import { DuplicateEmailError, type UserRepository } from '../store/user.repository';
import { type identityContract } from './contract';
import { presentUser } from './present';

type AccountRoutes = Pick<typeof identityContract, 'register' | 'login' | 'getUser' | 'resetPassword' | 'confirmPasswordReset'>;

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';

/** Register, log in, who-am-I and the two steps of a password reset. */
export function accountHandlers(
  runtime: ServiceRuntime<IdentityConfig>,
  users: UserRepository,
  limiter: RateLimiter,
): HandlersOf<AccountRoutes> {
  const { config, tokens, sessions, bus } = runtime;
  const perAccount = (name: string, limit: number) => ({ name, limit, windowSeconds: config.ACCOUNT_LIMIT_WINDOW });

  return {
    async register({ body }) {
      await limiter.hit(perAccount('register:account', config.LOGIN_ATTEMPTS_PER_ACCOUNT), body.email);
      const passwordHash = await hashPassword(body.password, config.BCRYPT_ROUNDS);
      try {
        const user = await users.create({ name: body.name, email: body.email, mobile: body.mobile, passwordHash });
        bus.relay.nudge();
        return { message: 'Account created successfully', token: tokens.sign({ id: user.id, role: user.role, sessionVersion: user.sessionVersion }) };
      } catch (error) {
        if (error instanceof DuplicateEmailError) throw conflict('An account with this email already exists');
        throw error;
      }
    },

    async login({ body }) {
      await limiter.hit(perAccount('login:account', config.LOGIN_ATTEMPTS_PER_ACCOUNT), body.email);
      const credentials = await users.credentialsOf(body.email);
      if (!credentials?.passwordHash) {
        await spendComparableTime(body.password, config.BCRYPT_ROUNDS);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      if (!(await passwordMatches(body.password, credentials.passwordHash))) throw unauthorized(INVALID_CREDENTIALS);
      const { user } = credentials;
      return { message: 'Logged in successfully', token: tokens.sign({ id: user.id, role: user.role, sessionVersion: user.sessionVersion }) };
    },

    async getUser({ req }) {
      const caller = callerOf(req);
      const user = await users.findById(caller.id);
      // The account is gone or its sessions were ended since the token was issued.
      if (!user || caller.sessionVersion < user.sessionVersion) throw unauthorized('Your session has ended, please log in again');
      return { user: presentUser(user) };
    },

    async resetPassword({ body }) {
      await limiter.hit(perAccount('reset:account', config.RESET_REQUESTS_PER_ACCOUNT), body.email);
      const user = await users.findByEmail(body.email);
      // Hash either way: the answer and its timing must not tell whether the e-mail has an account.
      const passwordHash = await hashPassword(body.newPassword, config.BCRYPT_ROUNDS);
      if (user) {
        const { secret, secretHash } = newResetSecret();
        const expiresAt = new Date(Date.now() + config.PASSWORD_RESET_TTL * 1000);
        await users.storeResetRequest(user, { secretHash, passwordHash, expiresAt, resetUrl: resetLink(config.PUBLIC_URL, secret) });
        bus.relay.nudge();
      }
      return {
        message: 'If an account exists for this email, we have sent it a link to confirm the new password. Your password changes only after you follow that link.',
      };
    },

    async confirmPasswordReset({ body }) {
      const completed = await users.completeReset(hashResetSecret(body.token), new Date());
      if (!completed) throw new AppError(400, INVALID_RESET_LINK);
      await sessions.endSessionsBelow(completed.userId, completed.sessionVersion);
      return { message: 'Your password has been changed. Please log in with your new password.' };
    },
  };
}
