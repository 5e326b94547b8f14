import { callTimeoutMs, duration, loadConfig, platformConfigShape, port, refuseKnownSecrets, serviceUrl } from '@rto/kit';
import { z } from 'zod';

/** The services the admin's dead-letter view asks beside identity (whose URL is set above), by default port. */
const PEERS = { catalog: 4002, cart: 4003, scheduling: 4004, billing: 4005, order: 4006, notification: 4007 } as const;
type Peer = keyof typeof PEERS;
type PeerUrlSetting = `${Uppercase<Peer>}_URL`;
const urlSettingOf = (peer: Peer) => `${peer.toUpperCase()}_URL` as PeerUrlSetting;

function peerUrlSettings(): Record<PeerUrlSetting, ReturnType<typeof serviceUrl>> {
  const peers = Object.entries(PEERS) as Array<[Peer, number]>;
  return Object.fromEntries(peers.map(([peer, defaultPort]) => [urlSettingOf(peer), serviceUrl(`http://127.0.0.1:${defaultPort}`)])) as Record<PeerUrlSetting, ReturnType<typeof serviceUrl>>;
}

/** Where each of those answers, from the settings. */
export function peerUrlsOf(config: Record<PeerUrlSetting, string>): Record<Peer, string> {
  return Object.fromEntries((Object.keys(PEERS) as Peer[]).map((peer) => [peer, config[urlSettingOf(peer)]])) as Record<Peer, string>;
}

const notificationConfigSchema = z
  .object({
    ...platformConfigShape,
    PORT: port(4007),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be a URL starting with smtp:// or smtps://').default('smtp://127.0.0.1:1025'),
    MAIL_FROM: z.string().default('Rent-to-Own Appliance <no-reply@rto.example>'),
    /** Support messages one e-mail address may send per window. */
    SUPPORT_REQUESTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    SUPPORT_LIMIT_WINDOW: duration('15m'),
    /** What the contact page and GET /getSupportInfo show, and the acknowledgement's promise (spec 2.9, issue 14). */
    SUPPORT_PHONE: z.string().trim().min(1).max(40).default('1-800-555-0199'),
    SUPPORT_HOURS: z.string().trim().min(1).max(200).default('Monday to Friday 8 AM to 8 PM, Saturday 9 AM to 5 PM (Eastern Time)'),
    SUPPORT_ANSWER_WITHIN: z.string().trim().min(1).max(60).default('one business day'),
    /** How often each instance looks for bulk messages due (a scheduled time come, a send a crash cut short). */
    BULK_SWEEP_INTERVAL: duration('10s'),
    /**
     * The first wait before a bulk e-mail that failed for a while (4xx, no answer) is tried again; the next ones are
     * 4 and 20 times as long (30 s, 2 min, 10 min: past a greylisting server's usual 5 minutes).
     */
    BULK_RETRY_AFTER_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    /**
     * Texts (Send Bulk SMS): 'none' keeps them in this service, listed as kept; 'twilio' sends them through Twilio
     * with the three settings below, which have no default.
     */
    SMS_PROVIDER: z.enum(['none', 'twilio']).default('none'),
    TWILIO_ACCOUNT_SID: z.string().trim().optional(),
    TWILIO_AUTH_TOKEN: z.string().trim().optional(),
    /** The number (E.164) or messaging service the texts come from. */
    TWILIO_FROM: z.string().trim().optional(),
    /** The storefront's address: an invoice's e-mail links to My Account under it. */
    PUBLIC_URL: serviceUrl('http://localhost:8080'),
    /** Where identity's internal API answers: the links of password resets come from there. */
    IDENTITY_URL: serviceUrl('http://127.0.0.1:4001'),
    IDENTITY_TIMEOUT_MS: callTimeoutMs(3_000),
    /** Where every other service answers (and this one): the admin's dead-letter view asks each (kit's /internal/dead-letters). */
    ...peerUrlSettings(),
    /** How long the dead-letter view waits for each service's listing before showing it 'unknown'. */
    DEAD_LETTERS_TIMEOUT_MS: callTimeoutMs(3_000),
    /** How long a live status ticket (POST /events/ticket) may wait to open its stream. */
    LIVE_TICKET_TTL: duration('60s'),
    /** A comment on every live stream this often: proxies and browsers keep a quiet stream open (under a minute). */
    LIVE_HEARTBEAT_MS: z.coerce.number().int().min(50).max(55_000).default(20_000),
  })
  .superRefine(refuseKnownSecrets)
  .superRefine((config, context) => {
    if (config.SMS_PROVIDER !== 'twilio') return;
    for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
      if (!config[key]) context.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_PROVIDER is twilio' });
    }
  });

export type NotificationConfig = z.infer<typeof notificationConfigSchema>;

export function loadNotificationConfig(env: NodeJS.ProcessEnv = process.env): NotificationConfig {
  return loadConfig(notificationConfigSchema, env);
}
