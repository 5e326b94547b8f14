import { randomUUID } from 'node:crypto';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import { trusted } from '../mongo';
import type { EventEnvelope } from './envelope';
import { onOutboxWrite, outboxPending } from './outbox-schema';

/** What the next round sends of one source: all its waiting documents, or those writes named (by `_id`, keyed by its text). */
type Wanted = 'all' | Map<string, unknown>;

export interface OutboxSource {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>;
  /**
   * Documents deleted once their outbox is empty: every one (`'always'`: records kept only to carry their events),
   * or those whose `whenSet` field is set (tombstones of deleted records).
   */
  purgeWhenSent?: 'always' | { whenSet: string };
}

export type Publish = (event: EventEnvelope) => Promise<void>;

export interface OutboxRelayOptions {
  /** How often a round runs without being nudged. */
  intervalMs?: number;
  /** How long a relay's claim on a document holds without a renewal (a relay that died lets go after this). */
  leaseMs?: number;
}

const BATCH = 100;
const DEFAULT_LEASE_MS = 30_000;

/**
 * Publishes what waits in the outboxes. Runs on a timer and whenever nudged after a write; a failed publish
 * leaves the event where it is for the next round, so nothing is lost while the broker is away.
 *
 * The timer's round looks for every waiting document of every tracked collection. A write's nudge names its model,
 * and the document when the write named it (most do): the relay then goes straight to that document, sparing a
 * search per write and one per other collection. A document missed that way (a claim held elsewhere, a failure)
 * waits for the timed round.
 *
 * Every replica runs a relay: before publishing a document's entries, a relay claims the document with a
 * conditional update (a lease in `outboxClaim`), so two replicas never publish the same entry. A relay that dies
 * holding a claim delays that document by the lease, never loses it. (A crash between the broker's confirm and
 * the removal of the entry publishes it again: consumers are idempotent.)
 */
export class OutboxRelay {
  readonly sources: OutboxSource[] = [];
  /** This relay's name in `outboxClaim.by`. */
  readonly owner = randomUUID();
  private readonly intervalMs: number;
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly wanted = new Map<OutboxSource, Wanted>();

