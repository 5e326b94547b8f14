import { loadIdentityConfig, startIdentity } from '@rto/identity';
import { newEvent } from '@rto/kit';
import { eventually } from '@rto/kit/testing';
import { loadNotificationConfig, startNotification } from '@rto/notification';
import { orderActivated, orderDelivered, orderReturnBooked, orderReturned, paymentFailed, rentalOwned } from '@rto/contracts';
import { TestStack, type RegisteredCustomer } from '../../../../test-support/stack';
import { objectId } from '../support/customers';

/**
 * Live status (issue 23, item 5) through the real gateway with identity and notification running: tickets from a
 * signed-in call, Server-Sent Events each customer hears of their own orders only (an admin: all), one stream per
 * session, closed at log-out, and a quiet stream kept open by heartbeats.
 */

const ADMIN = { email: 'live-admin@example.com', password: 'live-admin-password' };
const HEARTBEAT_MS = 5_000;
const TICKET_SECONDS = 3;
const TICKETS_PER_WINDOW = 6;

let stack: TestStack;
let adminToken: string;
let quiet: { customer: RegisteredCustomer; stream: LiveStream; openedAt: number };

beforeAll(async () => {
  stack = await TestStack.start({
    services: {
      identity: (env) => startIdentity(loadIdentityConfig(env)),
      notification: (env) => startNotification(loadNotificationConfig(env)),
    },
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS), LIVE_TICKET_TTL: String(TICKET_SECONDS) },
    // A deadline far below the idle time the stream survives: the answer began, so it no longer applies.
    gatewayEnv: { UPSTREAM_TIMEOUT: '2', CUSTOMER_WRITE_LIMIT: String(TICKETS_PER_WINDOW) },
  });
  adminToken = (await stack.call<{ token: string }>('POST', '/login', { body: ADMIN })).body.token;
  // The quiet stream of the last test opens here, so that its 25 s pass while the other tests run (none of their
  // events is this customer's: hearing one would fail it too).
  const customer = await stack.registerCustomer();
  quiet = { customer, stream: await openStream(await ticketFor(customer.token)), openedAt: Date.now() };
}, 60_000);

afterAll(async () => {
  for (const stream of opened) stream.close();
  await stack?.stop();
});

interface LiveStream {
  status: number;
  contentType: string | null;
  /** Every frame so far, without its blank line. */
  frames: string[];
  /** The data of the `event: order` frames so far. */
  events(): Array<{ type: string; orderId: string; status?: string }>;
  ended: Promise<void>;
  isEnded(): boolean;
  close(): void;
}

const opened: LiveStream[] = [];

async function ticketFor(token: string): Promise<string> {
  const answer = await stack.call<{ ticket: string; expiresIn: number }>('POST', '/events/ticket', { token });
  expect(answer.status).toBe(201);
  return answer.body.ticket;
}

/** Opens GET /events/stream through the gateway and reads it as it comes. */
async function openStream(ticket: string): Promise<LiveStream> {
  const controller = new AbortController();
  const response = await fetch(`${stack.gatewayUrl}/events/stream?ticket=${encodeURIComponent(ticket)}`, { signal: controller.signal });
  const frames: string[] = [];
  let ended = false;
  let buffer = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          frames.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by the test.
    }
    ended = true;
  })();
  const stream: LiveStream = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    frames,
    events: () => frames.filter((frame) => frame.startsWith('event: order\n')).map((frame) => JSON.parse(frame.split('\ndata: ')[1]!) as { type: string; orderId: string; status?: string }),
    ended: reading,
    isEnded: () => ended,
    close: () => controller.abort(),
  };
  opened.push(stream);
  return stream;
}

const failed = (userId: string, orderId: string) => newEvent('billing', paymentFailed, { userId, orderId, invoiceId: `in_${objectId()}`, amountCents: 11_554, message: 'Your card was declined.' });

