/**
 * The fault run's customers: each registers, saves a cart, places its order with an Idempotency-Key and stores its
 * card, through the gateway, sending a request again (the same key, the same body) after a 5xx, a 429 or a lost
 * connection, as a client does. Every request is timed: how long a retried one took to succeed is what a crash cost.
 */
import { billingOf } from '../../services/billing/test/support/png';

const REQUEST_TIMEOUT_MS = 20_000;
/** A request still failing after this is given up (and the run fails). */
const GIVE_UP_MS = 180_000;
const RETRY_PAUSE_MS = 250;

export interface Sent {
  path: string;
  status: number;
  body: Record<string, unknown>;
  startedAt: number;
  endedAt: number;
  /** When its first try failed (null: answered at the first try). */
  firstFailureAt: number | null;
  tries: number;
  /** What the failed tries met, for the report. */
  failures: string[];
}

/** The requests on their way now, by path (to show what a kill hit). */
export const inFlight = new Map<string, number>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function send(gateway: string, path: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<Sent> {
  const startedAt = Date.now();
  let firstFailureAt: number | null = null;
  const failures: string[] = [];
  for (let tries = 1; ; tries++) {
    inFlight.set(path, (inFlight.get(path) ?? 0) + 1);
    let failure: string;
    try {
      const response = await fetch(`${gateway}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.status < 500 && response.status !== 429) {
        const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        return { path, status: response.status, body: parsed, startedAt, endedAt: Date.now(), firstFailureAt, tries, failures };
      }
      failure = `${response.status} ${text.slice(0, 120)}`;
    } catch (error) {
      failure = (error as Error).cause ? String(((error as Error).cause as Error).message ?? (error as Error).cause) : (error as Error).message;
    } finally {
      inFlight.set(path, (inFlight.get(path) ?? 1) - 1);
    }
    firstFailureAt ??= Date.now();
    failures.push(failure);
    if (Date.now() - startedAt > GIVE_UP_MS) return { path, status: 0, body: { error: `gave up after ${tries} tries: ${failures.at(-1)}` }, startedAt, endedAt: Date.now(), firstFailureAt, tries, failures };
    await sleep(RETRY_PAUSE_MS);
  }
}

export interface Checkout {
  email: string;
  userId: string | null;
  orderId: string | null;
  slot: { deliveryDate: string; deliveryTime: string };
  requests: Sent[];
  /** What went wrong for this customer (a final answer that is not the one expected). */
  problems: string[];
}

export interface CheckoutPlan {
  gateway: string;
  email: string;
  slot: { deliveryDate: string; deliveryTime: string };
  cartItems: unknown[];
  /** Called as the customer sends each of its requests the first time (by path). */
  onSending?: (path: string) => void;
}

const expect = (checkout: Checkout, sent: Sent, statuses: number[]) => {
  checkout.requests.push(sent);
  if (!statuses.includes(sent.status)) checkout.problems.push(`${sent.path} answered ${sent.status}: ${JSON.stringify(sent.body).slice(0, 200)}`);
  return statuses.includes(sent.status);
};

/** One customer's whole checkout; never throws (what failed is in `problems`). */
export async function checkoutOnce(plan: CheckoutPlan): Promise<Checkout> {
  const { gateway, email, slot } = plan;
  const checkout: Checkout = { email, userId: null, orderId: null, slot, requests: [], problems: [] };
  const credentials = { email, password: 'faults-password' };
  const step = (path: string, body: unknown, token?: string, headers?: Record<string, string>) => {
    plan.onSending?.(path);
    return send(gateway, path, body, token, headers);
  };
  let registered = await step('/register', { name: 'Fault Renter', mobile: '5550100', ...credentials });
  // Registered by a try whose answer was lost: the account is there, log in.
  if (registered.status === 409) {
    checkout.requests.push(registered);
    registered = await step('/login', credentials);
  }
  if (!expect(checkout, registered, [200, 201])) return checkout;
  const token = registered.body['token'] as string;
  checkout.userId = ((registered.body['user'] as { _id?: string; id?: string } | undefined)?._id ?? null) as string | null;
  if (!expect(checkout, await step('/addItemsToCart', { cartItems: plan.cartItems }, token), [200])) return checkout;
  const choice = { location: { lat: 39.7684, lng: -86.1581 }, ...slot, totalCost: 0, locationName: 'Indianapolis, Indiana' };
  const placed = await step('/createOrder', choice, token, { 'idempotency-key': `faults-${email}` });
  if (!expect(checkout, placed, [200, 201])) return checkout;
  const order = placed.body['order'] as { _id: string; user: string };
  checkout.orderId = order._id;
  checkout.userId = order.user;
  expect(checkout, await step('/storeBilling', billingOf(), token), [200, 201]);
  return checkout;
}
