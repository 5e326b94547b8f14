import { Writable } from 'node:stream';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express, Request, Response } from 'express';
import pino from 'pino';
import { z } from 'zod';
import {
  bindInternalContract,
  conflict,
  createHttpApp,
  createInternalClient,
  createTokenService,
  defineInternalContract,
  InternalCallError,
  listen,
  notFound,
  runWithContext,
  signServiceToken,
  type RunningServer,
} from '@rto/kit';

/**
 * Internal routes and the internal client against stand-in services on loopback: a callee served from a contract,
 * and callees that misbehave on purpose (refuse our credentials, fail, stall, go away, answer the wrong shape).
 */

const settings = { JWT_SECRET: 'k'.repeat(40), SERVICE_TOKEN_SECRET: 'v'.repeat(40), JWT_ISSUER: 'rto-identity', JWT_AUDIENCE: 'rto', JWT_TTL: 60 };
const otherSettings = { ...settings, SERVICE_TOKEN_SECRET: 'another-deployment-'.padEnd(40, 'x') };
const quiet = pino({ level: 'silent' });

const slotContract = defineInternalContract({
  findSlot: {
    method: 'get',
    path: '/internal/slots/:slotId',
    access: 'service',
    tag: 'Slots',
    summary: 'A slot and its price',
    params: z.object({ slotId: z.string().regex(/^s\d+$/, 'A slot id looks like s1') }),
    query: z.object({ window: z.coerce.number().int().min(1, 'window must be at least 1').default(1) }),
    response: z.object({ slot: z.object({ id: z.string(), window: z.number(), feeCents: z.number().int() }) }),
  },
  claimSlot: {
    method: 'post',
    path: '/internal/slots/:slotId/claims',
    access: 'service',
    tag: 'Slots',
    summary: 'Claim a slot for an order',
    status: 201,
    params: z.object({ slotId: z.string() }),
    body: z.object({ orderId: z.string().min(1, 'orderId is required') }),
    response: z.object({ claimed: z.literal(true), slotId: z.string(), orderId: z.string() }),
    refusals: { 404: 'No such slot', 409: 'The slot is already taken' },
  },
});

function appWith(routes: (app: Express) => void): Express {
  return createHttpApp({ service: 'stand-in', logger: quiet, readiness: {}, routes });
}

const servers: RunningServer[] = [];
async function serve(app: Express): Promise<RunningServer> {
  const running = await listen(app, 0, '127.0.0.1');
  servers.push(running);
  return running;
}

afterAll(async () => {
  for (const running of servers) {
    running.server.closeAllConnections();
    await running.close(0);
  }
});

