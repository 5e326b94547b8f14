import type { UserListQuery, UserRecord, UserRepository } from '../store/user.repository';

export interface ListUsersDeps {
  users: Pick<UserRepository, 'list'>;
}

/** The admin's user list: a page of the users a search and status filter find, newest first, and how many in all. */
export function createListUsers({ users }: ListUsersDeps) {
  return function listUsers(query: UserListQuery): Promise<{ users: UserRecord[]; total: number }> {
    return users.list(query);
  };
}

export type ListUsers = ReturnType<typeof createListUsers>;
