import { referenceOf } from '../../src/domain/reference';
import { acknowledgementOf, receivedTimeOf } from '../../src/domain/support';

describe('the acknowledgement e-mail', () => {
  const receipt = { messageId: '65f0c0ffee0000000000abcd', receivedAt: '2025-03-01T10:00:00.000Z' };

  it('when a support message arrived, then the acknowledgement greets neutrally and gives a short reference', () => {
    const mail = acknowledgementOf(receipt, 'two business days');
    expect(mail.subject).toBe('We received your message (ref. 0000ABCD)');
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.text).toContain('Your reference: 0000ABCD (received Sat, March 1, 2025 at 5:00 AM EST)');
    expect(mail.text).toContain('usually within two business days.');
  });

  it.each([
    ['2025-03-01T10:00:00.000Z', 'Sat, March 1, 2025 at 5:00 AM EST'],
    ['2025-07-01T16:30:00.000Z', 'Tue, July 1, 2025 at 12:30 PM EDT'],
    // Past midnight in GMT, still the evening before in the store.
    ['2025-11-12T02:15:00.000Z', 'Tue, November 11, 2025 at 9:15 PM EST'],
  ])('when a message arrived at %s, then the acknowledgement gives the time in the store\'s time zone: %s', (receivedAt, shown) => {
    expect(receivedTimeOf(receivedAt)).toBe(shown);
    expect(acknowledgementOf({ ...receipt, receivedAt }, 'one business day').text).toContain(`(received ${shown})`);
  });

  it('when the reference is shown, then it is the message id\'s last 8 characters upper-cased, as in the e-mail', () => {
    expect(referenceOf(receipt.messageId)).toBe('0000ABCD');
  });
});
