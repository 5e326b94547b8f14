/**
 * `make replay-dead-letters SERVICE=identity [LIMIT=100] [FORCE=1]`: puts the events parked in a service's
 * dead-letter queue back in its queue, once the cause is fixed. Bounded: at most LIMIT messages of those waiting
 * when it starts, and one already replayed 3 times stays parked unless FORCE=1. Connects as the service's own
 * broker user (AMQP_URL_<SERVICE>, from .data/dev.env; else AMQP_URL): its consumer believes a replay's original
 * publisher only from its own user (kit bus/publisher.ts). Reads NAMESPACE like the services do. The same
 * `replayDeadLetterQueue` answers the admin's POST /replayDeadLetters, inside the service (kit bus/dead-letter-routes.ts).
 */
import { replayDeadLetterQueue } from '@rto/kit';

const [service, limitArgument, forceArgument] = process.argv.slice(2);
const limit = limitArgument ? Number(limitArgument) : 100;
if (!service || !Number.isInteger(limit) || limit < 1) {
  process.stderr.write('usage: replay-dead-letters <service> [limit] [force]\n');
  process.exit(2);
}
const force = forceArgument === '1' || forceArgument === 'force';

const url = process.env[`AMQP_URL_${service.toUpperCase()}`] || process.env['AMQP_URL'];
if (!url) {
  process.stderr.write(`set AMQP_URL_${service.toUpperCase()} (the service's own broker URL; infra.sh writes it to .data/dev.env)\n`);
  process.exit(2);
}

replayDeadLetterQueue({ url, service, namespace: process.env['NAMESPACE'] ?? '', limit, force })
  .then(({ replayed, skipped }) => {
    process.stdout.write(`${replayed} event(s) sent back to ${service}`);
    process.stdout.write(skipped > 0 ? `; ${skipped} left parked after too many replays (FORCE=1 sends them too)\n` : '\n');
  })
  .catch((error: unknown) => {
    process.stderr.write(`replay failed: ${String(error)}\n`);
    process.exit(1);
  });
