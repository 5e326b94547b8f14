import type { Connection } from '@rto/kit';
import { eventually, mailsTo } from '@rto/kit/testing';
import type { TestStack } from '../../../../test-support/stack';
import { startNotificationStack, supportMessage } from '../support/notification-stack';

/**
 * Security review: the contact form took any address, greeted it with a sender-chosen name (anyone could have us
 * e-mail their text to a stranger), and checked addresses with a pattern that backtracks quadratically and took
 * `x<victim@d.com>` for an address.
 */

let stack: TestStack;
let database: Connection;

beforeAll(async () => {
  ({ stack, database } = await startNotificationStack());
});

afterAll(async () => {
  await stack?.stop();
});

const message = (overrides: Record<string, unknown> = {}) => supportMessage(stack, overrides);

async function timedCall(body: unknown) {
  const started = performance.now();
  const response = await stack.call('POST', '/contactSupport', { body });
  return { ...response, ms: performance.now() - started };
}

describe('the acknowledgement e-mail', () => {
  it('when a stranger puts their own text in the name, then the acknowledgement to the given address carries none of it', async () => {
    const spam = 'Click http://evil.example to claim your prize';
    const body = message({ email: stack.email('victim'), name: spam, issue: 'Visit http://evil.example/prize today' });
    const response = await stack.call('POST', '/contactSupport', { body });
    expect(response.status).toBe(201);

    const [mail] = await eventually(async () => {
      const mails = await mailsTo(body.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    const everything = `${mail!.subject}\n${mail!.text}\n${mail!.html ?? ''}`;
    expect(everything).not.toContain(spam);
    expect(everything).not.toContain('evil.example');
    expect(everything).not.toContain(body.issue);
    expect(mail!.text.startsWith('Hello,\n')).toBe(true);
    expect(mail!.text).toMatch(/Your reference: [0-9A-F]{8}/);
  });
});

describe('the e-mail address check', () => {
  it('when the address hides a second one in angle brackets (x<victim@d.com>), then 400 and nothing is stored', async () => {
    const response = await stack.call('POST', '/contactSupport', { body: message({ email: 'x<victim@d.com>' }) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Please enter a valid email' });
    expect(await database.collection('support_messages').countDocuments({ email: 'x<victim@d.com>' })).toBe(0);
  });

  it('when the address is "a@", 7000 dots and "@", then 400 at once', async () => {
    const response = await timedCall(message({ email: `a@${'.'.repeat(7000)}@` }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'email must be at most 254 characters' });
    expect(response.ms).toBeLessThan(500);
  });

  it('when the address is "a@", 60,000 dots and "@" (quadratic work for a backtracking pattern), then it is refused at once', async () => {
    const response = await timedCall(message({ email: `a@${'.'.repeat(60_000)}@` }));
    // Over notification's body limit: refused before the body is even parsed.
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'Request body is too large' });
    expect(response.ms).toBeLessThan(500);
  });
});

describe('the body limit', () => {
  it('when a body is over 16 kB (padding in a field nobody reads), then 413 in JSON and nothing is stored', async () => {
    const email = stack.email('padded');
    const response = await stack.call('POST', '/contactSupport', { body: message({ email, padding: 'x'.repeat(17 * 1024) }) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: 'Request body is too large' });
    expect(await database.collection('support_messages').countDocuments({ email })).toBe(0);
  });

  it('when the issue is 5000 three-byte characters (15 kB of UTF-8), then it is still taken', async () => {
    const issue = '€'.repeat(5000);
    const response = await stack.call('POST', '/contactSupport', { body: message({ name: 'Ž'.repeat(100), issue }) });
    expect(response.status).toBe(201);
  });
});
