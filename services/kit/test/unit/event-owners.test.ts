import fs from 'node:fs';
import path from 'node:path';
import { brokerUserOf, platformConsumers, platformEventOwners, platformPublishers } from '@rto/kit';

/**
 * The owner table (bus/owners.ts) is what consumers check every event against: a type a service publishes but the
 * table lacks would be refused everywhere, and a type listed under the wrong service would be accepted from it.
 * So the table must be exactly what the services' own `events/published.ts` files define.
 */

const services = path.resolve(__dirname, '../../..');

function publishedTypes(): Record<string, string> {
  const owners: Record<string, string> = {};
  for (const service of fs.readdirSync(services)) {
    const file = path.join(services, service, 'src/events/published.ts');
    if (!fs.existsSync(file)) continue;
    for (const [, type] of fs.readFileSync(file, 'utf8').matchAll(/defineEvent\(\s*'([a-z.]+)'/g)) owners[type!] = service;
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
