import type { Logger } from '@rto/kit';
import { liveEventsOf } from '../domain/live-event';
import type { LiveChannel } from '../adapters/live-channel';
import type { LiveRecent } from '../store/live-recent';

/**
 * Passes a fact about a customer's orders to every instance's streams, marked first as heard lately (a stream that
 * opens just after says so to its page). Live status is a courtesy on top of the pages: a failure here is logged,
 * never a reason to handle the event again (the e-mails and notices it carries stay once-only), and a browser that
 * missed one reads the page again when it reconnects.
 */
export function createRelayLiveEvent({ channel, recent, logger }: { channel: Pick<LiveChannel, 'publish'>; recent: Pick<LiveRecent, 'touch'>; logger: Logger }) {
  return async (type: string, data: { userId: string; orderId?: string | undefined; orderIds?: string[] | undefined; invoiceId?: string | undefined }): Promise<void> => {
    try {
      const events = liveEventsOf(type, data);
      // A mark that could not be written leaves a stream opening now as it was before marks: the event still goes out.
      if (events.length > 0) await recent.touch(data.userId).catch((error: unknown) => logger.warn({ err: error, type }, 'could not mark a live event as recent'));
      for (const event of events) await channel.publish({ kind: 'event', userId: data.userId, event });
    } catch (error) {
      logger.warn({ err: error, type }, 'could not pass an event on to live streams');
    }
  };
}

export type RelayLiveEvent = ReturnType<typeof createRelayLiveEvent>;

/** Passes on that a user's sessions ended (log-out): each instance closes their streams. */
export function createEndLiveSessions({ channel, logger }: { channel: Pick<LiveChannel, 'publish'>; logger: Logger }) {
  return async (userId: string, minimumSessionVersion: number): Promise<void> => {
    try {
      await channel.publish({ kind: 'ended', userId, minimumSessionVersion });
    } catch (error) {
      // The heartbeat's session check closes them anyway.
      logger.warn({ err: error }, 'could not pass on ended sessions to live streams');
    }
  };
}
