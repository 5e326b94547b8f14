import { createLogger } from '@rto/kit';
import { createLiveStreams, type LiveSink } from '../../src/app/live-streams';
import { createRelayLiveEvent } from '../../src/app/relay-live-event';
import { OPENING_FRAME, RECENT_FRAME, type LiveListener } from '../../src/domain/live-event';

/** How a stream opens (issue 24: a page read just before its stream opened may have missed an event). */
const logger = createLogger('live-streams-test', 'silent');
const customer: LiveListener = { id: 'u1', role: 'customer', sessionVersion: 1 };

function sink(): LiveSink & { frames: string[]; ended: boolean } {
  const written = { frames: [] as string[], ended: false, write: (frame: string) => void written.frames.push(frame), end: () => void (written.ended = true) };
  return written;
}

function streamsHearing(heardLately: () => Promise<boolean>) {
  return createLiveStreams({ announce: async () => undefined, isCurrent: async () => true, heardLately, heartbeatMs: 60_000, logger });
}

describe('opening a live stream', () => {
  it('when an event was passed on lately, then the stream opens with the recent frame; when none was, without it', async () => {
    const lately = streamsHearing(async () => true);
    const heard = sink();
    await lately.open(customer, heard);
    expect(heard.frames).toEqual([OPENING_FRAME, RECENT_FRAME]);

    const quiet = streamsHearing(async () => false);
    const nothing = sink();
    await quiet.open(customer, nothing);
    expect(nothing.frames).toEqual([OPENING_FRAME]);
    for (const streams of [lately, quiet]) streams.stop();
  });

  it('when whether one was cannot be told (Redis away), then the page is told to read again rather than miss one', async () => {
    const streams = streamsHearing(async () => Promise.reject(new Error('Connection is closed.')));
    const opened = sink();
    await streams.open(customer, opened);
    expect(opened.frames).toEqual([OPENING_FRAME, RECENT_FRAME]);
    streams.stop();
  });

  it('when the stream is replaced while the mark is looked up, then nothing is written after its end', async () => {
    let answer: (heard: boolean) => void = () => undefined;
    const streams = streamsHearing(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const first = sink();
    const opening = streams.open(customer, first);
    streams.deliver({ kind: 'opened', userId: customer.id, sessionVersion: customer.sessionVersion, streamId: 'another-instance' });
    answer(true);
    await opening;
    expect(first.ended).toBe(true);
    expect(first.frames.at(-1)).toBe('event: end\ndata: {"reason":"replaced"}\n\n');
    expect(first.frames).not.toContain(RECENT_FRAME);
    streams.stop();
  });
});

describe('passing an event on to the streams', () => {
  it('when the event is marked as recent first, then it goes out after the mark; when the mark cannot be written, it still goes out', async () => {
    const said: string[] = [];
    const channel = { publish: async () => void said.push('published') };
    const marked = createRelayLiveEvent({ channel, recent: { touch: async () => void said.push('marked') }, logger });
    await marked('payment.failed', { userId: 'u1', orderId: 'o1', invoiceId: 'in_1' });
    expect(said).toEqual(['marked', 'published']);

    said.length = 0;
    const unmarked = createRelayLiveEvent({ channel, recent: { touch: async () => Promise.reject(new Error('Connection is closed.')) }, logger });
    await unmarked('payment.failed', { userId: 'u1', orderId: 'o1', invoiceId: 'in_1' });
    expect(said).toEqual(['published']);
  });
});
