import type { Connection } from '@rto/kit';
import type { ManualClock } from '@rto/kit/testing';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { loadBillingConfig, startBilling, type RunningBilling } from '@rto/billing';
import { TestStack } from '../../../../test-support/stack';

export interface ClockedBilling {
  stack: TestStack;
  billing: RunningBilling;
  database: Connection;
}

/**
 * Identity and billing on a ManualClock for one test file, billing's timers left waiting an hour: the test runs
 * their rounds itself (`billing.rounds`), each at the time it set. `started` receives the stack once it runs.
 */
export function useClockedBilling(options: { clock: ManualClock; timeZone: string }, started: (running: ClockedBilling) => void): void {
  let stack: TestStack | undefined;
  beforeAll(async () => {
    let billing: RunningBilling | undefined;
    stack = await TestStack.start({
      services: {
        identity: (env) => startIdentity(loadIdentityConfig(env)),
        billing: async (env) => (billing = await startBilling(loadBillingConfig(env), { clock: options.clock })),
      },
      env: { SANDBOX_DRAFT_INTERVAL: '1h', DUNNING_INTERVAL: '1h', DELIVERY_TIME_ZONE: options.timeZone, DUNNING_RETRY_DAYS: '3,5,7' },
    });
    started({ stack, billing: billing!, database: await stack.database('billing') });
  });
  afterAll(async () => {
    await stack?.stop();
  });
}
