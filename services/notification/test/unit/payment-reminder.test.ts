import { paymentReminderNotice, reminderMailOf, reminderSubject } from '../../src/domain/payment-reminder';

const late = { orderId: '665f1c2ab4d8e90012345678', daysLate: 30, amountDueCents: 8_300, lateFeeCents: 800, retried: false };

describe('the payment reminder e-mail', () => {
  it('when a late fee was assessed, then the subject says the days late and the amount due, the text the fee', () => {
    expect(reminderSubject(late)).toBe('Your payment is 30 days late: $83.00 is due (ref. 12345678)');
    const mail = reminderMailOf(late, 'Rita Renter');
    expect(mail.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Hello Rita Renter,',
        'Your monthly rental payment is 30 days late, so a late fee of $8.00 was added, as your agreement allows.',
        'Amount due now: $83.00 (order 665f1c2ab4d8e90012345678).',
      ]),
    );
  });

  it('when a retry was declined a day late, then it says so, and "1 day"', () => {
    const mail = reminderMailOf({ ...late, daysLate: 1, lateFeeCents: 0, retried: true }, '');
    expect(mail.subject).toMatch(/^Your payment is 1 day late/);
    expect(mail.text).toContain('Hello,\n\nWe tried your card again for your monthly rental payment, 1 day after it was due, and it was declined.');
  });

  it("when the customer's name holds markup, then the HTML shows it as text", () => {
    expect(reminderMailOf(late, '<b>Rita</b>').html).toContain('Hello &#60;b&#62;Rita&#60;/b&#62;,');
  });

  it('when the admin feed tells of it, then high priority beyond 30 days late', () => {
    expect(paymentReminderNotice(late, ['Washer'])).toEqual({ type: 'payment', priority: 'medium', message: 'Order 665f1c2ab4d8e90012345678 is 30 days late (late fee $8.00 assessed): $83.00 due', items: ['Washer'] });
    expect(paymentReminderNotice({ ...late, daysLate: 31, retried: true }, []).priority).toBe('high');
  });
});
