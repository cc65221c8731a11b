import { describe, expect, it } from 'vitest';
import { MemoryMissCounter } from './miss-counter';

const limits = { maxMisses: 3, windowMs: 60_000, blockMs: 300_000 };

function counterAt(start = 0) {
  const clock = { now: start };
  return { clock, counter: new MemoryMissCounter(limits, () => clock.now) };
}

describe('MemoryMissCounter', () => {
  it('blocks an address once it reaches the limit within the window, for the block time', async () => {
    const { clock, counter } = counterAt();
    for (let miss = 0; miss < 2; miss++) await counter.recordMiss('198.51.100.7');
    expect(await counter.blockedMs('198.51.100.7')).toBe(0);
    await counter.recordMiss('198.51.100.7');
    expect(await counter.blockedMs('198.51.100.7')).toBe(300_000);
    clock.now += 299_000;
    expect(await counter.blockedMs('198.51.100.7')).toBe(1000);
    clock.now += 1000;
    expect(await counter.blockedMs('198.51.100.7')).toBe(0);
  });

  it('forgets misses older than the window', async () => {
    const { clock, counter } = counterAt();
    await counter.recordMiss('198.51.100.7');
    await counter.recordMiss('198.51.100.7');
    clock.now += 60_000;
    await counter.recordMiss('198.51.100.7');
    expect(await counter.blockedMs('198.51.100.7')).toBe(0);
  });

  it('counts each address on its own', async () => {
    const { counter } = counterAt();
    for (let miss = 0; miss < 3; miss++) await counter.recordMiss('198.51.100.7');
    expect(await counter.blockedMs('198.51.100.7')).toBeGreaterThan(0);
    expect(await counter.blockedMs('203.0.113.9')).toBe(0);
  });

  it('keeps working after sweeping a flood of one-off addresses', async () => {
    const { clock, counter } = counterAt();
    for (let address = 0; address < 10_050; address++)
      await counter.recordMiss(`10.0.${address >> 8}.${address}`);
    clock.now += 60_000;
    for (let miss = 0; miss < 3; miss++) await counter.recordMiss('198.51.100.7');
    expect(await counter.blockedMs('198.51.100.7')).toBe(300_000);
  });
});
