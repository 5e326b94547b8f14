import { tooManyRequests, unauthorized, type Logger, type TokenService } from '@rto/kit';
import { passwordMatches, spendComparableTime } from '../domain/password';
import type { LoginAlertRepository } from '../store/login-alerts.repository';
import type { LoginFailures } from '../store/login-failures';
import type { UserRepository } from '../store/user.repository';

const INVALID_CREDENTIALS = 'Invalid email or password';

export interface LogInDeps {
  users: Pick<UserRepository, 'credentialsOf' | 'findByEmail'>;
  /** Wrong passwords, counted per account and client address and per address (store/login-failures). */
  logins: LoginFailures;
  alerts: LoginAlertRepository;
  tokens: Pick<TokenService, 'sign'>;
  logger: Logger;
  bcryptRounds: number;
  accountLimitWindowSeconds: number;
}

/** Checks an e-mail and password tried from `clientAddress`; answers a token, or refuses (401, or 429 while it must wait). */
export function createLogIn(deps: LogInDeps) {
  const { users, logins, alerts, tokens, logger } = deps;

  /** Tells the admins (login.attack.detected); a report that cannot be stored is logged, never the guesser's answer. */
  async function reportAttack(email: string, clientAddress: string, failures: number): Promise<void> {
    try {
      const user = await users.findByEmail(email);
      await alerts.report({ email, userId: user?.id ?? null, clientAddress, failures, windowSeconds: deps.accountLimitWindowSeconds });
    } catch (error) {
      logger.error({ err: error, failures }, 'could not report a log-in attack');
    }
  }

  return async function logIn(email: string, password: string, clientAddress: string): Promise<string> {
    // Counted where the guesses come from: an address that keeps failing waits, the owner elsewhere does not.
    const wait = await logins.attempt(email, clientAddress);
    if (wait > 0) throw tooManyRequests(wait);
    const credentials = await users.credentialsOf(email);
    let matches = false;
    if (credentials?.passwordHash) matches = await passwordMatches(password, credentials.passwordHash);
    else await spendComparableTime(password, deps.bcryptRounds);
    if (!credentials || !matches) {
      const failures = await logins.failed(email, clientAddress);
      if (failures !== null) await reportAttack(email, clientAddress, failures);
      throw unauthorized(INVALID_CREDENTIALS);
    }
    await logins.succeeded(email, clientAddress);
    const { user } = credentials;
    return tokens.sign({ id: user.id, role: user.role, sessionVersion: user.sessionVersion });
  };
}

export type LogIn = ReturnType<typeof createLogIn>;
