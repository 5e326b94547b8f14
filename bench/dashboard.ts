/**
 * The dashboard part of the bench: GET /getDashboardData through the gateway for the customers the checkout load
 * made (`measureDashboard`), then its line of the report.
 */
import autocannon from 'autocannon';
import { cpuSnapshot } from './cpu';
import { atMost, type GoalRow } from './goals';
import { measuredOf, type Measured } from './measure';
import { DURATION_S } from './settings';

export type DashboardMeasured = Measured & { partial: number; cpu: string; cpuPerRequestMs: number };

/** Issue 24's goals for the account page at DASHBOARD_CONNECTIONS connections: CPU per request, the whole system's, and p99. */
const CPU_GOAL_MS = 2;
const P99_GOAL_MS = 50;

const DASHBOARD_CONNECTIONS = Number(process.env['BENCH_DASHBOARD_CONNECTIONS'] ?? 50);

/**
 * GET /getDashboardData through the gateway after the checkout load: DASHBOARD_CONNECTIONS connections, each request
 * as the next of the customers who placed an order (each answer is composed from order, identity and billing).
 */
export async function measureDashboard(gateway: string, tokens: string[], servers: Record<string, string>): Promise<DashboardMeasured> {
  let next = 0;
  let partial = 0;
  const run = () =>
    autocannon({
      url: gateway,
      connections: DASHBOARD_CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'GET' as const,
          path: '/getDashboardData',
          setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` } }),
          // An answer that names a missing part: an upstream was too slow for the composition's timeout.
          onResponse: (status, body) => {
            if (status === 200 && !body.includes('"missing":[]')) partial += 1;
          },
        },
      ],
    });
  await run(); // warm-up
  partial = 0;
  const before = cpuSnapshot(servers);
  const result = await run();
  const requests = result.requests.total;
  const spent = [...cpuSnapshot(servers).entries()].map(([name, ms]) => [name, ms - (before.get(name) ?? ms)] as const).filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
  const total = spent.reduce((sum, [, ms]) => sum + ms, 0);
  return {
    ...measuredOf(`GET /getDashboardData, ${tokens.length} customers, through the gateway`, result),
    partial,
    cpuPerRequestMs: total / requests,
    cpu: `${(total / requests).toFixed(1)} ms of CPU per request: ${spent.map(([name, ms]) => `${name.replace('services/', '')} ${(ms / requests).toFixed(2)}`).join(', ')}`,
  };
}

/** The dashboard's line of the report (p50 and p99, failures, partial answers, CPU per request) and its goals. */
export function reportDashboard(dashboard: DashboardMeasured): GoalRow[] {
  // eslint-disable-next-line no-console
  console.log(
    `${dashboard.label}: p50 ${dashboard.p50} ms, p99 ${dashboard.p99} ms (goal <= ${P99_GOAL_MS} ms at ${DASHBOARD_CONNECTIONS} connections), ${Math.round(dashboard.requestsPerSecond)} req/s, ` +
      `${dashboard.failures} failures, ${dashboard.partial} answers with a part missing; ${dashboard.cpu}`,
  );
  return [
    atMost('GET /getDashboardData CPU per request', dashboard.cpuPerRequestMs, CPU_GOAL_MS, 'ms'),
    atMost(`GET /getDashboardData p99 at ${DASHBOARD_CONNECTIONS} connections`, dashboard.p99, P99_GOAL_MS, 'ms'),
  ];
}
