import type { Connection } from '@rto/kit';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { TestStack } from '../../../../test-support/stack';

/** notification behind a real gateway, with its own database open to look at what it stored. */
export async function startNotificationStack(env: Record<string, string> = {}): Promise<{ stack: TestStack; database: Connection }> {
  const stack = await TestStack.start({ services: { notification: (serviceEnv) => startNotification(loadNotificationConfig(serviceEnv)) }, env });
  return { stack, database: await stack.database('notification') };
}

/** A contact-support message as the form sends it, from a new address of this test file. */
export function supportMessage(stack: TestStack, overrides: Record<string, unknown> = {}) {
  return { name: 'Jane Renter', email: stack.email('jane'), issue: 'My dryer makes a loud noise when it spins.', ...overrides };
}

/**
 * Identity and notification for one test file, for the mails notification sends to customers it learns of from
 * identity (receipts, invoices, reminders); `publicUrl` is where their links point. `started` receives the stack.
 */
export function useMailingStack(started: (running: { stack: TestStack; database: Connection }) => void, publicUrl?: string): void {
  let stack: TestStack | undefined;
  beforeAll(async () => {
    stack = await TestStack.start({
      services: {
        identity: (env) => startIdentity(loadIdentityConfig(env)),
        notification: (env) => startNotification(loadNotificationConfig(publicUrl ? { ...env, PUBLIC_URL: publicUrl } : env)),
      },
    });
    started({ stack, database: await stack.database('notification') });
  });
  afterAll(async () => {
    await stack?.stop();
  });
}
