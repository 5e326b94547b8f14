import path from 'node:path';
import { duration, loadConfig, port, processConfigShape, refuseKnownSecrets, serviceUrl } from '@rto/kit';
import express from 'express';
import { z } from 'zod';

/**
 * Which proxies in front may name the client in X-Forwarded-For: none (the default), a number of hops, or a list
 * of addresses and CIDR ranges (also `loopback`, `linklocal`, `uniquelocal`). Never "true": that would take any
 * client's own X-Forwarded-For as its address, and the per-address limits would count whatever it claims.
 */
const trustedProxies = z
  .string()
  .default('')
  .transform((value, ctx): number | string[] | false => {
    const setting = value.trim();
    if (setting === '' || setting === 'false' || setting === '0') return false;
    if (/^\d+$/.test(setting)) return Number(setting);
    const list = setting.split(',').map((entry) => entry.trim());
    try {
      // Express compiles the setting with proxy-addr: what it accepts here is what it will use.
      express().set('trust proxy', list);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a number of proxy hops or a comma-separated list of proxy addresses or CIDR ranges (never "true")' });
      return z.NEVER;
    }
    return list;
  });

const gatewayConfigSchema = z
  .object({
    // No database and no bus of its own: the gateway needs only Redis (rate limits, sessions).
    ...processConfigShape,
    PORT: port(8080),
    /**
     * Where /readyz and /metrics answer: a port of their own, never published, for probes and Prometheus (the
     * public port answers only /healthz). Loopback unless set: a cluster sets 0.0.0.0 for its probes.
     */
    OPERATIONS_PORT: port(8081),
    OPERATIONS_HOST: z.string().default('127.0.0.1'),
    // Where each service answers.
    IDENTITY_URL: serviceUrl('http://127.0.0.1:4001'),
    CATALOG_URL: serviceUrl('http://127.0.0.1:4002'),
    CART_URL: serviceUrl('http://127.0.0.1:4003'),
    SCHEDULING_URL: serviceUrl('http://127.0.0.1:4004'),
    BILLING_URL: serviceUrl('http://127.0.0.1:4005'),
    ORDER_URL: serviceUrl('http://127.0.0.1:4006'),
    NOTIFICATION_URL: serviceUrl('http://127.0.0.1:4007'),
    /** How long a service may take, in all (waiting for a connection included), before the caller gets a 504. */
    UPSTREAM_TIMEOUT: duration('15s'),
    /** The built SPA; a placeholder page is served while it does not exist. */
    SPA_DIR: z.string().default(path.resolve(__dirname, '../../frontend/dist')),
    /** The site's address as customers reach it: the absolute links of /robots.txt and /sitemap.xml. */
    PUBLIC_URL: z.string().url('must be a URL').optional(),
    /** Per client address, on /login, /register, /resetPassword, /confirmPasswordReset and /contactSupport. */
    AUTH_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    AUTH_LIMIT_WINDOW: duration('15m'),
    /**
     * Per signed-in customer, on each write the route table marks perCustomer (storeBilling, createOrder, ...): far
     * above what a real customer sends, low enough that one account cannot fill the database.
     */
    CUSTOMER_WRITE_LIMIT: z.coerce.number().int().min(1).default(20),
    CUSTOMER_WRITE_WINDOW: duration('10m'),
    /** The largest request body the gateway takes on a route that does not set its own. */
    BODY_LIMIT: z.coerce.number().int().min(1).default(128 * 1024),
    TRUST_PROXY: trustedProxies,
    /** Memory for the shared cache of public answers (the catalogue, photos), in MB; 0 turns it off. */
    RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  })
  .superRefine(refuseKnownSecrets)
  .superRefine((config, ctx) => {
    // A forgotten setting would publish a sitemap of localhost links.
    if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'must be set in production' });
  })
  .transform((config) => ({ ...config, PUBLIC_URL: config.PUBLIC_URL ?? DEVELOPMENT_PUBLIC_URL }));

/** Where `make dev` serves the site. */
const DEVELOPMENT_PUBLIC_URL = 'http://localhost:8080';

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}
