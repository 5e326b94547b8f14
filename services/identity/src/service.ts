import { bindContract, createRateLimiter, createRuntime, prepareCollections, retryAtStart, type RunningService, type RuntimeOptions, type ServiceRuntime } from '@rto/kit';
import { billingPaused, billingResumed, userSessionsEnded } from '@rto/contracts';
import { createBillingClient } from './adapters/billing.client';
import { createOrderClient } from './adapters/order.client';
import { createConfirmPasswordReset } from './app/confirm-password-reset';
import { createCountUsers } from './app/count-users';
import { createDeleteUser } from './app/delete-user';
import { ensureFirstAdmin } from './app/ensure-first-admin';
import { createGetEmailVerificationLink } from './app/get-email-verification-link';
import { createGetPasswordResetLink } from './app/get-password-reset-link';
import { createGetSignedInUser } from './app/get-signed-in-user';
import { createGetUserNames } from './app/get-user-names';
import { createGetUserProfile } from './app/get-user-profile';
import { keepSessionRegistry } from './app/keep-session-registry';
import { createListUsers } from './app/list-users';
import { createLogIn } from './app/log-in';
import { createLogOut } from './app/log-out';
import { createRegisterUser } from './app/register-user';
import { createRequestPasswordReset } from './app/request-password-reset';
import { createResendVerification } from './app/resend-verification';
import { createSearchUserIds } from './app/search-user-ids';
import { createTellSessionRegistry } from './app/tell-session-registry';
import { createUpdateUser } from './app/update-user';
import { createVerifyEmail } from './app/verify-email';
import type { IdentityConfig } from './config';
import { resetLinkKey } from './domain/password';
import { onBillingPausedOrResumed } from './events/on-billing-paused';
import { onUserSessionsEnded } from './events/on-user-sessions-ended';
import { accountHandlers } from './http/account.routes';
import { identityContract } from './http/contract';
import { mountInternalRoutes } from './http/internal.routes';
import { userAdminHandlers } from './http/users.routes';
import { verificationHandlers } from './http/verification.routes';
import { createEmailVerificationRepository, type EmailVerificationRepository } from './store/email-verification.repository';
import { createLoginAlertRepository, type LoginAlertRepository } from './store/login-alerts.repository';
import { createLoginFailures } from './store/login-failures';
import { createUserDirectory } from './store/user-directory.repository';
import { createUserRepository, type UserRepository } from './store/user.repository';

/** What the use cases are built from: the runtime's parts, identity's stores and its settings. */
interface Parts {
  runtime: ServiceRuntime<IdentityConfig>;
  users: UserRepository;
  verifications: EmailVerificationRepository;
  alerts: LoginAlertRepository;
}

