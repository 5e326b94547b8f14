import type { RequestClient } from 'twilio';
import { createTwilioSms } from '../../src/adapters/sms';
import { nextStepAfter, sendFailureOf } from '../../src/domain/bulk-delivery';

/** Twilio's API as the SDK sees it: each request recorded, answered with `status` and `body`. */
function twilioAnswering(status: number, body: Record<string, unknown>) {
  const requests: Array<{ method: string; uri: string; data: Record<string, unknown> }> = [];
  const httpClient = {
    async request(options: { method: string; uri: string; data: Record<string, unknown> }) {
      requests.push({ method: options.method, uri: options.uri, data: options.data });
      return { statusCode: status, body, headers: {} };
    },
  } as unknown as RequestClient;
  return { httpClient, requests };
}

const settings = { accountSid: 'AC00000000000000000000000000000000', authToken: 'token', from: '+13175550000' };
const sms = { to: '+13175550142', text: 'Rent-to-Own Appliance: Hello', key: 'bulk.m.u', userId: 'u' };

describe("texts through Twilio's SDK", () => {
  it('when Twilio accepts, then the text went (not kept) from the configured number', async () => {
    const twilio = twilioAnswering(201, { sid: 'SM1', status: 'queued' });
    await expect(createTwilioSms({ ...settings, httpClient: twilio.httpClient }).send(sms)).resolves.toEqual({ kept: false });
    expect(twilio.requests).toHaveLength(1);
    expect(twilio.requests[0]).toMatchObject({ method: 'post', data: { To: sms.to, From: settings.from, Body: sms.text } });
    expect(twilio.requests[0]!.uri).toContain(`/Accounts/${settings.accountSid}/Messages.json`);
  });

  it('when Twilio refuses the number, then the recipient fails at once with its words', async () => {
    const twilio = twilioAnswering(400, { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 });
    const error = await createTwilioSms({ ...settings, httpClient: twilio.httpClient }).send(sms).catch((caught: unknown) => caught);
    const failure = sendFailureOf(error);
    expect(failure).toEqual({ kind: 'refused', reason: "The 'To' number is not a valid phone number." });
    expect(nextStepAfter(failure, 1)).toMatchObject({ failed: true });
  });

  it('when Twilio is busy (429), then the recipient is tried again', async () => {
    const twilio = twilioAnswering(429, { code: 20429, message: 'Too Many Requests', status: 429 });
    const error = await createTwilioSms({ ...settings, httpClient: twilio.httpClient }).send(sms).catch((caught: unknown) => caught);
    expect(sendFailureOf(error).kind).toBe('deferred');
  });
});
