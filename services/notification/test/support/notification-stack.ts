import type { Connection } from '@rto/kit';
import { loadNotificationConfig, startNotification } from '@rto/notification';
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
