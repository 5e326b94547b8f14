import { badRequest, callerOf, notFound, paginationOf, type HandlersOf, type ServiceRuntime } from '@rto/kit';
import type { IdentityConfig } from '../config';
import { newVerification } from '../domain/email-verification';
import type { UserRepository } from '../store/user.repository';
import type { identityContract } from './contract';
import { afterSessionsEnded } from './end-sessions';
import { presentUser } from './present';

type AdminRoutes = Pick<typeof identityContract, 'getUsers' | 'updateUser' | 'deleteUser'>;

/** The admin's user management (spec 2.14). */
export function userAdminHandlers(
  runtime: ServiceRuntime<IdentityConfig>,
  users: UserRepository,
  /** The key verification links are derived with: a new address gets a link of its own. */
  linkKey: Buffer,
): HandlersOf<AdminRoutes> {
  const { config } = runtime;
  const sessionsEnded = afterSessionsEnded(runtime);
  return {
    async getUsers({ query }) {
      const { users: page, total } = await users.list(query);
      return {
        users: page.map(presentUser),
        pagination: { ...paginationOf(query.page, query.limit, total), totalUsers: total },
      };
    },

    async updateUser({ params, body }) {
      const verification = newVerification(linkKey, config.EMAIL_VERIFICATION_TTL, new Date());
      const user = await users.update(params.id, { name: body.name, email: body.email, mobile: body.mobile ?? '' }, verification);
      if (!user) throw notFound('User not found');
      return { message: 'User updated successfully', user: presentUser(user) };
    },

    async deleteUser({ params, req }) {
      if (callerOf(req).id === params.id) throw badRequest('You cannot delete your own account');
      // One update deletes the account and ends its sessions for good; Redis hears of it before the answer.
      const ended = await users.markDeleted(params.id, new Date());
      if (!ended) throw notFound('User not found');
      await sessionsEnded(ended);
      return { message: 'User deleted successfully' };
    },
  };
}
