import type { Redis } from '@rto/kit';
import { RECENT_WINDOW_MS, type LiveListener } from '../domain/live-event';

/**
 * That an event was passed on lately, per customer and for anyone (what an admin hears), as Redis keys that expire
 * after `RECENT_WINDOW_MS`: a stream that opens finds out whether its page may have missed one. Only the moment is
 * kept, never what happened.
 */
export function createLiveRecent(redis: Redis) {
  const customerKey = (userId: string) => `live:recent:user:${userId}`;
  const anyoneKey = 'live:recent:any';
  return {
    /** Remembered before the event goes out, so a stream registered after it went out always finds the mark. */
    async touch(userId: string): Promise<void> {
      await redis.multi().set(customerKey(userId), '1', 'PX', RECENT_WINDOW_MS).set(anyoneKey, '1', 'PX', RECENT_WINDOW_MS).exec();
    },
    async heardLately(listener: Pick<LiveListener, 'id' | 'role'>): Promise<boolean> {
      return (await redis.exists(listener.role === 'admin' ? anyoneKey : customerKey(listener.id))) === 1;
    },
  };
}

export type LiveRecent = ReturnType<typeof createLiveRecent>;
