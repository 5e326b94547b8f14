import { changeUnderRevision, DomainError, newEvent, trusted, type Connection, type EventEnvelope } from '@rto/kit';
import type { CardSummary } from '../domain/payment-provider';
import { billingPaused, billingResumed, billingStored } from '@rto/contracts';
import { accountModel, type AccountDocument } from './account.model';

const SOURCE = 'billing';
const BUSY = 'Your billing is being changed by another request, please try again';

export interface StoredCard extends CardSummary {
  /** The provider's payment method id. */
  id: string;
}

/** A customer's billing account as the rest of the service sees it: a plain object, never a mongoose document. */
export interface AccountRecord {
  userId: string;
  provider: string;
  customerId: string | null;
  paymentMethod: StoredCard | null;
  postalCode: string | null;
  draftDay: number | null;
  saveCard: boolean | null;
  paused: boolean;
  /** Raised by every change: subscriptions follow the account's state at a revision (app/pause-billing.ts). */
  revision: number;
  pause: PauseState;
}

/** The customer's pause as stored: the one in force, or the last one once resumed. */
export interface PauseState {
  /** customer: their own pause, with its limits; admin: an admin's suspend (also a pause stored before the limits). */
  kind: 'customer' | 'admin' | null;
  startedAt: Date | null;
  endsAt: Date | null;
  orderIds: string[];
  lastCustomerStartAt: Date | null;
  resumedAt: Date | null;
}

/** What a pause about to start is. */
export interface NewPause {
  kind: 'customer' | 'admin';
  orderIds: string[];
  endsAt: Date | null;
}

/** What a pause or resume did: the account after it, and whether it changed. */
export interface PauseOutcome {
  account: AccountRecord;
  changed: boolean;
}

interface PauseChange {
  paused: boolean;
  state: PauseState;
  event: EventEnvelope<string, object>;
}

const NO_PAUSE: PauseState = { kind: null, startedAt: null, endsAt: null, orderIds: [], lastCustomerStartAt: null, resumedAt: null };

function blank(userId: string, provider: string): AccountRecord {
  return { userId, provider, customerId: null, paymentMethod: null, postalCode: null, draftDay: null, saveCard: null, paused: false, revision: 0, pause: NO_PAUSE };
}

function toRecord(account: AccountDocument): AccountRecord {
  const card = account.paymentMethod;
  return {
    userId: account.userId,
    provider: account.provider,
    customerId: account.customerId ?? null,
    paymentMethod: card ? { id: card.id, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear } : null,
    postalCode: account.postalCode ?? null,
    draftDay: account.draftDay ?? null,
    saveCard: account.saveCard ?? null,
    paused: account.paused ?? false,
    revision: account.revision ?? 0,
    pause: {
      // A pause stored before customer pauses had limits has no kind: it is kept as an admin's (no end, every order).
      kind: account.paused ? ((account.pauseKind as PauseState['kind']) ?? 'admin') : ((account.pauseKind as PauseState['kind']) ?? null),
      startedAt: account.pausedAt ?? null,
      endsAt: account.pauseEndsAt ?? null,
      orderIds: account.pauseOrderIds ?? [],
      lastCustomerStartAt: account.lastPauseStartedAt ?? null,
      resumedAt: account.resumedAt ?? null,
    },
  };
}

/** What storeBilling or updatePaymentMethod set on the account. */
export interface PaymentSetup {
  provider: string;
  customerId: string;
  paymentMethod: StoredCard;
  postalCode?: string;
  draftDay?: number;
  saveCard?: boolean;
}

