import { callTimeoutMs, duration, loadConfig, platformConfigShape, port, refuseKnownSecrets, serviceUrl, storeTimeZone } from '@rto/kit';
import { z } from 'zod';
import { parseDeliveryDays, WEEKDAYS } from './domain/slots';

const schedulingConfigSchema = z
  .object({
    ...platformConfigShape,
    PORT: port(4004),
    /** The IANA time zone the slot hours and "today" are in. */
    DELIVERY_TIME_ZONE: storeTimeZone(),
    /** The weekdays with deliveries: 'Mon,Tue,Wed,Thu,Fri' (names or three letters); empty or 'every day': all. */
    DELIVERY_DAYS: z
      .string()
      .default('every day')
      .transform((value, ctx) => {
        const days = parseDeliveryDays(value);
        if (days && days.length > 0) return days;
        ctx.addIssue({ code: 'custom', message: `must be weekdays separated by commas, e.g. ${WEEKDAYS.slice(1, 6).join(',')}, or 'every day'` });
        return z.NEVER;
      }),
    /** How far ahead a delivery can be booked, in days after today. */
    DELIVERY_HORIZON_DAYS: z.coerce.number().int().min(1).max(730).default(365),
    /** The notice a delivery needs, in hours: the first bookable day is the one this many hours from now falls on (24: tomorrow). */
    DELIVERY_LEAD_HOURS: z.coerce.number({ error: 'must be a whole number of hours' }).int('must be a whole number of hours').min(0).max(720).default(24),
    /** 'on': booked slots are kept per month in Redis; 'off': every answer is read from the database. */
    AVAILABILITY_CACHE: z.enum(['on', 'off'], { error: "must be 'on' or 'off'" }).default('on'),
    /**
     * The Redis the availability cache lives in (default: REDIS_URL). Apart from the one that holds sessions, it can
     * be a cache-only Redis (with an eviction policy), and it can fail alone: answers then come from the database.
     */
    AVAILABILITY_REDIS_URL: z
      .string()
      .optional()
      .transform((value) => value || undefined)
      .refine((value) => value === undefined || /^rediss?:\/\//.test(value), 'must be a URL starting with redis:// or rediss://'),
    /** A month's cached bookings are dropped after this long at the latest (every claim and release keeps them exact). */
    AVAILABILITY_CACHE_TTL: duration('1h'),
    /** Mapbox's access token; unset or empty: the offline gazetteer of US places answers /geocode. */
    MAPBOX_TOKEN: z
      .string()
      .optional()
      .transform((value) => value?.trim() || undefined),
    MAPBOX_API_URL: serviceUrl('https://api.mapbox.com'),
    MAPBOX_TIMEOUT_MS: callTimeoutMs(3_000),
  })
  .superRefine(refuseKnownSecrets)
  .refine((config) => config.DELIVERY_LEAD_HOURS < config.DELIVERY_HORIZON_DAYS * 24, {
    message: 'DELIVERY_LEAD_HOURS must end before DELIVERY_HORIZON_DAYS: otherwise no day could be booked',
    path: ['DELIVERY_LEAD_HOURS'],
  });

export type SchedulingConfig = z.infer<typeof schedulingConfigSchema>;

export function loadSchedulingConfig(env: NodeJS.ProcessEnv = process.env): SchedulingConfig {
  return loadConfig(schedulingConfigSchema, env);
}

/** The delivery rules' settings, as the domain reads them. */
export function deliveryScheduleOf(config: SchedulingConfig) {
  return {
    timeZone: config.DELIVERY_TIME_ZONE,
    deliveryDays: config.DELIVERY_DAYS,
    horizonDays: config.DELIVERY_HORIZON_DAYS,
    leadHours: config.DELIVERY_LEAD_HOURS,
  };
}
