import { describe, expect, it } from 'vitest';
import { CLOSE_CODES } from './close-codes';
import { LiveClient } from './live-client';
import { liveFrame } from './live-frame';
import { FakeSink } from './fake-sink.test-support';

const limits = { bufferBytes: 1000, maxPendingFrames: 3 };
const position = (lat: number) => liveFrame({ type: 'locationUpdate', driverLocation: { lat, lng: 10 } });
const status = (statusCode: number) => liveFrame({ type: 'routeUpdate', statusCode });

function setup() {
  const sink = new FakeSink();
  const counts = { sent: 0, coalesced: 0 };
  const stats = { sent: () => counts.sent++, coalesced: () => counts.coalesced++ };
  return { sink, counts, client: new LiveClient('order-1', sink, limits, stats) };
}

describe('LiveClient sending', () => {
  it('sends at once while the socket keeps up', () => {
    const { sink, client } = setup();
    client.send(position(1));
    client.send(position(2));
    expect(sink.sent).toHaveLength(2);
  });

  it('while congested keeps only the newest position, and sends it when the socket drains', () => {
    const { sink, counts, client } = setup();
    sink.bufferedAmount = 5000;
    for (const lat of [1, 2, 3, 4]) client.send(position(lat));
    expect(sink.sent).toEqual([]);
    sink.bufferedAmount = 0;
    client.drained();
    expect(sink.sent).toEqual([{ type: 'locationUpdate', driverLocation: { lat: 4, lng: 10 } }]);
    expect(counts).toEqual({ sent: 1, coalesced: 3 });
  });

  it('keeps plan changes and their order relative to the newest position', () => {
    const { sink, client } = setup();
    sink.bufferedAmount = 5000;
    client.send(position(1));
    client.send(status(81));
    client.send(position(2));
    sink.bufferedAmount = 0;
    client.drained();
    expect(sink.sent).toEqual([
      { type: 'routeUpdate', statusCode: 81 },
      { type: 'locationUpdate', driverLocation: { lat: 2, lng: 10 } },
    ]);
  });

  it('closes a socket that stopped reading once too many frames wait', () => {
    const { sink, client } = setup();
    sink.bufferedAmount = 5000;
    for (const code of [80, 81, 82, 80]) client.send(status(code));
    expect(sink.closed).toEqual({ code: CLOSE_CODES.tooSlow, reason: 'too slow' });
    client.drained();
    expect(sink.sent).toEqual([]);
  });

  it('closes normally right after a final status, and sends nothing more', () => {
    const { sink, client } = setup();
    client.send(status(90));
    client.send(position(1));
    expect(sink.sent).toEqual([{ type: 'routeUpdate', statusCode: 90 }]);
    expect(sink.closed?.code).toBe(1000);
  });

  it('closes after a waiting final status only once it is out', () => {
    const { sink, client } = setup();
    sink.bufferedAmount = 5000;
    client.send(status(90));
    expect(sink.closed).toBeUndefined();
    sink.bufferedAmount = 0;
    client.drained();
    expect(sink.closed?.code).toBe(1000);
  });
});

describe('LiveClient receiving', () => {
  it.each([
    ['a ping gets a pong and proves life', '{"type":"ping"}', true, [{ type: 'pong' }]],
    ['a pong proves life', '{"type":"pong"}', true, []],
    ['bad JSON is ignored', '{"type":', false, []],
    ['an unknown type is ignored', '{"type":"hello"}', false, []],
    ['a string is ignored', '"ping"', false, []],
    ['an oversized message is ignored', JSON.stringify({ type: 'ping', pad: 'x'.repeat(5000) }), false, []],
  ])('%s', (_name, text, alive, replies) => {
    const { sink, client } = setup();
    client.alive = false;
    client.received(Buffer.from(text), false);
    expect(client.alive).toBe(alive);
    expect(sink.sent).toEqual(replies);
  });

  it('ignores binary frames', () => {
    const { sink, client } = setup();
    client.alive = false;
    client.received(Buffer.from('{"type":"ping"}'), true);
    expect(client.alive).toBe(false);
    expect(sink.sent).toEqual([]);
  });
});
