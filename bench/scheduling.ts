/**
 * The scheduling part of the bench: GET /verifyCalandar with the availability cache and without it, over seeded
 * bookings, and GET /geocode through the gateway (`measureScheduling`), then the report beside the goals.
 */
import autocannon from 'autocannon';
import { loadConfig, platformConfigSchema, signServiceToken } from '@rto/kit';
import { loadUsGazetteer } from '../services/scheduling/src/adapters/gazetteer';
import { atLeast, atMost, type GoalRow } from './goals';
import { cpuLine, measuredOf, measureSideBySide, type Measured } from './measure';
import { startProcess, waitFor } from './processes';
import { CONNECTIONS, DURATION_S, profiled } from './settings';

/** scheduling's processes: one instance with its availability cache, one without, each behind a gateway of its own. */
const SCHEDULING_PORTS = { cached: 4104, uncached: 4105, cachedGateway: 8183, cachedGatewayOperations: 8184, uncachedGateway: 8185, uncachedGatewayOperations: 8186 };
const SEEDED_BOOKINGS = Number(process.env['BENCH_BOOKINGS'] ?? 400);
/** What the delivery page asks while a customer types and when it locates them: forward searches and reverse lookups. */
const GEOCODE_QUERIES = [
  'q=Indianapolis', 'q=Springfield%2C%20IL', 'q=46204', 'q=san', 'q=new%20y', 'q=Carmel%2C%20IN', 'q=st%20louis', 'q=fort%20wayne', 'q=chi', 'q=100',
  'lat=39.77&lng=-86.16', 'lat=40.71&lng=-74.01', 'lat=34.05&lng=-118.24', 'lat=41.88&lng=-87.63',
];