  constructor(
    private readonly publish: Publish,
    private readonly logger: Logger,
    options: OutboxRelayOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  /** Publishes what waits in this model's outboxes: on a timer, and at once after each write that queued events. */
  track(source: OutboxSource): void {
    this.sources.push(source);
    onOutboxWrite(source.model, (ids) => this.nudge(source, ids));
  }

  start(): void {
    if (this.sources.length === 0 || this.timer) return;
    this.timer = setInterval(() => this.nudge(), this.intervalMs);
    this.timer.unref();
    this.nudge();
  }

  /**
   * Ask for a round soon: over every waiting document of `source` (of every source when none is named), or only over
   * the documents `ids` names. Rounds never overlap: what is asked for during one is sent by the next.
   */
  nudge(source?: OutboxSource, ids?: readonly unknown[]): void {
    for (const each of source ? [source] : this.sources) this.want(each, source ? ids : undefined);
    this.run();
  }

  /** Sends what is wanted unless a round runs; one asked for as a round ends runs next, as it was asked (not widened). */
  private run(): void {
    if (this.running) return;
    this.running = this.sendWanted()
      .catch((error) => this.logger.warn({ err: error }, 'outbox round failed; will retry'))
      .finally(() => {
        this.running = undefined;
        if (this.wanted.size > 0) this.run();
      });
  }

  private want(source: OutboxSource, ids: readonly unknown[] | undefined): void {
    const wanted = this.wanted.get(source);
    if (wanted === 'all') return;
    if (!ids || ids.length === 0) {
      this.wanted.set(source, 'all');
      return;
    }
    const named = wanted ?? new Map<string, unknown>();
    for (const id of ids) named.set(String(id), id);
    this.wanted.set(source, named);
  }

  /** Rounds over what was asked for, until nothing more is; a failure ends them (the timed round tries again). */
  private async sendWanted(): Promise<void> {
    while (this.wanted.size > 0) {
      const round = [...this.wanted];
      this.wanted.clear();
      for (const [source, wanted] of round) {
        if (wanted === 'all') await this.flushSource(source);
        else for (const _id of wanted.values()) await this.sendDocument(source, _id);
      }
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** One round over every tracked collection; resolves when all that was pending is sent or a publish failed. */
  async flush(): Promise<void> {
    for (const source of this.sources) await this.flushSource(source);
  }

  /** How many documents of each tracked collection have events waiting. */
  async backlog(): Promise<Array<{ collection: string; documents: number }>> {
    return Promise.all(
      this.sources.map(async ({ model }) => ({ collection: model.collection.collectionName, documents: await model.countDocuments(outboxPending()) })),
    );
  }

  private claimable(now: Date): Record<string, unknown> {
    return { $or: [{ outboxClaim: null }, { 'outboxClaim.until': trusted({ $lt: now }) }] };
  }

  private async flushSource(source: OutboxSource): Promise<void> {
    const waiting = await source.model
      .find({ ...outboxPending(), ...this.claimable(new Date()) })
      .select({ _id: 1 })
      .limit(BATCH)
      .lean<Array<{ _id: unknown }>>();
    for (const { _id } of waiting) await this.sendDocument(source, _id);
  }

  /**
   * Claims one document, publishes its entries in order, and lets go of it: the entries the broker confirmed leave
   * the outbox and the claim is released by one update (one write per document rather than one per entry: the
   * relay's writes were a large share of a checkout's database work). A publish that fails keeps that entry and
   * those after it for the next round; a crash before the update publishes the confirmed ones again, which
   * consumers take as repeats.
   */
  private async sendDocument({ model, purgeWhenSent }: OutboxSource, _id: unknown): Promise<void> {
    let until = new Date(Date.now() + this.leaseMs);
    const tombstoneField = typeof purgeWhenSent === 'object' ? purgeWhenSent.whenSet : undefined;
    // The entries are read with the claim, never before it: what another relay sent and removed is not seen.
    const claimed = await model
      .findOneAndUpdate({ _id, ...outboxPending(), ...this.claimable(new Date()) }, { $set: { outboxClaim: { by: this.owner, until } } }, { new: true })
      .select(`+outbox${tombstoneField ? ` ${tombstoneField}` : ''}`)
      .lean<{ outbox: EventEnvelope[] } & Record<string, unknown>>();
    if (!claimed) return; // another relay holds it, or it was sent meanwhile
    const mine = { _id, 'outboxClaim.by': this.owner };
    const sent: string[] = [];
    let failure: unknown;
    try {
      for (const event of claimed.outbox) {
        if (until.getTime() - Date.now() < this.leaseMs / 2) {
          until = new Date(Date.now() + this.leaseMs);
          const renewed = await model.updateOne(mine, { $set: { 'outboxClaim.until': until } });
          if (renewed.matchedCount !== 1) break; // the lease ran out and another relay took over
        }
        await this.publish(event);
        sent.push(event.id);
      }
    } catch (error) {
      failure = error;
    }
    const release = { $unset: { outboxClaim: 1 }, ...(sent.length > 0 ? { $pull: { outbox: { id: trusted({ $in: sent }) } } } : {}) };
    const released = await model.updateOne(mine, release).catch((error: unknown) => {
      this.logger.warn({ err: error }, 'could not release an outbox claim; it runs out by itself, and what was sent is sent again');
      return undefined;
    });
    if (failure !== undefined) throw failure;
    // A tombstone is seen in the claimed document, so a live one costs no delete; the delete's own filter decides.
    const purge = purgeWhenSent === 'always' || (tombstoneField !== undefined && (claimed[tombstoneField] ?? null) !== null);
    if (released?.matchedCount === 1 && purge) {
      await model.deleteOne({ _id, ...(tombstoneField ? { [tombstoneField]: trusted({ $ne: null }) } : {}), 'outbox.0': trusted({ $exists: false }) });
    }
  }
}
