import { bindContract, ConfigError, createRateLimiter, createRuntime, prepareCollections, retryAtStart, type RunningService } from '@rto/kit';
import { billingPaused, billingResumed, userSessionsEnded } from '@rto/contracts';
import type { IdentityConfig } from './config';
import { hashPassword, resetLinkKey } from './domain/password';
import { onBillingPausedOrResumed } from './events/on-billing-paused';
import { onUserSessionsEnded } from './events/on-user-sessions-ended';
import { accountHandlers } from './http/account.routes';
import { identityContract } from './http/contract';
import { mountInternalRoutes } from './http/internal.routes';
import { userAdminHandlers } from './http/users.routes';
import { verificationHandlers } from './http/verification.routes';
import { keepSessionRegistry } from './session-registry-keeper';
import { createEmailVerificationRepository } from './store/email-verification.repository';
import { createLoginAlertRepository } from './store/login-alerts.repository';
import { createLoginFailures } from './store/login-failures';
import { createUserRepository } from './store/user.repository';

/**
 * Starts identity: connects its stores and the bus, makes sure the first admin exists and the session registry
 * is whole, serves its API.
 */
export async function startIdentity(config: IdentityConfig): Promise<RunningService> {
  const runtime = await createRuntime('identity', config);
  const users = createUserRepository(runtime.db);
  const verifications = createEmailVerificationRepository(users.model);
  const alerts = createLoginAlertRepository(runtime.db);
  try {
    await retryAtStart(runtime.logger, 'creating collections and indexes', () => prepareCollections(users.model, alerts.model));
    const adminHash = await hashPassword(config.ADMIN_PASSWORD, config.BCRYPT_ROUNDS);
    const admin = await retryAtStart(runtime.logger, 'making sure the first admin exists', () => users.ensureAdmin(config.ADMIN_EMAIL, adminHash));
    if (admin === 'taken-by-customer') {
      // Never promote an account by its address: whoever registered it would become admin.
      throw new ConfigError(`Invalid configuration: ADMIN_EMAIL ${config.ADMIN_EMAIL} belongs to a customer account; choose another address for the first admin`);
    }
  } catch (error) {
    await runtime.db.close();
    runtime.redis.disconnect();
    throw error;
  }

  // notification e-mails the reset links: it asks the internal API for them (docs/architecture.md, notification).
  runtime.bus
    .publishOutboxOf({ model: users.model })
    // A report exists only to carry its event: removed once it is out.
    .publishOutboxOf({ model: alerts.model, purgeWhenSent: {} })
    .on(userSessionsEnded, onUserSessionsEnded(runtime.sessions, runtime.tokens.ttlSeconds))
    .on(billingPaused, onBillingPausedOrResumed(users, true))
    .on(billingResumed, onBillingPausedOrResumed(users, false));

  const keeper = keepSessionRegistry({
    sessions: runtime.sessions,
    users,
    logger: runtime.logger,
    tokenTtlSeconds: runtime.tokens.ttlSeconds,
    intervalSeconds: config.SESSION_CHECK_INTERVAL,
  });
  // Before serving: every check of a token (here, in the gateway, in each service) fails closed until it is whole.
  await keeper.check();

  const limiter = createRateLimiter(runtime.redis, runtime.logger);
  const logins = createLoginFailures(runtime.redis, runtime.logger, {
    freePerAccountAndAddress: config.LOGIN_ATTEMPTS_PER_ACCOUNT,
    freePerAddress: config.LOGIN_FAILURES_PER_ADDRESS,
    alertAfter: config.LOGIN_ATTACK_ALERT_FAILURES,
    accountCeiling: config.LOGIN_ACCOUNT_CEILING,
    windowSeconds: config.ACCOUNT_LIMIT_WINDOW,
    firstDelaySeconds: config.LOGIN_FAILURE_DELAY,
    maxDelaySeconds: config.LOGIN_FAILURE_MAX_DELAY,
  });
  // Links are made with the current key; a link made before a rotation is still answered for (internal.routes.ts).
  const linkKeys = [config.RESET_LINK_SECRET, config.RESET_LINK_SECRET_PREVIOUS].filter((key) => key !== undefined).map(resetLinkKey);
  const linkKey = linkKeys[0]!;
  let running: RunningService;
  try {
    running = await runtime.serve(
      (app) => {
        const handlers = {
          ...accountHandlers(runtime, users, { limiter, logins, alerts, linkKey }),
          ...verificationHandlers(runtime, verifications, limiter, linkKey),
          ...userAdminHandlers(runtime, users, linkKey),
        };
        bindContract(app, identityContract, handlers, runtime.guard);
        mountInternalRoutes(app, runtime, { users, verifications }, linkKeys);
      },
      // Identity's bodies are a few fields: nothing larger is ever read, let alone checked.
      { bodyLimit: '8kb' },
    );
  } catch (error) {
    await keeper.stop();
    throw error;
  }
  return {
    ...running,
    async stop() {
      await keeper.stop();
      await running.stop();
    },
  };
}