describe('an internal route bound from its contract', () => {
  const claimed = new Set<string>();
  let callee: RunningServer;

  beforeAll(async () => {
    callee = await serve(
      appWith((app) =>
        bindInternalContract(
          app,
          slotContract,
          {
            findSlot: ({ params, query }) => ({ slot: { id: params.slotId, window: query.window, feeCents: 2500 } }),
            claimSlot: ({ params, body }) => {
              if (params.slotId === 's0') throw notFound('No such slot');
              if (claimed.has(params.slotId)) throw conflict('That slot was just taken');
              claimed.add(params.slotId);
              return { claimed: true as const, slotId: params.slotId, orderId: body.orderId };
            },
          },
          { service: 'scheduling', settings },
        ),
      ),
    );
  });

  const serviceToken = () => `Bearer ${signServiceToken(settings, 'order')}`;

  it('when a service calls with its token, then the handler gets the parsed input and the caller the parsed answer', async () => {
    const client = createInternalClient({ callee: 'scheduling', caller: 'order', baseUrl: callee.url, settings });
    const answer = await client.call(slotContract.findSlot, { params: { slotId: 's7' }, query: { window: '3' } });
    expect(answer).toEqual({ slot: { id: 's7', window: 3, feeCents: 2500 } });
    const claim = await client.call(slotContract.claimSlot, { params: { slotId: 's8' }, body: { orderId: 'o1' } });
    expect(claim).toEqual({ ok: true, data: { claimed: true, slotId: 's8', orderId: 'o1' } });
  });

  it('when the callee refuses with a status the route declares, then the caller gets the refusal as a result, with the message', async () => {
    const client = createInternalClient({ callee: 'scheduling', caller: 'order', baseUrl: callee.url, settings });
    await client.call(slotContract.claimSlot, { params: { slotId: 's5' }, body: { orderId: 'o1' } });
    const again = await client.call(slotContract.claimSlot, { params: { slotId: 's5' }, body: { orderId: 'o2' } });
    expect(again).toEqual({ ok: false, status: 409, error: 'That slot was just taken' });
    const missing = await client.call(slotContract.claimSlot, { params: { slotId: 's0' }, body: { orderId: 'o3' } });
    expect(missing).toEqual({ ok: false, status: 404, error: 'No such slot' });
  });

  it('when a customer token, a token of another deployment or none is used, then 401, before any input is read', async () => {
    const customer = createTokenService(settings).sign({ id: 'u1', role: 'admin', sessionVersion: 0 });
    for (const authorization of [`Bearer ${customer}`, `Bearer ${signServiceToken(otherSettings, 'order')}`, undefined]) {
      const response = await fetch(`${callee.url}/internal/slots/not-a-slot`, { headers: authorization ? { authorization } : {} });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Service credentials required' });
    }
  });

  it('when the input breaks the contract, then 400 with the schema message, and the handler never runs', async () => {
    const headers = { authorization: serviceToken(), 'content-type': 'application/json' };
    const badParam = await fetch(`${callee.url}/internal/slots/x1`, { headers });
    expect(badParam.status).toBe(400);
    expect(await badParam.json()).toEqual({ error: 'A slot id looks like s1' });
    const badQuery = await fetch(`${callee.url}/internal/slots/s1?window=0`, { headers });
    expect(await badQuery.json()).toEqual({ error: 'window must be at least 1' });
    const badBody = await fetch(`${callee.url}/internal/slots/s9/claims`, { method: 'POST', headers, body: JSON.stringify({ orderId: '' }) });
    expect(badBody.status).toBe(400);
    expect(await badBody.json()).toEqual({ error: 'orderId is required' });
    expect(claimed.has('s9')).toBe(false);
  });

  it('when a service asks for GET /internal/openapi.json, then it gets the document of the internal routes; without a service token, 401', async () => {
    const response = await fetch(`${callee.url}/internal/openapi.json`, { headers: { authorization: serviceToken() } });
    expect(response.status).toBe(200);
    const document = (await response.json()) as { info: { title: string }; paths: Record<string, Record<string, { responses: object; security: unknown }>> };
    expect(document.info.title).toBe('scheduling: internal API');
    expect(Object.keys(document.paths)).toEqual(['/internal/slots/{slotId}', '/internal/slots/{slotId}/claims']);
    const claim = document.paths['/internal/slots/{slotId}/claims']!['post']!;
    expect(Object.keys(claim.responses)).toEqual(['201', '400', '401', '404', '409']);
    expect(claim.security).toEqual([{ serviceToken: [] }]);

    const customer = createTokenService(settings).sign({ id: 'u1', role: 'customer', sessionVersion: 0 });
    expect((await fetch(`${callee.url}/internal/openapi.json`, { headers: { authorization: `Bearer ${customer}` } })).status).toBe(401);
  });
});

/** A callee that answers whatever the test in progress says. */
type Behaviour = (req: Request, res: Response) => void;

