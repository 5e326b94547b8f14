import { changeUnderRevision, newEvent, type Connection } from '@rto/kit';
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
          const before: AccountRecord = current
            ? toRecord(current)
            : { userId, provider: setup.provider, customerId: null, paymentMethod: null, postalCode: null, draftDay: null, saveCard: null, paused: false };
          return { set, ...(announce ? { events: [newEvent(SOURCE, billingStored, { userId, ...signed })] } : {}), result: { ...before, ...set } };
        },
        { upsert: true, busyMessage: BUSY },
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
     * Pauses or resumes the customer's billing, with `billing.paused` / `billing.resumed` in the same write. Asking
     * for the state it is already in changes nothing and publishes nothing. An account is made if there is none
     * (a customer may pause before they ever stored a card).
     */
    setPaused(userId: string, provider: string, paused: boolean, now: Date): Promise<{ account: AccountRecord; changed: boolean }> {
      return changeUnderRevision<AccountDocument, { account: AccountRecord; changed: boolean }>(
        Account,
        { userId },
        (current) => {
          const before: AccountRecord = current
            ? toRecord(current)
            : { userId, provider, customerId: null, paymentMethod: null, postalCode: null, draftDay: null, saveCard: null, paused: false };
          if (current && before.paused === paused) return { unchanged: { account: before, changed: false } };
          return {
            set: { paused, pausedAt: paused ? now : null, ...(current ? {} : { provider }) },
            events: [newEvent(SOURCE, paused ? billingPaused : billingResumed, { userId })],
            result: { account: { ...before, paused }, changed: true },
          };
        },
        { upsert: true, busyMessage: BUSY },
      );
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