describe('the ticket', () => {
  it('when a ticket is used, then it opens one stream, is refused a second time, and one never used expires', async () => {
    const customer = await stack.registerCustomer();
    const ticket = await ticketFor(customer.token);
    const stream = await openStream(ticket);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    // The first bytes come while the stream stays open: nothing waits for its end.
    await eventually(async () => expect(stream.frames).toContain('retry: 5000'));
    expect(stream.isEnded()).toBe(false);

    const again = await fetch(`${stack.gatewayUrl}/events/stream?ticket=${encodeURIComponent(ticket)}`);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: expect.stringMatching(/not valid/) });

    const unused = await ticketFor(customer.token);
    await new Promise((resolve) => setTimeout(resolve, (TICKET_SECONDS + 1) * 1000));
    expect((await openStream(unused)).status).toBe(401);
    stream.close();
  });

  it('when the same ticket opens two streams at once, then one is open and the other refused', async () => {
    const customer = await stack.registerCustomer();
    const ticket = await ticketFor(customer.token);
    const [first, second] = await Promise.all([openStream(ticket), openStream(ticket)]);
    expect([first.status, second.status].sort()).toEqual([200, 401]);
  });

  it('when there is no token, a forged ticket or no ticket, then nothing opens', async () => {
    expect((await stack.call('POST', '/events/ticket')).status).toBe(401);
    expect((await stack.call('POST', '/events/ticket', { token: 'not-a-token' })).status).toBe(401);
    expect((await openStream('forged-ticket-0123456789abcdef')).status).toBe(401);
    expect((await openStream('x'.repeat(101))).status).toBe(400);
    const missing = await stack.call('GET', '/events/stream');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: expect.stringMatching(/ticket is required/) });
  });

  it('when one account asks for tickets over and over, then it is refused with 429', async () => {
    const customer = await stack.registerCustomer();
    const statuses: number[] = [];
    for (let i = 0; i <= TICKETS_PER_WINDOW; i += 1) statuses.push((await stack.call('POST', '/events/ticket', { token: customer.token })).status);
    expect(statuses.slice(0, TICKETS_PER_WINDOW).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('what a stream hears', () => {
  it("when another customer's order fails, then a customer hears only their own orders and the admin hears both", async () => {
    const [casey, stranger] = [await stack.registerCustomer(), await stack.registerCustomer()];
    const caseyStream = await openStream(await ticketFor(casey.token));
    const strangerStream = await openStream(await ticketFor(stranger.token));
    const adminStream = await openStream(await ticketFor(adminToken));
    const [caseyOrder, strangerOrder] = [objectId(), objectId()];

    await stack.probe.publish(failed(stranger.id, strangerOrder));
    await stack.probe.publish(newEvent('order', orderActivated, { orderId: caseyOrder, userId: casey.id, subscriptionId: 'sub_1', revision: 2 }));
    await eventually(async () => expect(caseyStream.events()).toEqual([{ type: 'order.activated', orderId: caseyOrder, status: 'active' }]));
    await eventually(async () =>
      expect(adminStream.events()).toEqual(
        expect.arrayContaining([
          { type: 'payment.failed', orderId: strangerOrder, status: 'overdue' },
          { type: 'order.activated', orderId: caseyOrder, status: 'active' },
        ]),
      ),
    );
    await eventually(async () => expect(strangerStream.events()).toEqual([{ type: 'payment.failed', orderId: strangerOrder, status: 'overdue' }]));

    // Casey's next event comes after the stranger's: had the stranger's reached Casey, it would be there by now.
    await stack.probe.publish(newEvent('billing', rentalOwned, { userId: casey.id, orderId: caseyOrder, reason: 'payoff', ownedAt: new Date().toISOString() }));
    await eventually(async () => expect(caseyStream.events().at(-1)).toEqual({ type: 'rental.owned', orderId: caseyOrder, status: 'completed' }));
    expect(caseyStream.events().map((event) => event.orderId)).not.toContain(strangerOrder);
    for (const stream of [caseyStream, strangerStream, adminStream]) stream.close();
  });

  it('when an order is delivered, then its customer hears it without a status (the page reads the order again)', async () => {
    const customer = await stack.registerCustomer();
    const stream = await openStream(await ticketFor(customer.token));
    const orderId = objectId();
    await stack.probe.publish(newEvent('order', orderDelivered, { orderId, userId: customer.id, subscriptionId: 'sub_1', deliveredAt: new Date().toISOString(), technician: 'Sam', revision: 3 }));
    await eventually(async () => expect(stream.events()).toEqual([{ type: 'order.delivered', orderId }]));
    stream.close();
  });

  it("when a pickup is booked and the goods are returned, then the order's customer and the admin hear both, the return with its status; another customer neither", async () => {
    const [customer, stranger] = [await stack.registerCustomer(), await stack.registerCustomer()];
    const [stream, strangerStream, adminStream] = [await openStream(await ticketFor(customer.token)), await openStream(await ticketFor(stranger.token)), await openStream(await ticketFor(adminToken))];
    const orderId = objectId();
    await stack.probe.publish(newEvent('order', orderReturnBooked, { orderId, userId: customer.id, subscriptionId: 'sub_1', pickupDate: '2030-12-22', pickupTime: '3:00 PM', bookedBy: 'customer', revision: 4 }));
    await stack.probe.publish(newEvent('order', orderReturned, { orderId, userId: customer.id, subscriptionId: 'sub_1', returnedAt: new Date().toISOString(), condition: 'good', note: '', revision: 5 }));
    const heard = [{ type: 'order.return-booked', orderId }, { type: 'order.returned', orderId, status: 'completed' }];
    await eventually(async () => expect(stream.events()).toEqual(heard));
    await eventually(async () => expect(adminStream.events()).toEqual(expect.arrayContaining(heard)));
    expect(strangerStream.events()).toEqual([]);
    for (const each of [stream, strangerStream, adminStream]) each.close();
  });

  it('when an event came for a customer just before their stream opened, then it opens saying so (the page reads again); a quiet customer hears no such frame', async () => {
    const [customer, stranger] = [await stack.registerCustomer(), await stack.registerCustomer()];
    const orderId = objectId();
    const RECENT = 'event: recent\ndata: {}';
    // The page read, then this event, then the stream: the event went out to no stream of theirs (the admin's shows when).
    const watching = await openStream(await ticketFor(adminToken));
    await stack.probe.publish(failed(customer.id, orderId));
    await eventually(async () => expect(watching.events()).toContainEqual({ type: 'payment.failed', orderId, status: 'overdue' }));
    const late = await openStream(await ticketFor(customer.token));
    await eventually(async () => expect(late.frames.slice(0, 2)).toEqual(['retry: 5000', RECENT]));
    // An admin hears every customer's orders: any event lately is one their page may have missed.
    const admin = await openStream(await ticketFor(adminToken));
    await eventually(async () => expect(admin.frames.slice(0, 2)).toEqual(['retry: 5000', RECENT]));

    const quietOne = await openStream(await ticketFor(stranger.token));
    await eventually(async () => expect(quietOne.frames).toContain('retry: 5000'));
    // Their next event comes after where the frame would be.
    await stack.probe.publish(failed(stranger.id, objectId()));
    await eventually(async () => expect(quietOne.events()).toHaveLength(1));
    expect(quietOne.frames).not.toContain(RECENT);
    for (const stream of [watching, late, admin, quietOne]) stream.close();
  });

  it('when a second stream opens for the same session, then the first closes', async () => {
    const customer = await stack.registerCustomer();
    const first = await openStream(await ticketFor(customer.token));
    const second = await openStream(await ticketFor(customer.token));
    await first.ended;
    expect(first.frames.at(-1)).toBe('event: end\ndata: {"reason":"replaced"}');
    expect(second.isEnded()).toBe(false);
    second.close();
  });

  it('when the customer logs out, then their stream closes and a ticket they held opens nothing', async () => {
    const customer = await stack.registerCustomer();
    const stream = await openStream(await ticketFor(customer.token));
    const held = await ticketFor(customer.token);
    await eventually(async () => expect(stream.frames).toContain('retry: 5000'));
    expect((await stack.call('POST', '/logout', { token: customer.token })).status).toBe(200);
    await stream.ended;
    expect(stream.frames.at(-1)).toBe('event: end\ndata: {"reason":"session-ended"}');
    expect((await openStream(held)).status).toBe(401);
  });

  it('when nothing happens for 25 s, then the stream stays open through the gateway on heartbeats and still hears the next event', async () => {
    const { customer, stream, openedAt } = quiet;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, openedAt + 25_000 - Date.now())));
    expect(stream.isEnded()).toBe(false);
    expect(stream.frames.filter((frame) => frame === ': heartbeat').length).toBeGreaterThanOrEqual(4);
    const orderId = objectId();
    await stack.probe.publish(failed(customer.id, orderId));
    await eventually(async () => expect(stream.events()).toEqual([{ type: 'payment.failed', orderId, status: 'overdue' }]));
    stream.close();
  }, 45_000);
});
