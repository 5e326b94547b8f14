import { referenceOf } from '../../src/domain/reference';
import { acknowledgementOf } from '../../src/domain/support';

describe('the acknowledgement e-mail', () => {
  const receipt = { messageId: '65f0c0ffee0000000000abcd', receivedAt: '2025-03-01T10:00:00.000Z' };

  it('when a support message arrived, then the acknowledgement greets neutrally and gives a short reference', () => {
    const mail = acknowledgementOf(receipt, 'two business days');
    expect(mail.subject).toBe('We received your message (ref. 0000ABCD)');
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.text).toContain('Your reference: 0000ABCD (received Sat, 01 Mar 2025 10:00:00 GMT)');
    expect(mail.text).toContain('usually within two business days.');
  });

  it('when the reference is shown, then it is the message id\'s last 8 characters upper-cased, as in the e-mail', () => {
    expect(referenceOf(receipt.messageId)).toBe('0000ABCD');
  });
});
