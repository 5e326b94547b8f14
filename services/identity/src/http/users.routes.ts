import { callerOf, paginationOf, type HandlersOf } from '@rto/kit';
import type { DeleteUser } from '../app/delete-user';
import type { ListUsers } from '../app/list-users';
import type { UpdateUser } from '../app/update-user';
import type { identityContract } from './contract';
import { presentUser } from './present';

type AdminRoutes = Pick<typeof identityContract, 'getUsers' | 'updateUser' | 'deleteUser'>;

/** The use cases behind the admin's user routes. */
export interface UserAdminUseCases {
  listUsers: ListUsers;
  updateUser: UpdateUser;
  deleteUser: DeleteUser;
}

/** The admin's user management (spec 2.14). */
export function userAdminHandlers(useCases: UserAdminUseCases): HandlersOf<AdminRoutes> {
  return {
    async getUsers({ query }) {
      const { users: page, total } = await useCases.listUsers(query);
      return {
        users: page.map(presentUser),
        pagination: { ...paginationOf(query.page, query.limit, total), totalUsers: total },
      };
    },

    async updateUser({ params, body }) {
      const user = await useCases.updateUser(params.id, { name: body.name, email: body.email, mobile: body.mobile ?? '' });
      return { message: 'User updated successfully', user: presentUser(user) };
    },

    async deleteUser({ params, req }) {
      await useCases.deleteUser(callerOf(req).id, params.id);
      return { message: 'User deleted successfully' };
    },
  };
}
