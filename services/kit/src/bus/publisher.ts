import type { Message, Options } from 'amqplib';

/**
 * Who published a message, as the broker vouches for it.
 *
 * Every publish carries the connection's user in the `user_id` property, and RabbitMQ refuses a `user_id` that is
 * not the publishing connection's own (only a user tagged `impersonator` could, and none of ours is). A message
 * without one is anonymous and trusted by nobody. Permissions cannot do this job alone: any user that may publish
 * at all may publish to the default exchange (write on `amq.default`), which reaches every queue by name, so a
 * stranger can put a message straight into another service's queue, retry queue or dead-letter queue.
 *
 * Retries and dead letters are re-sent by the consumer itself (through the default exchange), so their `user_id`
 * is the consumer's, not the original publisher's. The consumer keeps the original in `x-published-by`, and a
 * reader believes that header only on a message whose `user_id` is the reader's own user: only a connection of
 * that user (the consumer itself, or the replay tool run with its credentials) could have sent it. On any other
 * message the header is ignored and `user_id` is the publisher, so a stranger who writes the header, into any
 * queue, only names itself.
 */
export const PUBLISHED_BY_HEADER = 'x-published-by';

/** The user a connection to `url` logs in as: the URL's, or amqplib's default, guest. */
export function brokerUserOfUrl(url: string): string {
  const { username } = new URL(url);
  return username ? decodeURIComponent(username) : 'guest';
}

/** The broker user that published `message`, as seen by a reader connected as `self`; undefined: anonymous. */
export function publisherOf(message: Pick<Message, 'properties'>, self: string): string | undefined {
  const sender = message.properties.userId as string | undefined;
  if (!sender) return undefined;
  if (sender !== self) return sender;
  // Our own copy: the header it carries names the original publisher ('' for none); without one, our own event.
  const kept = message.properties.headers?.[PUBLISHED_BY_HEADER] as unknown;
  if (kept === undefined) return sender;
  return typeof kept === 'string' && kept ? kept : undefined;
}

/**
 * The properties of a copy of `message` that `self` re-sends (a retry, a dead letter, a replay): sent as `self`,
 * naming the original publisher in the header, with `headers` added.
 */
export function resentProperties(message: Pick<Message, 'properties'>, self: string, headers: Record<string, unknown> = {}): Options.Publish {
  const published = publisherOf(message, self);
  const kept: Record<string, unknown> = { ...message.properties.headers, ...headers };
  // Always written, '' for an anonymous original: a copy without it would pass for our own event.
  kept[PUBLISHED_BY_HEADER] = published ?? '';
  return { ...(message.properties as Options.Publish), userId: self, headers: kept };
}
