import {
  badRequest,
  callerOf,
  unauthorized,
  type FailureLimiter,
  type FailureRule,
  type HandlersOf,
  type RateLimiter,
  type ServiceRuntime,
} from '@rto/kit';
import type { IdentityConfig } from '../config';
import { hashPassword, hashResetSecret, newResetId, passwordMatches, resetSecretOf, spendComparableTime } from '../domain/password';
import type { UserRepository } from '../store/user.repository';
import { type identityContract } from './contract';
import { afterSessionsEnded } from './end-sessions';
import { presentUser } from './present';

type AccountRoutes = Pick<typeof identityContract, 'register' | 'login' | 'getUser' | 'resetPassword' | 'confirmPasswordReset' | 'logout'>;

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';

/** Register, log in, who-am-I, log out and the two steps of a password reset. */
export function accountHandlers(
  runtime: ServiceRuntime<IdentityConfig>,
  users: UserRepository,
  limiter: RateLimiter,
  failures: FailureLimiter,
  /** The key reset links are derived with (`resetLinkKey`). */
  linkKey: Buffer,
): HandlersOf<AccountRoutes> {
  const { config, tokens, bus } = runtime;
  const sessionsEnded = afterSessionsEnded(runtime);
  const perAccount = (name: string, limit: number) => ({ name, limit, windowSeconds: config.ACCOUNT_LIMIT_WINDOW });
  // Wrong passwords per account (known or not, so the answer never tells): only failures count, and each one
  // past the allowance makes the next attempt wait twice as long. A right password clears them.
  const loginFailures: FailureRule = {
    name: 'login:account',
    freeFailures: config.LOGIN_ATTEMPTS_PER_ACCOUNT,
    windowSeconds: config.ACCOUNT_LIMIT_WINDOW,
    firstDelaySeconds: config.LOGIN_FAILURE_DELAY,
    maxDelaySeconds: config.LOGIN_FAILURE_MAX_DELAY,
  };

  return {
    async register({ body }) {
      await limiter.hit(perAccount('register:account', config.REGISTER_ATTEMPTS_PER_ACCOUNT), body.email);
      const passwordHash = await hashPassword(body.password, config.BCRYPT_ROUNDS);
      const user = await users.create({ name: body.name, email: body.email, mobile: body.mobile, passwordHash });
      bus.relay.nudge();
      return { message: 'Account created successfully', token: tokens.sign({ id: user.id, role: user.role, sessionVersion: user.sessionVersion }) };
    },

    async login({ body }) {
      await failures.attempt(loginFailures, body.email);
      const credentials = await users.credentialsOf(body.email);
      if (!credentials?.passwordHash) {
        await spendComparableTime(body.password, config.BCRYPT_ROUNDS);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      if (!(await passwordMatches(body.password, credentials.passwordHash))) throw unauthorized(INVALID_CREDENTIALS);
      await failures.succeeded(loginFailures, body.email);
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

    async logout({ req }) {
      const ended = await users.endSessions(callerOf(req).id, new Date());
      if (ended) await sessionsEnded(ended);
      return { message: 'Logged out successfully' };
    },

    async resetPassword({ body }) {
      await limiter.hit(perAccount('reset:account', config.RESET_REQUESTS_PER_ACCOUNT), body.email);
      // body.newPassword is never stored or applied: whoever asks is not known to own the account. The owner
      // chooses the new password from the e-mailed link.
      const user = await users.findByEmail(body.email);
      if (user) {
        // Stored: the reset's id and the hash of its link's secret. notification hears of the id
        // (password.reset.requested), asks identity for the link and e-mails it; a mail server that is down delays
        // the e-mail (the bus retries) and the answer here is the same whatever happens to it.
        const id = newResetId();
        const expiresAt = new Date(Date.now() + config.PASSWORD_RESET_TTL * 1000);
        await users.storeResetRequest(user, { id, secretHash: hashResetSecret(resetSecretOf(linkKey, id)), expiresAt });
        bus.relay.nudge();
      }
      return {
        message: 'If an account exists for this email, we have sent it a link to choose a new password. Your password changes only when you set it from that link.',
      };
    },

    async confirmPasswordReset({ body }) {
      const secretHash = hashResetSecret(body.token);
      const now = new Date();
      // The cheap look first: a made-up link never costs a password hash.
      if (!(await users.hasPendingReset(secretHash, now))) throw badRequest(INVALID_RESET_LINK);
      const passwordHash = await hashPassword(body.newPassword, config.BCRYPT_ROUNDS);
      const ended = await users.completeReset(secretHash, passwordHash, now);
      if (!ended) throw badRequest(INVALID_RESET_LINK);
      await sessionsEnded(ended);
      // The owner proved they read the account's mail: waits that guesses at the old password caused are lifted.
      await failures.succeeded(loginFailures, ended.email);
      return { message: 'Your password has been changed. Please log in with your new password.' };
    },
  };
}
