import type { UserDirectory } from '../store/user-directory.repository';

export interface GetUserNamesDeps {
  directory: Pick<UserDirectory, 'namesOf'>;
}

/** Names and e-mails of the live users with these ids, for a page of the admin's order rows. */
export function createGetUserNames({ directory }: GetUserNamesDeps) {
  return function getUserNames(ids: readonly string[]): Promise<Array<{ id: string; name: string; email: string }>> {
    return directory.namesOf(ids);
  };
}

export type GetUserNames = ReturnType<typeof createGetUserNames>;
