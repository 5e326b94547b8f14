import { isDuplicateKeyError, trusted, type Connection } from '@rto/kit';
import { customerModel } from './customer.model';
import { idsWhere } from './ids';

/** Where a customer's e-mail goes, as identity last told. */
export interface CustomerContact {
  name: string;
  email: string;
  /** The mobile number as typed ('' or absent: none). */
  mobile?: string | undefined;
}

/** A customer's contact, and whether its owner proved that address (only then may more than links go to it). */
export interface CustomerRecipient extends CustomerContact {
  verified: boolean;
}

const sameAddress = (a: string | null | undefined, b: string | null | undefined) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The only code that knows how the customers read model is stored. */
export function createCustomerRepository(connection: Connection) {
  const Customer = customerModel(connection);

  return {
    model: Customer,

    /**
     * Keeps a customer's name and address from an event of `at`, unless newer facts (or the deletion) are kept
     * already: redeliveries and late arrivals change nothing. The filter holds the rule, so two deliveries racing
     * each other cannot apply the older one last; where it matches nothing, the upsert's insert meets the existing
     * document's id and is refused, which is the same outcome.
     */
    async keep(userId: string, contact: CustomerContact, at: Date, verified = false): Promise<void> {
      // Only a positive fact is kept: identity's `verified: false` on sign-up must not undo a user.verified that
      // arrived before it (the address proved is compared with the address held when mail goes out).
      const proved = verified ? { verifiedEmail: contact.email.toLowerCase(), verifiedAt: at } : {};
      try {
        await Customer.updateOne(
          { _id: userId, deletedAt: null, $or: [{ factsAt: null }, { factsAt: trusted({ $lt: at }) }] },
          { $set: { name: contact.name, email: contact.email, mobile: contact.mobile ?? '', factsAt: at, ...proved } },
          { upsert: true },
        );
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    },

    /**
     * The owner of the account proved `email` at `at` (user.verified). Kept even before the customer's own facts
     * arrive (the events travel apart), and a late, older verification (of an address since changed) changes nothing.
     */
    async verify(userId: string, email: string, at: Date): Promise<void> {
      try {
        await Customer.updateOne(
          { _id: userId, deletedAt: null, $or: [{ verifiedAt: null }, { verifiedAt: trusted({ $lt: at }) }] },
          { $set: { verifiedEmail: email.toLowerCase(), verifiedAt: at } },
          { upsert: true },
        );
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    },

    /**
     * The account was deleted: its personal data goes, a tombstone stays (whatever arrived before or comes after).
     * The first deletion told is the one kept: told again, nothing changes.
     */
    async forget(userId: string, at: Date): Promise<void> {
      try {
        await Customer.updateOne({ _id: userId, deletedAt: null }, { $set: { name: '', email: null, mobile: '', verifiedEmail: null, deletedAt: at, factsAt: at } }, { upsert: true });
      } catch (error) {
        // A tombstone already: the filter missed it and the insert met its id.
        if (!isDuplicateKeyError(error)) throw error;
      }
    },

    /**
     * The customer's contact and whether its address is proved; 'deleted' for a deleted account, null when identity
     * has not told of them (yet): a verification may arrive before the registration it belongs to.
     */
    async contactOf(userId: string): Promise<CustomerRecipient | 'deleted' | null> {
      const customer = await Customer.findById(userId).lean();
      if (!customer) return null;
      if (customer.deletedAt) return 'deleted';
      if (!customer.email) return null;
      return { name: customer.name ?? '', email: customer.email, ...(customer.mobile ? { mobile: customer.mobile } : {}), verified: sameAddress(customer.verifiedEmail, customer.email) };
    },

    /** Every customer with an address (not deleted), by id: the audience of a message to all. */
    async reachableIds(): Promise<string[]> {
      return idsWhere(Customer, { deletedAt: null, email: trusted({ $ne: null }) });
    },

    /** How many customers have an address (not deleted). */
    async countReachable(): Promise<number> {
      return Customer.countDocuments({ deletedAt: null, email: trusted({ $ne: null }) });
    },

    /** Of `userIds`, the ones not known here with an address (never registered, or deleted). */
    async unreachableOf(userIds: string[]): Promise<string[]> {
      const reachable = new Set(await idsWhere(Customer, { _id: trusted({ $in: userIds }), deletedAt: null, email: trusted({ $ne: null }) }));
      return userIds.filter((id) => !reachable.has(id));
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