describe('the internal client, when the callee misbehaves', () => {
  let behaviour: Behaviour;
  let callee: RunningServer;
  /** Requests the stand-in holds without answering (a slow callee): ended when each test is over. */
  const held: Response[] = [];
  const seen: http.IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    callee = await serve(
      appWith((app) =>
        app.use((req, res) => {
          seen.push(req.headers);
          behaviour(req, res);
        }),
      ),
    );
  });

  afterEach(() => {
    for (const res of held.splice(0)) res.destroy();
  });

  const clientOf = (baseUrl = callee.url, logger = quiet) =>
    createInternalClient({ callee: 'scheduling', caller: 'order', baseUrl, settings, timeoutMs: 300, logger });

  const findSlot = (client = clientOf()) => client.call(slotContract.findSlot, { params: { slotId: 's1' } });

  async function failureOf(call: Promise<unknown>): Promise<InternalCallError> {
    const error = await call.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(InternalCallError);
    return error as InternalCallError;
  }

  it.each([
    [401, 'Service credentials required'],
    [403, 'Forbidden'],
  ])('when the callee answers %i (our credentials refused), then 502 "could not reach", never that status', async (status, error) => {
    behaviour = (_req, res) => void res.status(status).json({ error });
    const failure = await failureOf(findSlot());
    expect(failure).toMatchObject({ status: 502, failure: 'credentials-refused', calleeStatus: status });
    expect(failure.message).toBe('Could not reach the scheduling service, please try again shortly');
  });

  it('when the callee refuses our credentials, then the log says so for an operator, with the callee and its answer', async () => {
    behaviour = (_req, res) => void res.status(401).json({ error: 'Service credentials required' });
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    await failureOf(findSlot(clientOf(callee.url, pino(sink))));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'internal call failed',
        callee: 'scheduling',
        route: 'GET /internal/slots/:slotId',
        failure: 'credentials-refused',
        calleeStatus: 401,
        calleeError: 'Service credentials required',
      }),
    ]);
  });

  it.each([500, 502, 503])('when the callee answers %i, then 503 "unavailable"', async (status) => {
    behaviour = (_req, res) => void res.status(status).json({ error: 'boom' });
    const failure = await failureOf(findSlot());
    expect(failure).toMatchObject({ status: 503, failure: 'callee-error', calleeStatus: status });
    expect(failure.message).toBe('The scheduling service is unavailable right now, please try again shortly');
  });

  it('when the callee does not answer within the timeout, then 503 "did not answer in time"', async () => {
    behaviour = (_req, res) => void held.push(res);
    const failure = await failureOf(findSlot());
    expect(failure).toMatchObject({ status: 503, failure: 'timeout' });
    expect(failure.message).toBe('The scheduling service did not answer in time, please try again shortly');
  });

  it('when the callee sends its headers and then stalls, then 503 "did not answer in time" as well', async () => {
    behaviour = (_req, res) => {
      res.status(200).type('json').write('{"slot":');
      held.push(res);
    };
    expect(await failureOf(findSlot())).toMatchObject({ status: 503, failure: 'timeout' });
  });

  it('when the callee is down, then 503 "unavailable"', async () => {
    const gone = http.createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const { port } = gone.address() as AddressInfo;
    await new Promise<void>((resolve) => gone.close(() => resolve()));
    const failure = await failureOf(findSlot(clientOf(`http://127.0.0.1:${port}`)));
    expect(failure).toMatchObject({ status: 503, failure: 'unreachable' });
    expect(failure.message).toBe('The scheduling service is unavailable right now, please try again shortly');
  });

  it.each<[string, Behaviour]>([
    ['a field of the wrong type', (_req, res) => void res.json({ slot: { id: 's1', window: 1, feeCents: '25.00' } })],
    ['dollars where cents are due', (_req, res) => void res.json({ slot: { id: 's1', window: 1, feeCents: 25.5 } })],
    ['a field missing', (_req, res) => void res.json({ slot: { id: 's1', window: 1 } })],
    ['an HTML page', (_req, res) => void res.status(200).type('html').send('<html>hello</html>')],
    ['nothing at all', (_req, res) => void res.status(204).end()],
  ])('when the callee answers %s, then 502 "cannot read"', async (_label, answer) => {
    behaviour = answer;
    const failure = await failureOf(findSlot());
    expect(failure).toMatchObject({ status: 502, failure: 'bad-answer' });
    expect(failure.message).toBe('The scheduling service gave an answer order cannot read, please try again shortly');
  });

  it('when the callee answers a refusal the route declares, then the caller gets it as a result to decide about', async () => {
    behaviour = (_req, res) => void res.status(409).json({ error: 'That slot was just taken' });
    const claim = await clientOf().call(slotContract.claimSlot, { params: { slotId: 's1' }, body: { orderId: 'o1' } });
    expect(claim).toEqual({ ok: false, status: 409, error: 'That slot was just taken' });
    // The type makes the caller look: only a success has data.
    if (!claim.ok) expect([404, 409]).toContain(claim.status);
  });

  it.each([
    [404, 'unexpected-status'],
    [409, 'unexpected-status'],
    [422, 'unexpected-status'],
    [400, 'input-refused'],
    [429, 'unexpected-status'],
  ] as const)('when the callee answers %i on a route that does not declare it, then 502, never the callee status as ours', async (status, failureKind) => {
    behaviour = (_req, res) => void res.status(status).json({ error: 'no' });
    const failure = await failureOf(findSlot());
    expect(failure).toMatchObject({ status: 502, failure: failureKind, calleeStatus: status });
    expect(failure.message).toBe("The scheduling service refused the request, please try again shortly");
  });

  it('when a call is made inside a request, then the request and correlation ids and a service token go along', async () => {
    behaviour = (_req, res) => void res.json({ slot: { id: 's1', window: 1, feeCents: 0 } });
    seen.length = 0;
    await runWithContext({ requestId: 'req-1', correlationId: 'corr-1' }, () => findSlot());
    expect(seen[0]).toMatchObject({ 'x-request-id': 'req-1', 'x-correlation-id': 'corr-1', authorization: expect.stringMatching(/^Bearer /) });
  });
});

