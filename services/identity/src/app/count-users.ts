import type { Clock } from '@rto/kit';
import type { UserCounts, UserDirectory } from '../store/user-directory.repository';

export interface CountUsersDeps {
  directory: Pick<UserDirectory, 'counts'>;
  clock: Clock;
}

/** The admin dashboard's user figures, sign-ups per calendar month over the last `months` included. */
export function createCountUsers({ directory, clock }: CountUsersDeps) {
  return function countUsers(months: number): Promise<UserCounts> {
    return directory.counts(clock.now(), months);
  };
}

export type CountUsers = ReturnType<typeof createCountUsers>;
