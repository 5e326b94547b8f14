/** One measurement of the bench under autocannon's load, and the same for several targets side by side. */
import autocannon from 'autocannon';
import { CONNECTIONS, DURATION_S, ROUNDS } from './settings';

export interface Measured {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function measureOnce(label: string, url: string, headers: Record<string, string>): Promise<Measured> {
  return measuredOf(label, await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }));
}

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

/**
 * Direct, through the gateway (and through nginx), alternating for several rounds so that drift on a shared
 * 2-core machine hits all alike; each is reported by its median round.
 */
export async function measureSideBySide(sides: Array<{ label: string; url: string }>, headers: Record<string, string> = {}): Promise<Measured[]> {
  // Warm-up: JIT, connection pools, caches.
  for (const { url } of sides) await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const rounds: Measured[][] = sides.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, side] of sides.entries()) rounds[index]!.push(await measureOnce(side.label, side.url, headers));
  }
  const median = (measured: Measured[]) => [...measured].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(measured.length / 2)]!;
  return rounds.map(median);
}
