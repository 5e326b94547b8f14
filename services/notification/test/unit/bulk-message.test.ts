import { billingPausedNotice, billingResumedNotice, customerLabel, customerRegisteredNotice, supportMessageNotice } from '../../src/domain/admin-notification';
import { bulkMailOf, sendTimeOf } from '../../src/domain/bulk-message';

const NOW = new Date('2030-06-10T12:00:00Z');

describe('when a bulk message goes out', () => {
  it('when no time is given, then it goes now, unscheduled', () => {
    expect(sendTimeOf(undefined, NOW)).toEqual({ ok: true, at: NOW, scheduled: false });
  });

  it('when a time ahead is given, then it is scheduled for it', () => {
    expect(sendTimeOf('2030-06-10T12:00:01Z', NOW)).toEqual({ ok: true, at: new Date('2030-06-10T12:00:01Z'), scheduled: true });
  });

  it('when the time is not ahead, or more than a year ahead, then it is refused', () => {
    expect(sendTimeOf(NOW.toISOString(), NOW)).toEqual({ ok: false, problem: 'sendAt must be in the future' });
    // The same instant written in another zone.
    expect(sendTimeOf('2030-06-10T14:00:00+02:00', NOW)).toEqual({ ok: false, problem: 'sendAt must be in the future' });
    expect(sendTimeOf('2031-06-12T12:00:00Z', NOW)).toEqual({ ok: false, problem: 'sendAt must be within 366 days' });
  });
});

describe('the bulk e-mail', () => {
  it("when a customer has a name, then they are greeted by it and the admin's words follow as written", () => {
    expect(bulkMailOf({ subject: 'Hours', message: 'Closed <b>Monday</b>.' }, ' Ann ')).toEqual({ subject: 'Hours', text: 'Hello Ann,\n\nClosed <b>Monday</b>.\n\nRent-to-Own Appliance' });
    expect(bulkMailOf({ subject: 'Hours', message: 'Closed.' }, '').text.startsWith('Hello,\n')).toBe(true);
  });
});

describe('admin notices about customers', () => {
  it('when a customer is known, then notices name them; otherwise by id', () => {
    expect(customerLabel('u1', { name: 'Ann', email: 'ann@example.com' })).toBe('Ann (ann@example.com)');
    expect(customerLabel('u1', { name: '', email: 'ann@example.com' })).toBe('ann@example.com');
    expect(customerLabel('u1', null)).toBe('customer u1');
  });

  it('when billing is paused or resumed, then a payment notice says so (a pause matters more)', () => {
    expect(billingPausedNotice('Ann (ann@example.com)')).toEqual({ type: 'payment', priority: 'medium', message: 'Billing paused for Ann (ann@example.com): nothing is drafted until it is resumed' });
    expect(billingResumedNotice('customer u1')).toMatchObject({ type: 'payment', priority: 'low' });
  });

  it('when a support message arrives, then a high user notice carries its text and sender', () => {
    expect(supportMessageNotice({ name: 'Sam', email: 'sam@example.com', issue: 'Broken door' })).toEqual({
      type: 'user',
      priority: 'high',
      message: 'Support message from Sam (sam@example.com): Broken door',
      sender: { name: 'Sam', email: 'sam@example.com' },
    });
  });

  it('when a customer registers, then a low user notice names them', () => {
    expect(customerRegisteredNotice({ name: 'Nora', email: 'nora@example.com' })).toEqual({ type: 'user', priority: 'low', message: 'New customer: Nora (nora@example.com)' });
  });
});
