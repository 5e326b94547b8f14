import { badRequest, callerOf, clientAddressOf, tooManyRequests, unauthorized, type HandlersOf, type RateLimiter, type ServiceRuntime } from '@rto/kit';
import type { IdentityConfig } from '../config';
import { newVerification } from '../domain/email-verification';
import { hashPassword, hashResetSecret, newResetId, passwordMatches, resetSecretOf, spendComparableTime } from '../domain/password';
import type { LoginAlertRepository } from '../store/login-alerts.repository';
import type { LoginFailures } from '../store/login-failures';
import type { UserRepository } from '../store/user.repository';
import { type identityContract } from './contract';
import { afterSessionsEnded } from './end-sessions';
import { presentUser } from './present';

type AccountRoutes = Pick<typeof identityContract, 'register' | 'login' | 'getUser' | 'resetPassword' | 'confirmPasswordReset' | 'logout'>;

const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';

/** What the account handlers work with beside the runtime and the users. */
export interface AccountDeps {
  limiter: RateLimiter;
  /** Wrong passwords, counted per account and client address and per address (store/login-failures). */
  logins: LoginFailures;
  alerts: LoginAlertRepository;
  /** The key reset and verification links are derived with (`resetLinkKey`). */
  linkKey: Buffer;
}

/** Register, log in, who-am-I, log out and the two steps of a password reset. */
export function accountHandlers(runtime: ServiceRuntime<IdentityConfig>, users: UserRepository, deps: AccountDeps): HandlersOf<AccountRoutes> {
  const { config, tokens, logger } = runtime;
  const { limiter, logins, alerts, linkKey } = deps;
  const sessionsEnded = afterSessionsEnded(runtime);
  const perAccount = (name: string, limit: number) => ({ name, limit, windowSeconds: config.ACCOUNT_LIMIT_WINDOW });

  /** Tells the admins (login.attack.detected); a report that cannot be stored is logged, never the guesser's answer. */
  async function reportAttack(email: string, clientAddress: string, failures: number): Promise<void> {
    try {
      const user = await users.findByEmail(email);
      await alerts.report({ email, userId: user?.id ?? null, clientAddress, failures, windowSeconds: config.ACCOUNT_LIMIT_WINDOW });
    } catch (error) {
      logger.error({ err: error, failures }, 'could not report a log-in attack');
    }
  }

  return {
    async register({ body }) {
      await limiter.hit(perAccount('register:account', config.REGISTER_ATTEMPTS_PER_ACCOUNT), body.email);
      const passwordHash = await hashPassword(body.password, config.BCRYPT_ROUNDS);
      // Not verified until the owner of the address opens the link user.verification.requested gets e-mailed.
      const verification = newVerification(linkKey, config.EMAIL_VERIFICATION_TTL, new Date());
      const user = await users.create({ name: body.name, email: body.email, mobile: body.mobile, passwordHash }, verification);
      return { message: 'Account created successfully', token: tokens.sign({ id: user.id, role: user.role, sessionVersion: user.sessionVersion }) };
    },

    async login({ body, req }) {
      // Counted where the guesses come from: an address that keeps failing waits, the owner elsewhere does not.
      const address = clientAddressOf(req);
      const wait = await logins.attempt(body.email, address);
      if (wait > 0) throw tooManyRequests(wait);
      const credentials = await users.credentialsOf(body.email);
      let matches = false;
      if (credentials?.passwordHash) matches = await passwordMatches(body.password, credentials.passwordHash);
      else await spendComparableTime(body.password, config.BCRYPT_ROUNDS);
      if (!credentials || !matches) {
        const failures = await logins.failed(body.email, address);
        if (failures !== null) await reportAttack(body.email, address, failures);
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await logins.succeeded(body.email, address);
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
      await logins.forgetAccount(ended.email);
      return { message: 'Your password has been changed. Please log in with your new password.' };
    },
  };
}
