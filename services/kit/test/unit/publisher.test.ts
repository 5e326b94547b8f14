import { brokerUserOfUrl, publisherOf, PUBLISHED_BY_HEADER, resentProperties } from '@rto/kit';

/** Who published a message, as a consumer connected as rto-billing reads it (bus/publisher.ts). */

const message = (userId: string | undefined, headers: Record<string, unknown> = {}) => ({ properties: { userId, headers } }) as never;

it("when a message carries another user's id, then that user published it, whatever header it brings", () => {
  expect(publisherOf(message('rto-notification'), 'rto-billing')).toBe('rto-notification');
  expect(publisherOf(message('rto-notification', { [PUBLISHED_BY_HEADER]: 'rto-billing' }), 'rto-order')).toBe('rto-notification');
});

it('when a message carries no user id, then nobody vouches for it', () => {
  expect(publisherOf(message(undefined, { [PUBLISHED_BY_HEADER]: 'rto-billing' }), 'rto-order')).toBeUndefined();
});

it("when a message carries the reader's own id, then its header names the original publisher; without one it is the reader's own event", () => {
  expect(publisherOf(message('rto-order', { [PUBLISHED_BY_HEADER]: 'rto-billing' }), 'rto-order')).toBe('rto-billing');
  expect(publisherOf(message('rto-order', { [PUBLISHED_BY_HEADER]: '' }), 'rto-order')).toBeUndefined();
  expect(publisherOf(message('rto-order'), 'rto-order')).toBe('rto-order');
});

it('when a consumer re-sends a message, then the copy goes as the consumer, naming the original publisher; an anonymous one stays anonymous', () => {
  const retried = resentProperties(message('rto-billing', { 'x-attempts': 1 }), 'rto-order', { 'x-attempts': 2 });
  expect(retried).toMatchObject({ userId: 'rto-order', headers: { 'x-attempts': 2, [PUBLISHED_BY_HEADER]: 'rto-billing' } });
  expect(publisherOf({ properties: retried } as never, 'rto-order')).toBe('rto-billing');
  // A stranger's claim in the header is replaced by what the broker said about it.
  const forged = resentProperties(message('rto-notification', { [PUBLISHED_BY_HEADER]: 'rto-billing' }), 'rto-order');
  expect(forged.headers).toMatchObject({ [PUBLISHED_BY_HEADER]: 'rto-notification' });
  const anonymous = resentProperties(message(undefined), 'rto-order');
  expect(publisherOf({ properties: anonymous } as never, 'rto-order')).toBeUndefined();
});

it('when the broker URL names a user, then that is the connection user; without one, amqplib logs in as guest', () => {
  expect(brokerUserOfUrl('amqp://rto-billing:secret@127.0.0.1:5672/rto-test')).toBe('rto-billing');
  expect(brokerUserOfUrl('amqp://127.0.0.1:5672')).toBe('guest');
});
