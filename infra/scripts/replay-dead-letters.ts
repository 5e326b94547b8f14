/**
 * `make replay-dead-letters SERVICE=identity`: puts the events parked in a service's dead-letter queue back in its
 * queue, once the cause is fixed. Reads AMQP_URL (and NAMESPACE) like the services do; defaults to the dev broker.
 */
import { replayDeadLetters } from '@rto/kit';

const service = process.argv[2];
if (!service) {
  process.stderr.write('usage: replay-dead-letters <service>\n');
  process.exit(2);
}
replayDeadLetters({ url: process.env['AMQP_URL'] ?? 'amqp://guest:guest@127.0.0.1:5672', service, namespace: process.env['NAMESPACE'] ?? '' })
  .then((count) => process.stdout.write(`${count} event(s) sent back to ${service}\n`))
  .catch((error: unknown) => {
    process.stderr.write(`replay failed: ${String(error)}\n`);
    process.exit(1);
  });
