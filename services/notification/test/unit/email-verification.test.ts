import { verificationMailOf } from '../../src/domain/email-verification';

describe('the e-mail verification e-mail', () => {
  const now = new Date('2030-06-10T12:00:00Z');
  const link = { verifyUrl: 'http://localhost:8080/verify-email?token=abc_DEF-123', expiresAt: '2030-06-11T12:00:00.000Z' };

  it('when a link is sent, then the e-mail greets neutrally and gives the link, how long it works and what ignoring it means', () => {
    const mail = verificationMailOf(link, now);
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.text).toContain('open this link within 24 hours:\n\nhttp://localhost:8080/verify-email?token=abc_DEF-123\n');
    expect(mail.text).toContain('If you did not create this account, ignore this e-mail');
    expect(mail.html).toContain('<a href="http://localhost:8080/verify-email?token=abc_DEF-123">');
  });

  it('when the link works for days or minutes, then the e-mail says so in the largest whole unit, at least a minute', () => {
    expect(verificationMailOf({ ...link, expiresAt: '2030-06-13T12:00:00Z' }, now).text).toContain('within 3 days:');
    expect(verificationMailOf({ ...link, expiresAt: '2030-06-10T12:45:00Z' }, now).text).toContain('within 45 minutes:');
    expect(verificationMailOf({ ...link, expiresAt: '2030-06-10T12:00:10Z' }, now).text).toContain('within 1 minute:');
  });

  it('when the link holds markup characters, then the HTML shows them as text', () => {
    const mail = verificationMailOf({ ...link, verifyUrl: 'http://localhost:8080/verify-email?token=a"><script>' }, now);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#34;&#62;&#60;script&#62;');
  });
});
