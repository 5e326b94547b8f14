import { passwordResetMailOf } from '../../src/domain/password-reset';

describe('the password-reset e-mail', () => {
  const now = new Date('2030-06-10T12:00:00Z');
  const link = { resetUrl: 'http://localhost:8080/reset-password?token=abc_DEF-123', expiresAt: '2030-06-10T13:00:00.000Z' };

  it('when a link is sent, then the e-mail greets neutrally and gives the link and the minutes it still works', () => {
    const mail = passwordResetMailOf(link, now);
    expect(mail.subject).toBe('Choose your new password');
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.text).toContain('open this link within 60 minutes:\n\nhttp://localhost:8080/reset-password?token=abc_DEF-123\n');
    expect(mail.html).toContain('<a href="http://localhost:8080/reset-password?token=abc_DEF-123">');
  });

  it('when the e-mail goes out late, then it says how long the link still works, at least a minute', () => {
    expect(passwordResetMailOf(link, new Date('2030-06-10T12:45:00Z')).text).toContain('within 15 minutes');
    expect(passwordResetMailOf(link, new Date('2030-06-10T12:59:50Z')).text).toContain('within 1 minute:');
  });
});
