import { connectMongo, type Connection } from '@rto/kit';
import { testDatabaseUrl, uniqueSuffix } from '@rto/kit/testing';
import { createCustomerRepository, type CustomerRepository } from '../../src/store/customer.repository';

/**
 * Where a customer's e-mail goes, kept from identity's user.registered / updated / verified / deleted, which may
 * arrive late, twice or out of order (retries): the newest facts win, a deleted account stays deleted, and the
 * customer is verified only while the address held is the one its owner proved.
 */

let connection: Connection;
let customers: CustomerRepository;

beforeAll(async () => {
  connection = await connectMongo(testDatabaseUrl(`notification-customers-${uniqueSuffix()}`));
  customers = createCustomerRepository(connection);
  await customers.model.init();
});

afterAll(async () => {
  await connection.dropDatabase().catch(() => undefined);
  await connection.close();
});

const at = (minute: number) => new Date(Date.UTC(2030, 5, 10, 12, minute));

describe('the customers read model', () => {
  it('when an older update arrives after a newer one, then the newer address stays', async () => {
    await customers.keep('user-1', { name: 'First', email: 'first@example.com' }, at(0));
    await customers.keep('user-1', { name: 'Third', email: 'third@example.com' }, at(2));
    await customers.keep('user-1', { name: 'Second', email: 'second@example.com' }, at(1));
    await customers.keep('user-1', { name: 'Third', email: 'third@example.com' }, at(2));
    expect(await customers.contactOf('user-1')).toEqual({ name: 'Third', email: 'third@example.com', verified: false });
  });

  it('when an update arrives before the registration it follows, then the update stays', async () => {
    await customers.keep('user-2', { name: 'Renamed', email: 'renamed@example.com' }, at(5));
    await customers.keep('user-2', { name: 'Registered', email: 'registered@example.com' }, at(1));
    expect(await customers.contactOf('user-2')).toEqual({ name: 'Renamed', email: 'renamed@example.com', verified: false });
  });

  it('when an account is deleted, then its name and address are gone, and a late update does not bring them back', async () => {
    await customers.keep('user-3', { name: 'Leaving', email: 'leaving@example.com' }, at(1));
    await customers.forget('user-3', at(3));
    await customers.keep('user-3', { name: 'Leaving', email: 'late@example.com' }, at(4));
    expect(await customers.contactOf('user-3')).toBe('deleted');
    expect(await connection.collection('customers').findOne({ _id: 'user-3' as never })).toMatchObject({ name: '', email: null });
  });

  it('when ten updates race, then the newest one is kept', async () => {
    await Promise.all(Array.from({ length: 10 }, (_, minute) => customers.keep('user-4', { name: `N${minute}`, email: `n${minute}@example.com` }, at(minute))));
    expect(await customers.contactOf('user-4')).toEqual({ name: 'N9', email: 'n9@example.com', verified: false });
  });

  it('when the owner proves the address, before or after the registration arrives, then the customer is verified', async () => {
    await customers.keep('user-5', { name: 'Vera', email: 'vera@example.com' }, at(1));
    expect(await customers.contactOf('user-5')).toMatchObject({ verified: false });
    await customers.verify('user-5', 'Vera@Example.com', at(2));
    expect(await customers.contactOf('user-5')).toEqual({ name: 'Vera', email: 'vera@example.com', verified: true });

    // The proof overtook the registration: unknown until the registration is in, then verified.
    await customers.verify('user-6', 'early@example.com', at(2));
    expect(await customers.contactOf('user-6')).toBeNull();
    await customers.keep('user-6', { name: 'Early', email: 'early@example.com' }, at(1));
    expect(await customers.contactOf('user-6')).toMatchObject({ verified: true });
  });

  it('when a proved address is changed, then the customer is unverified until the new one is proved; a late, older proof changes nothing', async () => {
    await customers.keep('user-7', { name: 'Mover', email: 'old@example.com' }, at(1));
    await customers.verify('user-7', 'old@example.com', at(2));
    await customers.keep('user-7', { name: 'Mover', email: 'new@example.com' }, at(3));
    expect(await customers.contactOf('user-7')).toMatchObject({ email: 'new@example.com', verified: false });
    await customers.verify('user-7', 'new@example.com', at(5));
    await customers.verify('user-7', 'old@example.com', at(2));
    expect(await customers.contactOf('user-7')).toMatchObject({ email: 'new@example.com', verified: true });
  });

  it('when a registration says the account is verified already, then it is, and a later unverified fact does not undo a proof', async () => {
    await customers.keep('user-8', { name: 'Made', email: 'made@example.com' }, at(1), true);
    expect(await customers.contactOf('user-8')).toMatchObject({ verified: true });
    await customers.verify('user-9', 'nine@example.com', at(2));
    await customers.keep('user-9', { name: 'Nine', email: 'nine@example.com' }, at(1), false);
    expect(await customers.contactOf('user-9')).toMatchObject({ verified: true });
  });

  it('when nothing was heard of a customer, then nothing is known', async () => {
    expect(await customers.contactOf('user-unknown')).toBeNull();
  });
});
