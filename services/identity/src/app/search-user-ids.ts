import { MAX_MATCHING_USERS } from '@rto/contracts';
import type { UserDirectory } from '../store/user-directory.repository';

export interface SearchUserIdsDeps {
  directory: Pick<UserDirectory, 'idsMatching'>;
}

/** The live users whose name or e-mail contains the text, newest first, at most MAX_MATCHING_USERS: order's search. */
export function createSearchUserIds({ directory }: SearchUserIdsDeps) {
  return function searchUserIds(search: string): Promise<{ ids: string[]; truncated: boolean }> {
    return directory.idsMatching(search, MAX_MATCHING_USERS);
  };
}

export type SearchUserIds = ReturnType<typeof createSearchUserIds>;
