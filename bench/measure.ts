/** One measurement of the bench under autocannon's load, and the same for several targets side by side. */
import autocannon from 'autocannon';
import { cpuSnapshot } from './cpu';
import { CONNECTIONS, DURATION_S, ROUNDS } from './settings';

export interface Measured {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** CPU ms per request, by process (the load tool, each bench process, the test servers), when measured. */
  cpuPerRequest?: Map<string, number>;
}

/** The load tool's own process (autocannon runs in the bench's process). */
const LOAD_TOOL = 'load tool (autocannon)';

/** autocannon's result as one line of the report: throughput, latency and every kind of failure. */
export function measuredOf(label: string, result: autocannon.Result): Measured {
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** CPU time of every process that takes part, the bench's own (the load tool) included, in ms. */
function cpuNow(servers: Record<string, string> | undefined): Map<string, number> {
  const snapshot = servers ? cpuSnapshot(servers) : new Map<string, number>();
  const own = process.cpuUsage();
  snapshot.set(LOAD_TOOL, (own.user + own.system) / 1000);
  return snapshot;
}

async function measureOnce(label: string, url: string, headers: Record<string, string>, servers: Record<string, string> | undefined): Promise<Measured> {
  const before = cpuNow(servers);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const after = cpuNow(servers);
  const requests = Math.max(1, result.requests.total);
  const cpuPerRequest = new Map([...after].map(([name, ms]) => [name, (ms - (before.get(name) ?? ms)) / requests] as const));
  return { ...measuredOf(label, result), cpuPerRequest };
}

/** A line of CPU per request: the total, then each process that spent any, largest first. */
export function cpuLine(measured: Measured): string {
  if (!measured.cpuPerRequest) return '';
  const spent = [...measured.cpuPerRequest].filter(([, ms]) => ms >= 0.005).sort((a, b) => b[1] - a[1]);
  const total = spent.reduce((sum, [, ms]) => sum + ms, 0);
  return `${total.toFixed(2)} ms CPU per request: ${spent.map(([name, ms]) => `${name.replace('services/', '')} ${ms.toFixed(2)}`).join(', ')}`;
}

/**
 * Direct, through the gateway (and through nginx), alternating for several rounds so that drift on a shared
 * 2-core machine hits all alike; each is reported by its median round. Given the test servers' settings, each
 * round also records the CPU every process spent per request (bench/cpu.ts).
 */
export async function measureSideBySide(sides: Array<{ label: string; url: string }>, headers: Record<string, string> = {}, servers?: Record<string, string>): Promise<Measured[]> {
  // Warm-up: JIT, connection pools, caches.
  for (const { url } of sides) await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const rounds: Measured[][] = sides.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, side] of sides.entries()) rounds[index]!.push(await measureOnce(side.label, side.url, headers, servers));
  }
  const median = (measured: Measured[]) => [...measured].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(measured.length / 2)]!;
  return rounds.map(median);
}
