import { MAX_RECIPIENT_ATTEMPTS, nextStepAfter, sendFailureOf } from '../../src/domain/bulk-delivery';

/** Errors as nodemailer gives them. */
const smtpError = (responseCode: number, response: string, code = 'EENVELOPE') => Object.assign(new Error(`Can't send mail - ${response}`), { code, responseCode, response });

describe('a bulk e-mail that failed', () => {
  it('when the mail server refuses the address for good (5xx), then the customer is failed at once with its words', () => {
    const failure = sendFailureOf(smtpError(501, '501 Error: Bad recipient address syntax'));
    expect(failure).toEqual({ kind: 'refused', reason: '501 Error: Bad recipient address syntax' });
    expect(nextStepAfter(failure, 1)).toEqual({ failed: true, reason: '501 Error: Bad recipient address syntax' });
  });

  it('when the mailer finds no address to send to, then the customer is failed at once', () => {
    expect(sendFailureOf(Object.assign(new Error('No recipients defined'), { code: 'EENVELOPE' })).kind).toBe('refused');
  });

  it('when the server says "not now" (4xx), then the customer is tried again later, a bounded number of times', () => {
    const failure = sendFailureOf(smtpError(451, '451 Mailbox busy', 'EENVELOPE'));
    expect(failure.kind).toBe('deferred');
    expect(nextStepAfter(failure, 1)).toEqual({ failed: false, retryInMs: 30_000 });
    expect(nextStepAfter(failure, 2)).toEqual({ failed: false, retryInMs: 120_000 });
    expect(nextStepAfter(failure, MAX_RECIPIENT_ATTEMPTS - 1)).toEqual({ failed: false, retryInMs: 600_000 });
    expect(nextStepAfter(failure, MAX_RECIPIENT_ATTEMPTS)).toEqual({ failed: true, reason: `451 Mailbox busy (gave up after ${MAX_RECIPIENT_ATTEMPTS} attempts)` });
    // The first wait is a setting (BULK_RETRY_AFTER_MS); the others follow from it.
    expect([1, 2, 3].map((attempts) => nextStepAfter(failure, attempts, 1_000))).toEqual([1_000, 4_000, 20_000].map((retryInMs) => ({ failed: false, retryInMs })));
  });

  it('when the mail server does not answer, then it is "unreachable" and tried again', () => {
    const failure = sendFailureOf(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ESOCKET' }));
    expect(failure).toEqual({ kind: 'unreachable', reason: 'connect ECONNREFUSED 127.0.0.1:1' });
    expect(nextStepAfter(failure, 1).failed).toBe(false);
  });

  it("when the server's answer is long or spans lines, then the reason kept is one line of at most 300 characters", () => {
    const { reason } = sendFailureOf(smtpError(550, `550 ${'x'.repeat(500)}\r\nsecond line`));
    expect(reason).toHaveLength(300);
    expect(reason).not.toMatch(/[\r\n]/);
  });
});
