/**
 * `make replay-dead-letters SERVICE=identity [LIMIT=100] [FORCE=1]`: puts the events parked in a service's
 * dead-letter queue back in its queue, once the cause is fixed. Bounded: at most LIMIT messages of those waiting
 * when it starts, and one already replayed 3 times stays parked unless FORCE=1. Reads AMQP_URL (and NAMESPACE)
 * like the services do; defaults to the dev broker.
 */
import { replayDeadLetterQueue } from '@rto/kit';

const [service, limitArgument, forceArgument] = process.argv.slice(2);
const limit = limitArgument ? Number(limitArgument) : 100;
if (!service || !Number.isInteger(limit) || limit < 1) {
  process.stderr.write('usage: replay-dead-letters <service> [limit] [force]\n');
  process.exit(2);
}
const force = forceArgument === '1' || forceArgument === 'force';

replayDeadLetterQueue({ url: process.env['AMQP_URL'] ?? 'amqp://guest:guest@127.0.0.1:5672', service, namespace: process.env['NAMESPACE'] ?? '', limit, force })
  .then(({ replayed, skipped }) => {
    process.stdout.write(`${replayed} event(s) sent back to ${service}`);
    process.stdout.write(skipped > 0 ? `; ${skipped} left parked after too many replays (FORCE=1 sends them too)\n` : '\n');
  })
  .catch((error: unknown) => {
    process.stderr.write(`replay failed: ${String(error)}\n`);
    process.exit(1);
  });
