import { connectMongo, type Connection } from '@rto/kit';
import { testDatabaseUrl, uniqueSuffix } from '@rto/kit/testing';
import { createCustomerRepository, type CustomerRepository } from '../../src/store/customer.repository';

/**
 * Where a customer's e-mail goes, kept from identity's user.registered / updated / deleted, which may arrive late,
 * twice or out of order (retries): the newest facts win, and a deleted account stays deleted.
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
    expect(await customers.contactOf('user-1')).toEqual({ name: 'Third', email: 'third@example.com' });
  });

  it('when an update arrives before the registration it follows, then the update stays', async () => {
    await customers.keep('user-2', { name: 'Renamed', email: 'renamed@example.com' }, at(5));
    await customers.keep('user-2', { name: 'Registered', email: 'registered@example.com' }, at(1));
    expect(await customers.contactOf('user-2')).toEqual({ name: 'Renamed', email: 'renamed@example.com' });
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
    expect(await customers.contactOf('user-4')).toEqual({ name: 'N9', email: 'n9@example.com' });
  });

  it('when nothing was heard of a customer, then nothing is known', async () => {
    expect(await customers.contactOf('user-unknown')).toBeNull();
  });
});
