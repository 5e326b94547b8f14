import pino, { type Logger } from 'pino';
import { currentContext } from './context';

export type { Logger } from 'pino';

/** JSON logs, one object per line; every line written inside a request or event carries its ids. */
export function createLogger(service: string, level: string = 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: ['password', 'newPassword', '*.password', '*.newPassword', 'authorization', '*.authorization'], censor: '[redacted]' },
    mixin() {
      const context = currentContext();
      return context ? { requestId: context.requestId, correlationId: context.correlationId } : {};
    },
  });
}
