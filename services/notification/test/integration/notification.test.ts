import type { Connection } from '@rto/kit';
import { eventually, mailsTo } from '@rto/kit/testing';
import type { TestStack } from '../../../../test-support/stack';
import { startNotificationStack, supportMessage } from '../support/notification-stack';

const LIMIT_PER_ACCOUNT = 3;

let stack: TestStack;
let database: Connection;

beforeAll(async () => {
  ({ stack, database } = await startNotificationStack({
    SUPPORT_REQUESTS_PER_ACCOUNT: String(LIMIT_PER_ACCOUNT),
    SUPPORT_PHONE: '(317) 555-0142',
    SUPPORT_ANSWER_WITHIN: 'two business days',
  }));
});

afterAll(async () => {
  await stack?.stop();
});

const message = (overrides: Record<string, unknown> = {}) => supportMessage(stack, overrides);

describe('contacting support', () => {
  it('when a visitor sends a message without signing in, then 201 with the success message, its reference and when to expect an answer, and the message is stored', async () => {
    const body = message({ email: stack.email('Mixed.Case') });
    const response = await stack.call('POST', '/contactSupport', { body });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ message: 'Your message has been sent successfully!', reference: expect.stringMatching(/^[0-9A-F]{8}$/), answerWithin: 'two business days' });

    const stored = await database.collection('support_messages').findOne({ email: body.email.toLowerCase() });
    expect(stored).toMatchObject({ name: 'Jane Renter', issue: body.issue });
    // The reference on screen is the stored message's: the one support looks up, and the e-mail's.
    expect(String(stored!._id).slice(-8).toUpperCase()).toBe((response.body as { reference: string }).reference);
  });

  it('when anyone asks for support\'s details, then the phone and hours come from settings and the rest from defaults', async () => {
    const response = await stack.call('GET', '/getSupportInfo');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      phone: '(317) 555-0142',
      hours: 'Monday to Friday 8 AM to 8 PM, Saturday 9 AM to 5 PM (Eastern Time)',
      answerWithin: 'two business days',
    });
  });

  it('when a message is sent, then support.requested is published with its content', async () => {
    const body = message();
    await stack.call('POST', '/contactSupport', { body });
    const event = await stack.probe.waitFor<{ email: string }>('support.requested', (e) => e.data.email === body.email.toLowerCase());
    expect(event).toMatchObject({ source: 'notification', data: { name: body.name, email: body.email.toLowerCase(), issue: body.issue } });
    expect(typeof (event.data as unknown as { messageId: string }).messageId).toBe('string');
  });

  it('when a message is sent, then the sender receives an acknowledgement e-mail', async () => {
    const body = message({ name: 'Sam Sender' });
    const response = await stack.call('POST', '/contactSupport', { body });
    expect(response.status).toBe(201);
    const [mail] = await eventually(async () => {
      const mails = await mailsTo(body.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    // The same reference as the answer gave, and the same promise.
    expect(mail!.subject).toBe(`We received your message (ref. ${(response.body as { reference: string }).reference})`);
    expect(mail!.text).toContain('usually within two business days.');
    // Made from the event it answers: a redelivered event sends the same message again, recognisably.
    const event = await stack.probe.waitFor('support.requested', (e) => (e.data as { email: string }).email === body.email.toLowerCase());
    expect(mail!.messageId).toBe(`notification.${event.id}@rent-to-own.mail`);
    expect(mail!.text.startsWith('Hello,\n')).toBe(true);
    // The acknowledgement never repeats what the sender wrote (name or message) to the address it was given.
    expect(mail!.text).not.toContain('Sam Sender');
    expect(mail!.text).not.toContain(body.issue);
  });

  it.each([
    [{ email: 'a@example.com', issue: 'Broken' }, 'Please enter your name'],
    [{ name: '   ', email: 'a@example.com', issue: 'Broken' }, 'Please enter your name'],
    [{ name: 'A', issue: 'Broken' }, 'Please enter your email'],
    [{ name: 'A', email: '', issue: 'Broken' }, 'Please enter your email'],
    [{ name: 'A', email: 'not-an-email', issue: 'Broken' }, 'Please enter a valid email'],
    [{ name: 'A', email: 'a@example.com' }, 'Please describe your issue'],
    [{ name: 'A', email: 'a@example.com', issue: ' ' }, 'Please describe your issue'],
    [{}, 'Please enter your name'],
    [{ name: 'A', email: 'not-an-email' }, 'Please enter a valid email'],
  ])('when sending %j, then 400 says "%s"', async (body, error) => {
    const response = await stack.call('POST', '/contactSupport', { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
  });

  it('when the fields are too long or not text, then 400 and nothing is stored', async () => {
    const email = stack.email('bounded');
    for (const body of [
      message({ email, issue: 'x'.repeat(5001) }),
      message({ email, name: 'n'.repeat(101) }),
      message({ email: { $ne: null } }),
      message({ email, issue: ['a list'] }),
    ]) {
      const response = await stack.call('POST', '/contactSupport', { body });
      expect(response.status).toBe(400);
      expect(response.body).toHaveProperty('error');
    }
    expect(await database.collection('support_messages').countDocuments({ email })).toBe(0);
    const longest = await stack.call('POST', '/contactSupport', { body: message({ email, issue: 'x'.repeat(5000) }) });
    expect(longest.status).toBe(201);
  });

  it('when one address sends more messages than allowed in the window, then 429 and the extra one is not stored', async () => {
    const email = stack.email('chatty');
    for (let i = 0; i < LIMIT_PER_ACCOUNT; i++) {
      const response = await stack.call('POST', '/contactSupport', { body: message({ email: i % 2 ? email.toUpperCase() : email }) });
      expect(response.status).toBe(201);
    }
    const extra = await stack.call('POST', '/contactSupport', { body: message({ email }) });
    expect(extra.status).toBe(429);
    expect(extra.body).toHaveProperty('error');
    expect(Number(extra.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await database.collection('support_messages').countDocuments({ email: email.toLowerCase() })).toBe(LIMIT_PER_ACCOUNT);

    const someoneElse = await stack.call('POST', '/contactSupport', { body: message() });
    expect(someoneElse.status).toBe(201);
  });
});
