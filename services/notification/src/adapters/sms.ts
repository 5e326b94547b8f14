import twilio from 'twilio';
import { smsFailureCodeOf } from '../domain/sms';

/** One text to one customer. `key` names it (a bulk message and a customer): the same text is the same key. */
export interface Sms {
  to: string;
  text: string;
  key: string;
  userId: string;
}

/** Sends texts; `kept` is true when no provider sent it and it was kept in this service instead. */
export interface SmsSender {
  send(sms: Sms): Promise<{ kept: boolean }>;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from: string;
  /** The SDK's own HTTP client unless given (a test answers as Twilio's API would). */
  httpClient?: NonNullable<Parameters<typeof twilio>[2]>['httpClient'];
}

/**
 * Texts through Twilio's official SDK. Its refusals carry the HTTP status: turned into the mail server's codes the
 * bulk delivery already reads, so a refused number fails at once and a busy provider is tried again.
 */
export function createTwilioSms({ accountSid, authToken, from, httpClient }: TwilioSettings): SmsSender {
  const client = twilio(accountSid, authToken, httpClient ? { httpClient } : {});
  return {
    async send({ to, text }) {
      try {
        await client.messages.create({ to, from, body: text });
      } catch (error) {
        const { status, message } = (error ?? {}) as { status?: number; message?: string };
        throw Object.assign(new Error(message ?? String(error)), { responseCode: smsFailureCodeOf(status), response: message });
      }
      return { kept: false };
    },
  };
}

/** Without a provider: each text is kept (by `keep`, once per key), so the admin sees what would have gone. */
export function createKeptSms(keep: (sms: Sms) => Promise<void>): SmsSender {
  return {
    async send(sms) {
      await keep(sms);
      return { kept: true };
    },
  };
}
