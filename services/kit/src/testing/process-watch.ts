import vm from 'node:vm';
import type { Metric } from 'prom-client';

/**
 * Node's own process object. Under jest, `process` in a test is a copy whose events never fire; an unhandled
 * rejection is reported on the real one (where it would end a service).
 */
function nodeProcess(): NodeJS.Process {
  return vm.runInThisContext('process') as NodeJS.Process;
}

/** Collects the unhandled promise rejections of the process from now until `stop`. */
export function watchUnhandledRejections(): { rejections: unknown[]; stop(): void } {
  const rejections: unknown[] = [];
  const listener = (reason: unknown) => {
    rejections.push(reason);
  };
  const target = nodeProcess();
  target.on('unhandledRejection', listener);
  return { rejections, stop: () => target.off('unhandledRejection', listener) };
}

/** The current value of a prom-client counter or gauge for the given labels (0 when never set). */
export async function metricValue(metric: Metric<string>, labels: Record<string, string> = {}): Promise<number> {
  const { values } = await metric.get();
  const wanted = Object.entries(labels);
  return values
    .filter((sample) => wanted.every(([name, value]) => (sample.labels as Record<string, unknown>)[name] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}