/** Builds every use case the routes call, each with exactly what it needs. */
function buildUseCases({ runtime, users, verifications, alerts }: Parts) {
  const { config, logger, clock, tokens } = runtime;
  const limiter = createRateLimiter(runtime.redis, logger);
  const logins = createLoginFailures(runtime.redis, logger, {
    freePerAccountAndAddress: config.LOGIN_ATTEMPTS_PER_ACCOUNT,
    freePerAddress: config.LOGIN_FAILURES_PER_ADDRESS,
    alertAfter: config.LOGIN_ATTACK_ALERT_FAILURES,
    accountCeiling: config.LOGIN_ACCOUNT_CEILING,
    windowSeconds: config.ACCOUNT_LIMIT_WINDOW,
    firstDelaySeconds: config.LOGIN_FAILURE_DELAY,
    maxDelaySeconds: config.LOGIN_FAILURE_MAX_DELAY,
  });
  // Links are made with the current key; a link made before a rotation is still answered for (the link use cases).
  const linkKeys = [config.RESET_LINK_SECRET, config.RESET_LINK_SECRET_PREVIOUS].filter((key) => key !== undefined).map(resetLinkKey);
  const linkKey = linkKeys[0]!;
  const window = { accountLimitWindowSeconds: config.ACCOUNT_LIMIT_WINDOW };
  const verificationLinks = { linkKey, verificationTtlSeconds: config.EMAIL_VERIFICATION_TTL };
  const tellSessionRegistry = createTellSessionRegistry({ sessions: runtime.sessions, logger });
  const directory = createUserDirectory(users.model);
  const publicUrl = config.PUBLIC_URL;
  const bcryptRounds = config.BCRYPT_ROUNDS;
  const orders = createOrderClient({ baseUrl: config.ORDER_URL, settings: config, timeoutMs: config.ORDER_TIMEOUT_MS, logger });
  const billing = createBillingClient({ baseUrl: config.BILLING_URL, settings: config, timeoutMs: config.BILLING_TIMEOUT_MS, logger });

  return {
    registerUser: createRegisterUser({ users, limiter, tokens, clock, ...verificationLinks, ...window, bcryptRounds, attemptsPerAccount: config.REGISTER_ATTEMPTS_PER_ACCOUNT }),
    logIn: createLogIn({ users, logins, alerts, tokens, logger, bcryptRounds, ...window }),
    getSignedInUser: createGetSignedInUser({ users }),
    logOut: createLogOut({ users, tellSessionRegistry, clock }),
    requestPasswordReset: createRequestPasswordReset({
      users,
      limiter,
      clock,
      linkKey,
      resetTtlSeconds: config.PASSWORD_RESET_TTL,
      requestsPerAccount: config.RESET_REQUESTS_PER_ACCOUNT,
      ...window,
    }),
    confirmPasswordReset: createConfirmPasswordReset({ users, logins, tellSessionRegistry, clock, bcryptRounds }),
    verifyEmail: createVerifyEmail({ verifications, clock }),
    resendVerification: createResendVerification({ verifications, limiter, clock, ...verificationLinks, ...window, resendsPerAccount: config.VERIFICATION_RESENDS_PER_ACCOUNT }),
    listUsers: createListUsers({ users }),
    updateUser: createUpdateUser({ users, clock, ...verificationLinks }),
    deleteUser: createDeleteUser({ users, tellSessionRegistry, orders, billing, clock }),
    getPasswordResetLink: createGetPasswordResetLink({ users, clock, linkKeys, publicUrl }),
    getEmailVerificationLink: createGetEmailVerificationLink({ verifications, clock, linkKeys, publicUrl }),
    getUserProfile: createGetUserProfile({ users }),
    getUserNames: createGetUserNames({ directory }),
    searchUserIds: createSearchUserIds({ directory }),
    countUsers: createCountUsers({ directory, clock }),
  };
}

/**
 * Starts identity: connects its stores and the bus, makes sure the first admin exists and the session registry
 * is whole, serves its API.
 */
export async function startIdentity(config: IdentityConfig, options: RuntimeOptions = {}): Promise<RunningService> {
  const runtime = await createRuntime('identity', config, options);
  const { logger, clock } = runtime;
  const users = createUserRepository(runtime.db);
  const verifications = createEmailVerificationRepository(users.model);
  const alerts = createLoginAlertRepository(runtime.db);
  try {
    await retryAtStart(logger, 'creating collections and indexes', () => prepareCollections(users.model, alerts.model));
    await ensureFirstAdmin({ users, logger, adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD, bcryptRounds: config.BCRYPT_ROUNDS });
  } catch (error) {
    await runtime.db.close();
    runtime.redis.disconnect();
    throw error;
  }

  const tokenTtlSeconds = runtime.tokens.ttlSeconds;
  // notification e-mails the reset links: it asks the internal API for them (docs/architecture.md, notification).
  runtime.bus
    .publishOutboxOf({ model: users.model })
    // A report exists only to carry its event: removed once it is out.
    .publishOutboxOf({ model: alerts.model, purgeWhenSent: 'always' })
    .on(userSessionsEnded, onUserSessionsEnded({ sessions: runtime.sessions, tokenTtlSeconds, clock }))
    .on(billingPaused, onBillingPausedOrResumed(users, true))
    .on(billingResumed, onBillingPausedOrResumed(users, false));

  const keeper = keepSessionRegistry({ sessions: runtime.sessions, users, logger, clock, tokenTtlSeconds, intervalSeconds: config.SESSION_CHECK_INTERVAL });
  // Before serving: every check of a token (here, in the gateway, in each service) fails closed until it is whole.
  await keeper.check();

  const useCases = buildUseCases({ runtime, users, verifications, alerts });
  let running: RunningService;
  try {
    running = await runtime.serve(
      (app) => {
        const handlers = { ...accountHandlers(useCases), ...verificationHandlers(useCases), ...userAdminHandlers(useCases) };
        bindContract(app, identityContract, handlers, runtime.guard);
        mountInternalRoutes(app, useCases, config);
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