describe('a route that calls another service', () => {
  it("when the callee refuses the caller's credentials, then the customer gets 502 with a message, not the callee's 401", async () => {
    const refusing = await serve(
      appWith((app) =>
        bindInternalContract(app, slotContract, { findSlot: () => ({ slot: { id: 's1', window: 1, feeCents: 0 } }), claimSlot: () => ({ claimed: true as const, slotId: '', orderId: '' }) }, {
          service: 'scheduling',
          settings: otherSettings,
        }),
      ),
    );
    const slots = createInternalClient({ callee: 'scheduling', caller: 'order', baseUrl: refusing.url, settings, timeoutMs: 1_000 });
    const caller = await serve(
      appWith((app) =>
        app.get('/deliveryFee', async (_req, res) => {
          const { slot } = await slots.call(slotContract.findSlot, { params: { slotId: 's1' } });
          res.json({ fee: slot.feeCents });
        }),
      ),
    );
    const response = await fetch(`${caller.url}/deliveryFee`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'Could not reach the scheduling service, please try again shortly' });
  });
});

describe('typed calls', () => {
  it('when a call leaves out input its route needs, or gives the wrong type, then it does not compile', () => {
    const client = createInternalClient({ callee: 'scheduling', caller: 'order', baseUrl: 'http://127.0.0.1:9', settings });
    const calls = [
      // @ts-expect-error: the route needs its path parameter
      () => client.call(slotContract.findSlot),
      // @ts-expect-error: slotId is text
      () => client.call(slotContract.findSlot, { params: { slotId: 7 } }),
      // @ts-expect-error: the claim needs a body
      () => client.call(slotContract.claimSlot, { params: { slotId: 's1' } }),
    ];
    expect(calls).toHaveLength(3);
  });
});
