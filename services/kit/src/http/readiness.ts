import { withTimeout } from '../time/with-timeout';

/** A named dependency check for /readyz: resolves when the dependency answers. */
export type ReadinessCheck = () => Promise<unknown>;

/** The state of each dependency, each given 1.5 s to answer: /readyz must answer even when one hangs. */
export async function checkReadiness(checks: Record<string, ReadinessCheck>): Promise<Record<string, 'ok' | 'unreachable'>> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await withTimeout(check(), 1500);
        return [name, 'ok'] as const;
      } catch {
        return [name, 'unreachable'] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}