/** Books `count` distinct slots over the coming year through scheduling's internal API, as order would. */
async function seedBookings(schedulingUrl: string, common: Record<string, string>, count: number): Promise<void> {
  const token = signServiceToken(loadConfig(platformConfigSchema, common), 'bench');
  const slots = ['8:00 AM', '9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM', '5:00 PM', '6:00 PM', '7:00 PM'];
  const chosen = new Set<string>();
  // A fixed spread (every 7th slot of the coming days), so runs are alike; never today, whose hours run out.
  for (let index = 0; chosen.size < count; index++) {
    const day = new Date(Date.now() + (2 + Math.floor((index * 7) / slots.length)) * 86_400_000).toISOString().slice(0, 10);
    chosen.add(`${day}|${slots[(index * 7) % slots.length]}`);
  }
  const queue = [...chosen];
  const worker = async () => {
    for (let slot = queue.pop(); slot; slot = queue.pop()) {
      const [deliveryDate, deliveryTime] = slot.split('|');
      const response = await fetch(`${schedulingUrl}/internal/bookings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ orderId: `bench-${deliveryDate}-${deliveryTime!.replace(/\W/g, '')}`, customerId: 'bench-customer', deliveryDate, deliveryTime }),
      });
      if (response.status !== 201 && response.status !== 200) throw new Error(`seeding ${slot} answered ${response.status}: ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** p99 of GET /geocode through the gateway, each connection going round the queries above. */
async function measureGeocoding(gateway: string, headers: Record<string, string>): Promise<Measured> {
  const run = () =>
    autocannon({ url: gateway, connections: CONNECTIONS, duration: DURATION_S, headers, requests: GEOCODE_QUERIES.map((query) => ({ method: 'GET' as const, path: `/geocode?${query}` })) });
  await run(); // warm-up
  const result = await run();
  return measuredOf('GET /geocode (offline), through the gateway', result);
}

/**
 * GET /verifyCalandar through the gateway with scheduling's availability cache and without it (AVAILABILITY_CACHE=off,
 * every answer from the database), over SEEDED_BOOKINGS bookings, and geocoding: starts its own processes.
 */
export async function measureScheduling(common: Record<string, string>, database: string, headers: Record<string, string>): Promise<Measured[]> {
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const scheduling = { ...common, MONGO_URL: database };
  startProcess('services/scheduling', { ...scheduling, PORT: String(SCHEDULING_PORTS.cached) }, profiled());
  startProcess('services/scheduling', { ...scheduling, PORT: String(SCHEDULING_PORTS.uncached), AVAILABILITY_CACHE: 'off' }, profiled());
  for (const [port, operations, upstream] of [
    [SCHEDULING_PORTS.cachedGateway, SCHEDULING_PORTS.cachedGatewayOperations, SCHEDULING_PORTS.cached],
    [SCHEDULING_PORTS.uncachedGateway, SCHEDULING_PORTS.uncachedGatewayOperations, SCHEDULING_PORTS.uncached],
  ] as const) {
    startProcess('gateway', { ...common, PORT: String(port), OPERATIONS_PORT: String(operations), SCHEDULING_URL: url(upstream) }, profiled());
  }
  await Promise.all(
    [SCHEDULING_PORTS.cached, SCHEDULING_PORTS.uncached, SCHEDULING_PORTS.cachedGatewayOperations, SCHEDULING_PORTS.uncachedGatewayOperations].map((port) => waitFor(`${url(port)}/readyz`)),
  );
  await seedBookings(url(SCHEDULING_PORTS.cached), common, SEEDED_BOOKINGS);
  const calendar = await measureSideBySide(
    [
      { label: `GET /verifyCalandar (${SEEDED_BOOKINGS} bookings), cached, through the gateway`, url: `${url(SCHEDULING_PORTS.cachedGateway)}/verifyCalandar` },
      { label: `GET /verifyCalandar (${SEEDED_BOOKINGS} bookings), uncached, through the gateway`, url: `${url(SCHEDULING_PORTS.uncachedGateway)}/verifyCalandar` },
      { label: `GET /verifyCalandar (${SEEDED_BOOKINGS} bookings), cached, direct to scheduling`, url: `${url(SCHEDULING_PORTS.cached)}/verifyCalandar` },
      { label: `GET /verifyCalandar (${SEEDED_BOOKINGS} bookings), uncached, direct to scheduling`, url: `${url(SCHEDULING_PORTS.uncached)}/verifyCalandar` },
    ],
    headers,
    common,
  );
  return [...calendar, await measureGeocoding(url(SCHEDULING_PORTS.cachedGateway), headers)];
}

/** The offline gazetteer's own time per search, in this process: the queries above, 20,000 times, p99 in ms. */
async function gazetteerP99(): Promise<number> {
  const gazetteer = await loadUsGazetteer();
  const requests = GEOCODE_QUERIES.map((query) => {
    const params = new URLSearchParams(query);
    return params.has('q') ? { q: params.get('q')!, limit: 8 } : { lat: Number(params.get('lat')), lng: Number(params.get('lng')), limit: 8 };
  });
  const times: number[] = [];
  for (let index = 0; index < 20_000; index++) {
    const started = performance.now();
    gazetteer.search(requests[index % requests.length]!);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length * 0.99)]!;
}

/** The scheduling part's goals; the direct figures and each side's CPU per request on lines of their own. */
export async function reportScheduling([cached, uncached, cachedDirect, uncachedDirect, geocoding]: Measured[]): Promise<GoalRow[]> {
  const ratio = (a: Measured, b: Measured) => a.requestsPerSecond / b.requestsPerSecond;
  const lines = [
    `GET /verifyCalandar direct to scheduling: cached p99 ${cachedDirect!.p99} ms, cached / uncached = ${ratio(cachedDirect!, uncachedDirect!).toFixed(1)}x`,
    ...[cached!, uncached!, cachedDirect!, uncachedDirect!].map((m) => `${m.label}: ${cpuLine(m)}`),
    `GET /geocode: the gazetteer's own search, p99 ${(await gazetteerP99()).toFixed(3)} ms`,
  ];
  // eslint-disable-next-line no-console
  for (const line of lines) console.log(line);
  return [
    atMost('GET /verifyCalandar cached through the gateway, p99', cached!.p99, 5, 'ms'),
    atLeast('GET /verifyCalandar cached / uncached through the gateway', ratio(cached!, uncached!), 10, 'x'),
    atMost('GET /geocode offline through the gateway, p99', geocoding!.p99, 20, 'ms'),
  ];
}
