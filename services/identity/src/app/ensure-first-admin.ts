import { ConfigError, retryAtStart, type Logger } from '@rto/kit';
import { hashPassword } from '../domain/password';
import type { UserRepository } from '../store/user.repository';

export interface EnsureFirstAdminDeps {
  users: Pick<UserRepository, 'ensureAdmin'>;
  logger: Logger;
  adminEmail: string;
  adminPassword: string;
  bcryptRounds: number;
}

/**
 * Makes sure the configured first admin exists (created only, never changed). Refuses to start when a customer
 * account has the address.
 */
export async function ensureFirstAdmin(deps: EnsureFirstAdminDeps): Promise<void> {
  const { users, logger, adminEmail } = deps;
  const adminHash = await hashPassword(deps.adminPassword, deps.bcryptRounds);
  const admin = await retryAtStart(logger, 'making sure the first admin exists', () => users.ensureAdmin(adminEmail, adminHash));
  if (admin === 'taken-by-customer') {
    // Never promote an account by its address: whoever registered it would become admin.
    throw new ConfigError(`Invalid configuration: ADMIN_EMAIL ${adminEmail} belongs to a customer account; choose another address for the first admin`);
  }
}
