import { acknowledgementOf, EMAIL_PATTERN } from '../../src/domain/support';

describe('the acknowledgement e-mail', () => {
  const request = { messageId: '65f0c0ffee0000000000abcd', name: 'Jane Renter', email: 'jane@example.com', receivedAt: '2025-03-01T10:00:00.000Z' };

  it('when a support message arrived, then the acknowledgement greets the sender and gives a short reference', () => {
    const mail = acknowledgementOf(request);
    expect(mail.subject).toBe('We received your message (ref. 0000ABCD)');
    expect(mail.text).toContain('Hello Jane Renter,');
    expect(mail.text).toContain('Your reference: 0000ABCD');
  });
});

describe('what looks like an e-mail address', () => {
  it.each(['a@b.co', 'first.last+tag@example.com'])('when the address is %s, then it is accepted', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each(['plain', 'a@b', '@example.com', 'a b@example.com', 'a@exa mple.com'])('when the address is %s, then it is refused', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});
