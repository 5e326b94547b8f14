import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { brokerUserOf, platformEventOwners } from '../services/kit/src/bus/owners';

/**
 * Where the integration tests find their servers, in this order:
 * 1. MONGO_URL, REDIS_URL, AMQP_URL (and SMTP_URL / MAIL_INBOX_URL) already set: use them;
 * 2. a Docker engine answers: start MongoDB 7, Redis 7, RabbitMQ 3, maildev and stripe-mock with testcontainers;
 * 3. otherwise the local servers `make test` started (infra/scripts/infra.sh up test), read from .data/test.env.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env['MONGO_URL'] && process.env['REDIS_URL'] && process.env['AMQP_URL']) return;
  if (await dockerEngineAnswers()) {
    await startContainers();
    return;
  }
  const envFile = path.resolve(__dirname, '../.data/test.env');
  if (!fs.existsSync(envFile)) {
    throw new Error('No test servers: run the tests with "make test", which starts them (or set MONGO_URL, REDIS_URL and AMQP_URL)');
  }
  for (const line of fs.readFileSync(envFile, 'utf8').split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (match && process.env[match[1]!] === undefined) process.env[match[1]!] = match[2]!.replace(/^["']|["']$/g, '');
  }
}

function dockerEngineAnswers(): Promise<boolean> {
  const socketPath = process.env['DOCKER_HOST']?.replace(/^unix:\/\//, '') ?? '/var/run/docker.sock';
  if (!fs.existsSync(socketPath)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const request = http.get({ socketPath, path: '/_ping', timeout: 1_000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.on('timeout', () => {
      request.destroy();
      resolve(false);
    });
  });
}

async function startContainers(): Promise<void> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const [mongo, redis, rabbit, mail, stripeMock] = await Promise.all([
    new GenericContainer('mongo:7').withExposedPorts(27017).start(),
    new GenericContainer('redis:7-alpine').withExposedPorts(6379).start(),
    new GenericContainer('rabbitmq:3-management').withExposedPorts(5672).withWaitStrategy(Wait.forLogMessage('Server startup complete')).start(),
    new GenericContainer('maildev/maildev:2.2.1').withExposedPorts(1025, 1080).start(),
    new GenericContainer('stripe/stripe-mock:v0.203.0').withExposedPorts(12111).start(),
  ]);
  process.env['MONGO_URL'] = `mongodb://${mongo.getHost()}:${mongo.getMappedPort(27017)}/rto-test`;
  process.env['REDIS_URL'] = `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`;
  process.env['AMQP_URL'] = `amqp://guest:guest@${rabbit.getHost()}:${rabbit.getMappedPort(5672)}`;
  // Each service its own broker user, as infra.sh makes them: consumers accept only the owner's events. guest is
  // loopback-only in RabbitMQ, but inside the container rabbitmqctl talks to its own node.
  const commands: string[] = [];
  for (const service of new Set(Object.values(platformEventOwners))) {
    const user = brokerUserOf(service);
    const password = randomBytes(18).toString('hex');
    commands.push(`rabbitmqctl -q add_user ${user} ${password} && rabbitmqctl -q set_permissions -p / ${user} '.*' '.*' '.*'`);
    process.env[`AMQP_URL_${service.toUpperCase()}`] = `amqp://${user}:${password}@${rabbit.getHost()}:${rabbit.getMappedPort(5672)}`;
  }
  const created = await rabbit.exec(['sh', '-c', commands.join(' && ')]);
  if (created.exitCode !== 0) throw new Error(`could not create the services' broker users: ${created.output}`);
  process.env['SMTP_URL'] = `smtp://${mail.getHost()}:${mail.getMappedPort(1025)}`;
  process.env['MAIL_INBOX_URL'] = `http://${mail.getHost()}:${mail.getMappedPort(1080)}`;
  process.env['STRIPE_MOCK_URL'] = `http://${stripeMock.getHost()}:${stripeMock.getMappedPort(12111)}`;
  (globalThis as { __testContainers?: Array<{ stop(): Promise<unknown> }> }).__testContainers = [mongo, redis, rabbit, mail, stripeMock];
}
