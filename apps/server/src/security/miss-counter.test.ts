import { describe, expect, it } from 'vitest';
import { MemoryMissCounter } from './miss-counter';

const limits = { maxMisses: 3, windowMs: 60_000, blockMs: 300_000 };

function counterAt(start = 0) {
  const clock = { now: start };
  return { clock, counter: new MemoryMissCounter(limits, () => clock.now) };
}

const reserveTimes = async (counter: MemoryMissCounter, group: string, times: number) => {
  const answers: number[] = [];
  for (let reserve = 0; reserve < times; reserve++) answers.push(await counter.reserve(group));
  return answers;
};

describe('MemoryMissCounter', () => {
  it('lets a group make the limit of misses, then blocks it for the block time', async () => {
    const { clock, counter } = counterAt();
    expect(await reserveTimes(counter, '198.51.100.7', 4)).toEqual([0, 0, 0, 300_000]);
    clock.now += 299_000;
    expect(await counter.reserve('198.51.100.7')).toBe(1000);
    clock.now += 1000;
    expect(await counter.reserve('198.51.100.7')).toBe(0);
  });

  it('takes the miss before the lookup: lookups reserved together cannot pass the limit', async () => {
    const { counter } = counterAt();
    const answers = await Promise.all(Array.from({ length: 50 }, () => counter.reserve('198.51.100.7')));
    expect(answers.filter((blocked) => blocked === 0)).toHaveLength(3);
  });

  it('gives a reserved miss back when the lookup was a hit', async () => {
    const { counter } = counterAt();
    for (let hit = 0; hit < 10; hit++) {
      expect(await counter.reserve('198.51.100.7')).toBe(0);
      await counter.release('198.51.100.7');
    }
    expect(await reserveTimes(counter, '198.51.100.7', 4)).toEqual([0, 0, 0, 300_000]);
  });

  it('forgets misses older than the window, and a release after it takes nothing from the next', async () => {
    const { clock, counter } = counterAt();
    await reserveTimes(counter, '198.51.100.7', 3);
    clock.now += 60_000;
    await counter.release('198.51.100.7');
    expect(await reserveTimes(counter, '198.51.100.7', 3)).toEqual([0, 0, 0]);
    await counter.release('198.51.100.7');
    expect(await reserveTimes(counter, '198.51.100.7', 2)).toEqual([0, 300_000]);
  });

  it('counts each group on its own', async () => {
    const { counter } = counterAt();
    await reserveTimes(counter, '198.51.100.7', 4);
    expect(await counter.reserve('198.51.100.7')).toBeGreaterThan(0);
    expect(await counter.reserve('203.0.113.9')).toBe(0);
  });

  it('keeps working after sweeping a flood of one-off groups', async () => {
    const { clock, counter } = counterAt();
    for (let group = 0; group < 10_050; group++) await counter.reserve(`10.0.${group >> 8}.${group}`);
    clock.now += 60_000;
    expect(await reserveTimes(counter, '198.51.100.7', 4)).toEqual([0, 0, 0, 300_000]);
  });
});
