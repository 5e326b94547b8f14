/**
 * `make test-faults`: a fixed checkout load while, in turn, each service, then RabbitMQ, Redis and the database server
 * are killed (SIGKILL) with requests in flight; the dev runner restarts a service, this run a server. Afterwards the
 * invariants (checks.ts) are read from the databases. Prints, per kill, the longest time a client's retried request
 * took to succeed (a figure: the goal is under 10 s), and exits 1 when an invariant broke or a checkout failed.
 *
 *   FAULTS_CUSTOMERS  customers checking out during each kill (8)
 *   FAULTS_ONLY       the kills to make, comma-separated (all of them)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, bookableWindow, SLOT_LABELS } from '../../services/scheduling/src/domain/slots';
import { tvAndFridge } from '../customers';
import { checkoutOnce, inFlight, type Checkout } from './client';
import { invariants } from './checks';
import { deadLetterQueues, GATEWAY, pidOf, ready, serversDown, serversUp, SERVERS, SERVICES, startServices, type Target } from './stack';

const CUSTOMERS = Number(process.env['FAULTS_CUSTOMERS'] ?? 8);
const ONLY = process.env['FAULTS_ONLY']?.split(',').filter(Boolean);
const TARGETS = [...SERVICES, ...SERVERS].filter((target) => !ONLY || ONLY.includes(target));
/** Customers of a wave start this far apart, so the kill finds them at different steps. */
const STAGGER_MS = 150;
/** The request during which a service is killed, when not createOrder (which reaches order, cart, catalog, scheduling). */
const TRIGGER: Partial<Record<Target, string>> = { identity: '/register', billing: '/storeBilling', cart: '/addItemsToCart', notification: '/register' };
/** A killed server is started again after this (as a supervisor would). */
const SERVER_RESTART_MS = 1_000;

const say = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Wave {
  target: Target;
  checkouts: Checkout[];
  /** What was in flight when the kill landed, by path. */
  hit: string;
  killedAt: number;
}

async function main(): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rto-faults-'));
  say(`fault run: servers and logs under ${dir}`);
  const urls = await serversUp(dir);
  const runner = startServices(dir, urls);
  const stopRunner = () => new Promise<void>((resolve) => (runner.exitCode !== null ? resolve() : (runner.once('exit', () => resolve()), runner.kill('SIGTERM'))));
  try {
    if (!(await ready())) throw new Error(`the services did not answer ready (see ${dir}/log/services.log)`);
    const cartItems = await tvAndFridge(GATEWAY, 50);
    const { today } = bookableWindow(new Date(), { timeZone: 'America/Indiana/Indianapolis', deliveryDays: [0, 1, 2, 3, 4, 5, 6], horizonDays: 365 });
    let slots = 0;
    const nextSlot = () => {
      const index = slots++;
      return { deliveryDate: addDays(today, 3 + Math.floor(index / SLOT_LABELS.length)), deliveryTime: SLOT_LABELS[index % SLOT_LABELS.length]! };
    };

    const waves: Wave[] = [];
    for (const target of TARGETS) {
      let sending = 0;
      let kill: () => void = () => undefined;
      const killed = new Promise<void>((resolve) => (kill = resolve));
      const wave: Wave = { target, checkouts: [], hit: '', killedAt: 0 };
      const customers = Array.from({ length: CUSTOMERS }, async (_, index) => {
        await sleep(index * STAGGER_MS);
        // The kill lands as the middle customer sends the request that reaches the target (its order, unless said
        // otherwise below): the others are registering, saving, ordering, paying.
        const email = `faults-${path.basename(dir)}-${target}-${index}@example.com`;
        return checkoutOnce({ gateway: GATEWAY, email, slot: nextSlot(), cartItems, onSending: (route) => route === (TRIGGER[target] ?? '/createOrder') && ++sending === Math.ceil(CUSTOMERS / 2) && kill() });
      });
      // Never waits forever: a wave whose customers all failed before placing still gets its kill.
      await Promise.race([killed, sleep(60_000)]);
      const pid = pidOf(target, dir, runner.pid!);
      wave.hit = [...inFlight].filter(([, count]) => count > 0).map(([route, count]) => `${route} x${count}`).join(', ') || 'nothing';
      process.kill(pid, 'SIGKILL');
      wave.killedAt = Date.now();
      if ((SERVERS as readonly string[]).includes(target)) void sleep(SERVER_RESTART_MS).then(() => serversUp(dir)).catch((error: unknown) => say(`could not start ${target} again: ${String(error)}`));
      wave.checkouts = await Promise.all(customers);
      waves.push(wave);
      say(report(wave));
      if (!(await ready())) throw new Error(`the system did not come back after killing ${target}`);
    }

    const failed = waves.flatMap((wave) => wave.checkouts.flatMap((checkout) => checkout.problems.map((problem) => `${wave.target}: ${checkout.email}: ${problem}`)));
    const settling = Date.now();
    const broken = [...failed, ...(await invariants(urls['MONGO_URL']!, waves.flatMap((wave) => wave.checkouts), () => deadLetterQueues(dir)))];
    // How long the sagas and the events took to settle after the last kill (a relay killed holding an outbox lets go after its lease).
    const settled = `${((Date.now() - settling) / 1000).toFixed(0)} s after the last wave`;
    say('');
    say(broken.length === 0 ? `all invariants hold (${waves.length} kills, ${waves.length * CUSTOMERS} checkouts), ${settled}` : `BROKEN (${broken.length}), ${settled}:\n  ${broken.join('\n  ')}`);
    return broken.length === 0 ? 0 : 1;
  } finally {
    await stopRunner();
    await serversDown(dir);
    if (process.env['FAULTS_KEEP'] !== '1') fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One line per kill: what it hit, and what it cost the clients. */
function report(wave: Wave): string {
  const retried = wave.checkouts.flatMap((checkout) => checkout.requests).filter((sent) => sent.firstFailureAt !== null);
  const took = (sent: (typeof retried)[number]) => sent.endedAt - sent.startedAt;
  const longest = [...retried].sort((a, b) => took(b) - took(a))[0];
  const figure = longest ? `longest retried request ${(took(longest) / 1000).toFixed(1)} s (${longest.path}, ${longest.tries} tries)` : 'no request needed a retry';
  return `kill ${wave.target.padEnd(12)} in flight: ${wave.hit.padEnd(40)} ${retried.length} retried; ${figure}`;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`fault run failed: ${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  },
);
