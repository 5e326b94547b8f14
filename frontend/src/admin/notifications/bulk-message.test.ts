import { describe, expect, it } from 'vitest';
import { bulkMessageBody, bulkMessageProblem, outcomeOf, type BulkMessageDraft } from './bulk-message';

const draft: BulkMessageDraft = { audience: 'all', userIds: [], subject: 'Holiday hours', message: 'We deliver on Saturday too.', sendAt: '' };
const now = new Date('2030-06-01T12:00:00');

describe('bulk message form', () => {
  it('when sent now to all customers, then the body names "all" and no time', () => {
    expect(bulkMessageProblem(draft, false, now)).toBeNull();
    expect(bulkMessageBody(draft, false)).toEqual({ userIds: 'all', subject: 'Holiday hours', message: 'We deliver on Saturday too.' });
  });

  it('when chosen customers are asked for, then at least one is needed and their ids are sent', () => {
    expect(bulkMessageProblem({ ...draft, audience: 'selected' }, false, now)).toBe('Please choose at least one customer');
    expect(bulkMessageBody({ ...draft, audience: 'selected', userIds: ['u1', 'u2'] }, false).userIds).toEqual(['u1', 'u2']);
  });

  it('when the subject or message is blank, then it says which', () => {
    expect(bulkMessageProblem({ ...draft, subject: ' ' }, false, now)).toBe('Please enter a subject');
    expect(bulkMessageProblem({ ...draft, message: '' }, false, now)).toBe('Please enter a message');
  });

  it('when scheduled, then a future time is needed and sent as an ISO time', () => {
    expect(bulkMessageProblem(draft, true, now)).toBe('Please choose when to send it');
    expect(bulkMessageProblem({ ...draft, sendAt: '2030-06-01T11:00' }, true, now)).toBe('Please choose a time in the future');
    const later = { ...draft, sendAt: '2030-06-02T09:30' };
    expect(bulkMessageProblem(later, true, now)).toBeNull();
    expect(bulkMessageBody(later, true).sendAt).toBe(new Date('2030-06-02T09:30').toISOString());
  });
});

describe('a text message (Send Bulk SMS)', () => {
  it('when sent as a text, then the body says sms and a text over 640 characters is refused', () => {
    const text = { ...draft, channel: 'sms' as const };
    expect(bulkMessageBody(text, false)).toEqual({ userIds: 'all', subject: 'Holiday hours', message: 'We deliver on Saturday too.', channel: 'sms' });
    expect(bulkMessageProblem({ ...text, message: 'x'.repeat(641) }, false, now)).toBe('A text message must be at most 640 characters');
    expect(bulkMessageProblem({ ...draft, message: 'x'.repeat(641) }, false, now)).toBeNull();
  });

  it('when texts were kept (no provider) and some customers had no mobile, then it says so', () => {
    expect(outcomeOf({ sent: 2, unverified: 0, skipped: 0, failed: 0, noMobile: 1, keptNote: 'kept: no SMS provider configured' })).toBe(
      '2 sent (kept: no SMS provider configured), 1 without a mobile number',
    );
  });
});

describe('what became of a bulk message', () => {
  it('when everyone was mailed, then it says how many', () => {
    expect(outcomeOf({ sent: 3, unverified: 0, skipped: 0, failed: 0 })).toBe('3 sent');
  });

  it('when some were left out or failed, then each count is named', () => {
    expect(outcomeOf({ sent: 2, unverified: 1, skipped: 1, failed: 1 })).toBe('2 sent, 1 awaiting e-mail verification, 1 skipped, 1 failed');
  });
});
