// What the dev runner (dev.mjs) does with its processes: keep each one running, and tell when all are ready.

/**
 * Keeps a process running: `start()` spawns it; when it exits without being asked to, it is started again after a
 * back-off (doubling from `initialDelayMs` up to `maxDelayMs`; back to the start once it ran a minute), and `say`
 * gets one line saying so.
 */
export function supervise({ name, start, say, initialDelayMs = 500, maxDelayMs = 10_000, calmAfterMs = 60_000 }) {
  let stopping = false;
  let replacing = false;
  let restarts = 0;
  let timer;
  let child;
  const run = () => {
    const startedAt = Date.now();
    child = start();
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (replacing) {
        replacing = false;
        run();
        return;
      }
      if (Date.now() - startedAt >= calmAfterMs) restarts = 0;
      const delayMs = Math.min(initialDelayMs * 2 ** restarts, maxDelayMs);
      restarts += 1;
      say(`${name} exited (${signal ?? code}); restarting it in ${(delayMs / 1000).toFixed(1)} s`);
      timer = setTimeout(run, delayMs);
    });
  };
  run();
  return {
    get child() {
      return child;
    },
    /** Replaces it at once (its sources changed), whether it runs or waits for a restart. */
    replace() {
      if (stopping) return;
      if (child.exitCode !== null || child.signalCode !== null) {
        clearTimeout(timer);
        run();
        return;
      }
      replacing = true;
      child.kill('SIGTERM');
    },
    /** Stops it for good: no restart; resolves once it exited. */
    stop(signal = 'SIGTERM') {
      stopping = true;
      clearTimeout(timer);
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill(signal);
      });
    },
  };
}

/** Asks a /readyz once: undefined when ready, otherwise why not (its error, or 'not answering'). */
export async function notReadyReason(url) {
  try {
    const response = await fetch(url, { signal: globalThis.AbortSignal.timeout(3_000) });
    if (response.ok) return undefined;
    const body = await response.text();
    try {
      return JSON.parse(body).error ?? `${response.status} ${body}`;
    } catch {
      return `${response.status} ${body}`.trim();
    }
  } catch {
    return 'not answering';
  }
}

/**
 * Waits until every check's /readyz answers (checks: [name, url] pairs), or the time is up. Resolves with the
 * ones not ready by then, each with why: [{ name, reason }], empty when all are.
 */
export async function waitUntilReady(checks, { timeoutMs = 120_000, intervalMs = 300 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const results = await Promise.all(
    checks.map(async ([name, url]) => {
      for (;;) {
        const reason = await notReadyReason(url);
        if (reason === undefined) return { name };
        if (Date.now() >= deadline) return { name, reason };
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
      }
    }),
  );
  return results.filter((result) => result.reason !== undefined);
}
