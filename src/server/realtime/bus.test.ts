import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { createRealtimeBus, MAX_STREAMS_PER_MEMBER, type StreamEviction } from './bus';

// The bus's stream slots, on a database that only has to accept LISTEN.
const database = { listen: async () => async () => {} };

describe('stream slots', () => {
  it('ends the oldest of too many streams as replaced, and every stream when the server stops, later ones too', async () => {
    const bus = await createRealtimeBus(database, createLogger('silent'));
    const ended: StreamEviction[][] = [];
    const claim = () => {
      const reasons: StreamEviction[] = [];
      ended.push(reasons);
      return bus.claimStreamSlot('ada', 'session-1', (reason) => reasons.push(reason));
    };
    for (let n = 0; n <= MAX_STREAMS_PER_MEMBER; n++) claim();
    expect(ended[0]).toEqual(['replaced']);
    expect(bus.openStreams()).toBe(MAX_STREAMS_PER_MEMBER);

    bus.endAllStreams();
    expect(ended.slice(1).map((reasons) => reasons)).toEqual(
      Array.from({ length: MAX_STREAMS_PER_MEMBER }, () => ['server-stopping']),
    );
    // A stream opening after the stop began (on a connection kept alive) is ended as soon as it starts.
    claim();
    await Promise.resolve();
    expect(ended.at(-1)).toEqual(['server-stopping']);
    await bus.close();
  });
});
