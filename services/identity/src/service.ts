import { bindContract, createMailer, createRateLimiter, createRuntime, trusted, type RunningService } from '@rto/kit';
import type { IdentityConfig } from './config';
import { hashPassword } from './domain/password';
import { onPasswordResetRequested } from './events/on-password-reset-requested';
import { passwordResetRequested } from './events/published';
import { accountHandlers } from './http/account.routes';
import { identityContract } from './http/contract';
import { userAdminHandlers } from './http/users.routes';
import { createUserRepository } from './store/user.repository';

/** Starts identity: connects its stores and the bus, makes sure the first admin exists, serves its API. */
export async function startIdentity(config: IdentityConfig): Promise<RunningService> {
  const runtime = await createRuntime('identity', config);
  const users = createUserRepository(runtime.db);
  await users.model.syncIndexes();
  await users.ensureAdmin(config.ADMIN_EMAIL, await hashPassword(config.ADMIN_PASSWORD, config.BCRYPT_ROUNDS));

  const mailer = createMailer(config.SMTP_URL, config.MAIL_FROM);
  runtime.bus
    .publishOutboxOf({ model: users.model, purgeWhenSent: { deletedAt: trusted({ $ne: null }) } })
    .on(passwordResetRequested, onPasswordResetRequested(mailer));

  const limiter = createRateLimiter(runtime.redis, runtime.logger);
  return runtime.serve((app) => {
    bindContract(app, identityContract, { ...accountHandlers(runtime, users, limiter), ...userAdminHandlers(runtime, users) }, runtime.guard);
  });
}
