/** A message as the local SMTP catcher (maildev) reports it over its REST API. */
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID, without its angle brackets. */
  messageId?: string;
  to: Array<{ address: string }>;
}

function inboxUrl(): string {
  const url = process.env['MAIL_INBOX_URL'];
  if (!url) throw new Error('MAIL_INBOX_URL is not set: run the tests through "make test" (it starts the SMTP catcher)');
  return url;
}

/** All caught messages sent to `address`, newest last. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${inboxUrl()}/email`);
  if (!response.ok) throw new Error(`SMTP catcher answered ${response.status}`);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}
