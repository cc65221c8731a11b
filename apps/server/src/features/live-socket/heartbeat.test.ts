import { describe, expect, it } from 'vitest';
import { HeartbeatWheel } from './heartbeat';

function setup(periodMs: number) {
  const pinged: string[] = [];
  const dropped: string[] = [];
  const wheel = new HeartbeatWheel<{ id: string; alive: boolean }>(periodMs, {
    ping: (client) => pinged.push(client.id),
    silent: (client) => dropped.push(client.id),
  });
  return { wheel, pinged, dropped };
}

describe('HeartbeatWheel', () => {
  it('spreads 25 s of heartbeat over 50 ms slots', () => {
    expect(setup(25_000).wheel.slotCount).toBe(500);
    expect(setup(100_000).wheel.slotCount).toBe(500);
    expect(setup(30).wheel.slotCount).toBe(1);
  });

  it('pings every client once per turn and drops the one that did not answer its ping', () => {
    const { wheel, pinged, dropped } = setup(100);
    const answering = { id: 'answering', alive: true };
    const silent = { id: 'silent', alive: true };
    wheel.add(answering);
    wheel.add(silent);
    wheel.tick();
    wheel.tick();
    expect(pinged.sort()).toEqual(['answering', 'silent']);
    answering.alive = true;
    wheel.tick();
    wheel.tick();
    expect(dropped).toEqual(['silent']);
    expect(pinged.filter((id) => id === 'answering')).toHaveLength(2);
    answering.alive = true;
    wheel.tick();
    wheel.tick();
    expect(dropped).toEqual(['silent']);
  });

  it('forgets removed clients', () => {
    const { wheel, pinged } = setup(300);
    const client = { id: 'gone', alive: true };
    wheel.add(client);
    wheel.remove(client);
    wheel.tick();
    expect(pinged).toEqual([]);
  });
});
