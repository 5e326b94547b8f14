import { callTimeoutMs, duration, loadConfig, platformConfigShape, port, refuseKnownSecrets, serviceUrl } from '@rto/kit';
import { z } from 'zod';

const orderConfigSchema = z
  .object({
    ...platformConfigShape,
    PORT: port(4006),
    /** Where the internal APIs of the services order calls answer. */
    CART_URL: serviceUrl('http://127.0.0.1:4003'),
    CATALOG_URL: serviceUrl('http://127.0.0.1:4002'),
    SCHEDULING_URL: serviceUrl('http://127.0.0.1:4004'),
    BILLING_URL: serviceUrl('http://127.0.0.1:4005'),
    IDENTITY_URL: serviceUrl('http://127.0.0.1:4001'),
    /** How old the admin's figures and list pages may be when served (computed again in the background); 0: always computed. */
    ADMIN_FIGURES_MAX_AGE: duration('10s'),
    /** Timeout of each call to cart, catalog and scheduling. */
    CALL_TIMEOUT_MS: callTimeoutMs(3_000),
    /** Timeout of each call the account page makes (identity's profile, billing's card and invoices): a part too slow is shown as missing. */
    ACCOUNT_CALL_TIMEOUT_MS: callTimeoutMs(1_000),
    /** How the account page tells customers to reach support about an order. */
    SUPPORT_LINE: z.string().min(1).default('Call (317) 555-0100'),
    /** Timeout of each call to billing, which may wait for the payment provider. */
    BILLING_TIMEOUT_MS: callTimeoutMs(15_000),
    /** How long a placed order waits for its customer's billing (holding its slot) before it is cancelled and its slot released. */
    CHECKOUT_BILLING_WAIT: duration('10m'),
    /** How often each instance looks for checkouts with a step due (a crash, an outage, a wait that ran out). */
    CHECKOUT_SWEEP_INTERVAL: duration('5s'),
    /** An order waiting for billing asks again after this even when no billing.stored woke it. */
    CHECKOUT_RECHECK: duration('1m'),
    /** The longest wait between attempts when billing or scheduling keeps failing (1 s, 2 s, 4 s ... up to this). */
    CHECKOUT_RETRY_MAX: duration('1m'),
    /** An order whose slot claim never finished (a crash mid-request) is abandoned after this: its slot is released. */
    CHECKOUT_ABANDON_AFTER: duration('2m'),
    /** The same delivery choice from the same customer within this answers the order already placed. */
    DUPLICATE_WINDOW: duration('60s'),
    /** An Idempotency-Key answers the same order for this long. */
    IDEMPOTENCY_KEY_TTL: duration('24h'),
  })
  .superRefine(refuseKnownSecrets);

export type OrderConfig = z.infer<typeof orderConfigSchema>;

export function loadOrderConfig(env: NodeJS.ProcessEnv = process.env): OrderConfig {
  return loadConfig(orderConfigSchema, env);
}
