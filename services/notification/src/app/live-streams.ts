import { randomUUID } from 'node:crypto';
import type { Logger } from '@rto/kit';
import { endFrame, eventFrame, HEARTBEAT_FRAME, mayHear, OPENING_FRAME, RECENT_FRAME, sessionEnded, type EndReason, type LiveListener, type LiveMessage } from '../domain/live-event';

/** Where a stream's frames go (the HTTP answer, to the handler): write a frame, or end it. */
export interface LiveSink {
  write(frame: string): void;
  end(): void;
}

export interface LiveStreamsDeps {
  /** Tells every instance (this one too) that a session opened a stream: its other streams close. */
  announce(message: Extract<LiveMessage, { kind: 'opened' }>): Promise<void>;
  /** Whether the listener's session is still on (log-out, password reset and deletion end it). */
  isCurrent(listener: LiveListener): Promise<boolean>;
  /** Whether an event the listener may hear was passed on lately (store/live-recent.ts). */
  heardLately(listener: LiveListener): Promise<boolean>;
  heartbeatMs: number;
  logger: Logger;
}

interface OpenStream {
  id: string;
  listener: LiveListener;
  sink: LiveSink;
}

/**
 * The streams this instance holds: one per session (a second closes the first, wherever it is open), each hearing
 * only what its listener may; every `heartbeatMs` a comment on each (idle proxies keep it) and a look at its
 * session, so a stream whose session ended closes even if the event that said so was missed.
 */
export function createLiveStreams({ announce, isCurrent, heardLately, heartbeatMs, logger }: LiveStreamsDeps) {
  const streams = new Map<string, OpenStream>();

  const close = (stream: OpenStream, reason: EndReason) => {
    if (!streams.delete(stream.id)) return;
    stream.sink.write(endFrame(reason));
    stream.sink.end();
  };
  const sameSession = (a: LiveListener, b: { userId: string; sessionVersion: number }) => a.id === b.userId && a.sessionVersion === b.sessionVersion;

  const beat = async () => {
    for (const stream of [...streams.values()]) {
      stream.sink.write(HEARTBEAT_FRAME);
      try {
        if (!(await isCurrent(stream.listener))) close(stream, 'session-ended');
      } catch (error) {
        // The registry cannot tell right now: the stream stays, the next beat looks again.
        logger.warn({ err: error }, 'could not check a live stream\'s session');
      }
    }
  };
  const timer = setInterval(() => void beat(), heartbeatMs);
  timer.unref();

  return {
    /** Opens a stream for the ticket's holder; returns what the handler calls when the client leaves. */
    async open(listener: LiveListener, sink: LiveSink): Promise<() => void> {
      const stream: OpenStream = { id: randomUUID(), listener, sink };
      for (const other of streams.values()) if (sameSession(other.listener, { userId: listener.id, sessionVersion: listener.sessionVersion })) close(other, 'replaced');
      streams.set(stream.id, stream);
      sink.write(OPENING_FRAME);
      // Asked once the stream hears what comes (it is registered above): an event is either heard or marked here.
      // Unknown (Redis away) counts as heard: the page reads once more rather than miss one.
      const missedMaybe = await heardLately(listener).catch(() => true);
      if (missedMaybe && streams.has(stream.id)) sink.write(RECENT_FRAME);
      try {
        await announce({ kind: 'opened', userId: listener.id, sessionVersion: listener.sessionVersion, streamId: stream.id });
      } catch (error) {
        // The stream is open all the same; an older one of the session on another instance stays open until it ends.
        logger.warn({ err: error }, 'could not tell the other instances of a live stream opened');
      }
      return () => {
        streams.delete(stream.id);
      };
    },
    /** A message of the channel: an event to pass on, another stream of a session opened, sessions ended. */
    deliver(message: LiveMessage): void {
      for (const stream of [...streams.values()]) {
        if (message.kind === 'event' && mayHear(stream.listener, message.userId)) stream.sink.write(eventFrame(message.event));
        else if (message.kind === 'opened' && stream.id !== message.streamId && sameSession(stream.listener, message)) close(stream, 'replaced');
        else if (message.kind === 'ended' && sessionEnded(stream.listener, message)) close(stream, 'session-ended');
      }
    },
    get size(): number {
      return streams.size;
    },
    /** Ends every stream (the instance stops): browsers reconnect to another. */
    stop(): void {
      clearInterval(timer);
      for (const stream of [...streams.values()]) close(stream, 'restart');
    },
  };
}

export type LiveStreams = ReturnType<typeof createLiveStreams>;
