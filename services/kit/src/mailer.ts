import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * What makes a repeat the same e-mail (a handler's `context.handledKey`): it becomes the Message-ID, by which
   * mail providers and clients recognise a second copy of one message.
   */
  idempotencyKey?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  verify(): Promise<void>;
}

/** Sends e-mail over SMTP (a real provider in production, the local catcher in development). */
export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ idempotencyKey, ...mail }) {
      await transport.sendMail({ from, ...mail, ...(idempotencyKey ? { messageId: messageIdOf(idempotencyKey) } : {}) });
    },
    async verify() {
      await transport.verify();
    },
  };
}

/** A Message-ID made of the key alone (RFC 5322 allows only atom characters on its left side). */
function messageIdOf(key: string): string {
  return `<${key.replace(/[^A-Za-z0-9.-]/g, '.')}@rent-to-own.mail>`;
}
