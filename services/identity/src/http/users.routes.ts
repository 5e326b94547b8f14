import { badRequest, callerOf, conflict, notFound, paginationOf, type HandlersOf, type ServiceRuntime } from '@rto/kit';
import type { IdentityConfig } from '../config';
import { DuplicateEmailError, isUserId, type UserRepository } from '../store/user.repository';
import type { identityContract } from './contract';
import { presentUser } from './present';

type AdminRoutes = Pick<typeof identityContract, 'getUsers' | 'updateUser' | 'deleteUser'>;

/** The admin's user management (spec 2.14). */
export function userAdminHandlers(runtime: ServiceRuntime<IdentityConfig>, users: UserRepository): HandlersOf<AdminRoutes> {
  const { sessions, bus } = runtime;
  return {
    async getUsers({ query }) {
      const { users: page, total } = await users.list(query);
      return {
        users: page.map(presentUser),
        pagination: { ...paginationOf(query.page, query.limit, total), totalUsers: total },
      };
    },

    async updateUser({ params, body }) {
      try {
        const user = await users.update(params.id, { name: body.name, email: body.email, mobile: body.mobile ?? '' });
        if (!user) throw notFound('User not found');
        bus.relay.nudge();
        return { message: 'User updated successfully', user: presentUser(user) };
      } catch (error) {
        if (error instanceof DuplicateEmailError) throw conflict('An account with this email already exists');
        throw error;
      }
    },

    async deleteUser({ params, req }) {
      if (callerOf(req).id === params.id) throw badRequest('You cannot delete your own account');
      if (!isUserId(params.id)) throw notFound('User not found');
      // Sessions end first: once the answer says "deleted", no token of the account may work anywhere. For an id
      // with no account this only leaves a Redis key that expires with the tokens it would have refused.
      await sessions.endAllSessions(params.id);
      if (!(await users.markDeleted(params.id))) throw notFound('User not found');
      bus.relay.nudge();
      return { message: 'User deleted successfully' };
    },
  };
}
