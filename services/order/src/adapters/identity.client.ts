import { identityInternalContract } from '@rto/contracts';
import { createInternalClient, type Logger, type ServiceTokenSettings } from '@rto/kit';
import type { z } from 'zod';

export type AccountUser = z.infer<typeof identityInternalContract.user.response>['user'];

export interface IdentityClient {
  /** The customer's profile for their account page; null when identity knows no such live user. Rejects when identity is down or slow. */
  userOf(userId: string): Promise<AccountUser | null>;
}

/** Reads customers' profiles on identity's internal API. */
export function createIdentityClient(options: { baseUrl: string; settings: ServiceTokenSettings; timeoutMs: number; logger: Logger }): IdentityClient {
  const client = createInternalClient({ callee: 'identity', caller: 'order', ...options });
  return {
    async userOf(userId) {
      const answer = await client.call(identityInternalContract.user, { params: { id: userId } });
      return answer.ok ? answer.data.user : null;
    },
  };
}
