import { callerOf, type HandlersOf } from '@rto/kit';
import type { Response } from 'express';
import type { IssueLiveTicket } from '../app/issue-live-ticket';
import type { LiveSink } from '../app/live-streams';
import type { OpenLiveStream } from '../app/open-live-stream';
import type { notificationContract } from './contract';

export interface LiveUseCases {
  issueLiveTicket: IssueLiveTicket;
  openLiveStream: OpenLiveStream;
}

/** The answer as a stream of Server-Sent Events: headers now, each frame flushed as written. */
function eventStreamOf(res: Response): LiveSink {
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  // no-transform: no proxy may compress or hold it; X-Accel-Buffering: nginx-style proxies pass it on unbuffered.
  res.setHeader('Cache-Control', 'no-store, no-transform');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();
  res.socket?.setNoDelay(true);
  return {
    write: (frame) => {
      if (!res.writableEnded) res.write(frame);
    },
    end: () => {
      if (!res.writableEnded) res.end();
    },
  };
}

/** Live status: the ticket (signed in), then the stream it opens. */
export function liveHandlers({ issueLiveTicket, openLiveStream }: LiveUseCases): Pick<HandlersOf<typeof notificationContract>, 'createLiveTicket' | 'openLiveStream'> {
  return {
    async createLiveTicket({ req }) {
      return issueLiveTicket(callerOf(req));
    },
    async openLiveStream({ query, res }) {
      // Refused (401) before any header is sent; once open, the client leaving forgets the stream.
      const forget = await openLiveStream(query.ticket, () => eventStreamOf(res));
      res.on('close', forget);
    },
  };
}