/** The only code that knows how billing accounts are stored. A pause or resume carries its event in the same write. */
export function createAccountRepository(connection: Connection) {
  const Account = accountModel(connection);

  /** A pause or resume decided on the account as stored (null: no change), written with its event under the revision. */
  function changePause(userId: string, provider: string, upsert: boolean, decide: (before: AccountRecord, stored: boolean) => PauseChange | null): Promise<PauseOutcome> {
    return changeUnderRevision<AccountDocument, PauseOutcome>(
      Account,
      { userId },
      (current, next) => {
        const before = current ? toRecord(current) : blank(userId, provider);
        const change = decide(before, current !== null);
        if (!change) return { unchanged: { account: before, changed: false } };
        return {
          set: { paused: change.paused, ...storedPause(change.state), ...(current ? {} : { provider }) },
          events: [change.event],
          result: { account: { ...before, paused: change.paused, revision: next.revision, pause: change.state }, changed: true },
        };
      },
      { upsert, busyMessage: BUSY },
    );
  }

  return {
    model: Account,

    async findByUser(userId: string): Promise<AccountRecord | null> {
      const account = await Account.findOne({ userId }).lean<AccountDocument>();
      return account ? toRecord(account) : null;
    },

    async findByCustomer(customerId: string): Promise<AccountRecord | null> {
      const account = await Account.findOne({ customerId }).lean<AccountDocument>();
      return account ? toRecord(account) : null;
    },

    /**
     * Keeps the customer's default card (and, from storeBilling, the zip code, draft day and saveCard answer). With
     * `announce` (storeBilling), `billing.stored` is written by the same update: orders waiting for it go on
     * (with the fingerprint of the agreement text signed, when it has one).
     */
    setUpPayment(userId: string, setup: PaymentSetup, announce = false, signed: { agreementHash?: string } = {}): Promise<AccountRecord> {
      return changeUnderRevision<AccountDocument, AccountRecord>(
        Account,
        { userId },
        (current) => {
          const set = {
            provider: setup.provider,
            customerId: setup.customerId,
            paymentMethod: setup.paymentMethod,
            ...(setup.postalCode !== undefined ? { postalCode: setup.postalCode } : {}),
            ...(setup.draftDay !== undefined ? { draftDay: setup.draftDay } : {}),
            ...(setup.saveCard !== undefined ? { saveCard: setup.saveCard } : {}),
          };
          const before: AccountRecord = current ? toRecord(current) : blank(userId, setup.provider);
          return { set, ...(announce ? { events: [newEvent(SOURCE, billingStored, { userId, ...signed })] } : {}), result: { ...before, ...set } };
        },
        { upsert: true, busyMessage: BUSY },
      );
    },

    /**
     * The card not saved for recurring payments, detached at the provider: the account keeps none, unless it holds
     * another card by now (a new one stored meanwhile stays).
     */
    forgetCard(userId: string, paymentMethodId: string): Promise<void> {
      return changeUnderRevision<AccountDocument, void>(
        Account,
        { userId },
        (current) => (current?.paymentMethod?.id === paymentMethodId ? { set: { paymentMethod: null }, result: undefined } : { unchanged: undefined }),
        { upsert: false, busyMessage: BUSY },
      );
    },

    /**
     * Keeps the provider's customer made for a SetupIntent before any card is stored, so that storeBilling uses the
     * same one. An account of the other provider, or one with its customer already, is left as it is.
     */
    rememberCustomer(userId: string, provider: string, customerId: string): Promise<void> {
      return changeUnderRevision<AccountDocument, void>(
        Account,
        { userId },
        (current) => {
          if (current && (current.provider !== provider || current.customerId)) return { unchanged: undefined };
          return { set: { provider, customerId }, result: undefined };
        },
        { upsert: true, busyMessage: BUSY },
      );
    },

    /**
     * Starts a pause, with `billing.paused` (its orders, when it ends) in the same write. `refuse` names why the
     * customer may not pause now (a conflict), judged on the account as stored. A customer's pause of a paused account
     * changes nothing; an admin's suspend of a customer's pause makes it the admin's (no end, every order). An account
     * is made if there is none (a customer may pause before they ever stored a card).
     */
    startPause(userId: string, provider: string, pause: NewPause, now: Date, refuse: (account: AccountRecord) => string | null = () => null): Promise<PauseOutcome> {
      return changePause(userId, provider, true, (before) => {
        if (before.paused && (pause.kind === 'customer' || before.pause.kind === 'admin')) return null;
        const refusal = before.paused ? null : refuse(before);
        if (refusal) throw new DomainError('conflict', refusal);
        const state: PauseState = {
          ...before.pause,
          kind: pause.kind,
          startedAt: before.paused ? before.pause.startedAt : now,
          endsAt: pause.endsAt,
          orderIds: pause.orderIds,
          ...(pause.kind === 'customer' ? { lastCustomerStartAt: now } : {}),
        };
        const endsAt = pause.endsAt ? { endsAt: pause.endsAt.toISOString() } : {};
        return { paused: true, state, event: newEvent(SOURCE, billingPaused, { userId, orderIds: pause.orderIds, ...endsAt }) };
      });
    },

    /**
     * Ends the pause in force, with `billing.resumed` (the orders it deferred) in the same write. `endedBy`: only a
     * customer's pause whose end has come by then (the timer), so a pause resumed or made an admin's meanwhile is
     * left alone. Resuming an account not paused changes nothing and publishes nothing.
     */
    endPause(userId: string, provider: string, now: Date, endedBy?: Date): Promise<PauseOutcome> {
      return changePause(userId, provider, false, (before, stored) => {
        const due = !endedBy || (before.pause.kind === 'customer' && before.pause.endsAt !== null && before.pause.endsAt <= endedBy);
        if (!stored || !before.paused || !due) return null;
        const state: PauseState = { ...before.pause, endsAt: null, resumedAt: now };
        return { paused: false, state, event: newEvent(SOURCE, billingResumed, { userId, orderIds: before.pause.orderIds }) };
      });
    },

    /** Customers whose own pause's end has come by `now` (the timer resumes them), oldest end first. */
    async pausesEnded(now: Date, limit: number): Promise<string[]> {
      const found = await Account.find({ paused: true, pauseKind: 'customer', pauseEndsAt: trusted({ $lte: now }) })
        .sort({ pauseEndsAt: 1 })
        .limit(limit)
        .select({ userId: 1 })
        .lean<Array<{ userId: string }>>();
      return found.map((account) => account.userId);
    },
  };
}

/** A pause's state as the account's fields. */
function storedPause(state: PauseState) {
  return {
    pausedAt: state.startedAt,
    pauseKind: state.kind,
    pauseEndsAt: state.endsAt,
    pauseOrderIds: state.orderIds,
    lastPauseStartedAt: state.lastCustomerStartAt,
    resumedAt: state.resumedAt,
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
