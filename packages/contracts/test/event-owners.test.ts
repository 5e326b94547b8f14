import { brokerUserOf, platformConsumers, platformEventOwners, platformPublishers } from '@rto/kit';
import * as billing from '../src/events/billing';
import * as cart from '../src/events/cart';
import * as catalog from '../src/events/catalog';
import * as identity from '../src/events/identity';
import * as notification from '../src/events/notification';
import * as order from '../src/events/order';
import * as scheduling from '../src/events/scheduling';

/**
 * The owner table (the kit's bus/owners.ts) is what consumers check every event against: a type a service publishes
 * but the table lacks would be refused everywhere, and a type listed under the wrong service would be accepted from
 * it. So the table must be exactly what this package defines, file by owning service (src/events/<service>.ts).
 */

const byOwner = { billing, cart, catalog, identity, notification, order, scheduling };

function publishedTypes(): Record<string, string> {
  const owners: Record<string, string> = {};
  for (const [service, definitions] of Object.entries(byOwner)) {
    for (const value of Object.values(definitions as Record<string, unknown>)) {
      const type = (value as { type?: unknown }).type;
      if (typeof type === 'string' && typeof (value as { schema?: unknown }).schema === 'object') owners[type] = service;
    }
  }
  return owners;
}

it('when a service defines an event it publishes, then the owner table names that service for it, and nothing else', () => {
  const published = publishedTypes();
  expect(Object.keys(published).length).toBeGreaterThan(10);
  expect(platformEventOwners).toEqual(published);
});

it('when a service consumes a type, then the type has an owner whose events it accepts', () => {
  const consumed = [...new Set(Object.values(platformConsumers).flat())];
  expect(consumed.filter((type) => platformPublishers(type) === undefined)).toEqual([]);
  expect(platformPublishers('invoice.paid')).toBe(brokerUserOf('billing'));
  expect(platformPublishers('made.up')).toBeUndefined();
});
