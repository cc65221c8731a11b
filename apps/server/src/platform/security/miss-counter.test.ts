import { describe, expect, it } from 'vitest';
import { MemoryMissCounter, reserveSlot, SLOTS_BUSY } from './miss-counter';

const limits = { maxMisses: 3, windowMs: 60_000, blockMs: 300_000 };

function counterAt(start = 0) {
  const clock = { now: start };
  return { clock, counter: new MemoryMissCounter(limits, () => clock.now) };
}

/** Lookups one after another, each a miss: what each reserve answered. */
const missTimes = async (counter: MemoryMissCounter, group: string, times: number) => {
  const answers: number[] = [];
  for (let lookup = 0; lookup < times; lookup++) {
    const answer = await counter.reserve(group);
    answers.push(answer);
    if (answer === 0) await counter.settle(group, true);
  }
  return answers;
};

describe('MemoryMissCounter', () => {
  it('lets a group make the limit of misses, then blocks it for the block time', async () => {
    const { clock, counter } = counterAt();
    expect(await missTimes(counter, '198.51.100.7', 4)).toEqual([0, 0, 0, 300_000]);
    clock.now += 299_000;
    expect(await counter.reserve('198.51.100.7')).toBe(1000);
    clock.now += 1000;
    expect(await counter.reserve('198.51.100.7')).toBe(0);
  });

  it('admits a group to an answer without a slot until it has made the limit, and not while blocked', async () => {
    const { clock, counter } = counterAt();
    const admitted: boolean[] = [counter.admits('198.51.100.7')];
    for (let miss = 0; miss < 3; miss++) {
      await missTimes(counter, '198.51.100.7', 1);
      admitted.push(counter.admits('198.51.100.7'));
    }
    expect(admitted).toEqual([true, true, true, false]);
    expect(counter.admits('198.51.100.8')).toBe(true);
    await counter.reserve('198.51.100.7');
    clock.now += 299_000;
    expect(counter.admits('198.51.100.7')).toBe(false);
    clock.now += 1000;
    expect(counter.admits('198.51.100.7')).toBe(true);
  });

  it('takes a slot before the lookup: lookups reserved together cannot pass the limit', async () => {
    const { counter } = counterAt();
    const answers = await Promise.all(Array.from({ length: 50 }, () => counter.reserve('198.51.100.7')));
    expect(answers.filter((answer) => answer === 0)).toHaveLength(3);
    expect(answers.filter((answer) => answer === SLOTS_BUSY)).toHaveLength(47);
  });

  it('never blocks for hits, even more of them at once than the limit', async () => {
    const { counter } = counterAt();
    for (let burst = 0; burst < 10; burst++) {
      expect(await Promise.all([1, 2, 3].map(() => counter.reserve('198.51.100.7')))).toEqual([0, 0, 0]);
      expect(await counter.reserve('198.51.100.7')).toBe(SLOTS_BUSY);
      for (let hit = 0; hit < 3; hit++) await counter.settle('198.51.100.7', false);
    }
    expect(await missTimes(counter, '198.51.100.7', 4)).toEqual([0, 0, 0, 300_000]);
  });

  it('leaves slots for lookups under way once misses are counted', async () => {
    const { counter } = counterAt();
    await missTimes(counter, '198.51.100.7', 2);
    expect(await counter.reserve('198.51.100.7')).toBe(0);
    expect(await counter.reserve('198.51.100.7')).toBe(SLOTS_BUSY);
    await counter.settle('198.51.100.7', false);
    expect(await counter.reserve('198.51.100.7')).toBe(0);
  });

  it('forgets misses older than the window, and a settle after it frees nothing of the next', async () => {
    const { clock, counter } = counterAt();
    await missTimes(counter, '198.51.100.7', 3);
    clock.now += 60_000;
    await counter.settle('198.51.100.7', false);
    expect(await missTimes(counter, '198.51.100.7', 3)).toEqual([0, 0, 0]);
    expect(await counter.reserve('198.51.100.7')).toBe(300_000);
  });

  it('counts each group on its own', async () => {
    const { counter } = counterAt();
    await missTimes(counter, '198.51.100.7', 4);
    expect(await counter.reserve('198.51.100.7')).toBeGreaterThan(0);
    expect(await counter.reserve('203.0.113.9')).toBe(0);
  });

  it('answers the service-wide misses a second with each miss, and 0 for a hit', async () => {
    const { clock, counter } = counterAt(1_000_000);
    for (let group = 0; group < 30; group++) {
      await counter.reserve(`10.0.0.${group}`);
      await counter.settle(`10.0.0.${group}`, true);
    }
    await counter.reserve('10.0.1.1');
    expect(await counter.settle('10.0.1.1', false)).toBe(0);
    clock.now += 9_000;
    await counter.reserve('10.0.1.2');
    expect(await counter.settle('10.0.1.2', true)).toBe(3.1);
  });

  it('keeps working after sweeping a flood of one-off groups', async () => {
    const { clock, counter } = counterAt();
    for (let group = 0; group < 10_050; group++) await counter.reserve(`10.0.${group >> 8}.${group}`);
    clock.now += 60_000;
    expect(await missTimes(counter, '198.51.100.7', 4)).toEqual([0, 0, 0, 300_000]);
  });
});

describe('reserveSlot', () => {
  it('waits for a slot while lookups are under way, and refuses for a while once none comes', async () => {
    const { counter } = counterAt();
    await Promise.all([1, 2, 3].map(() => counter.reserve('198.51.100.7')));
    const waiting = reserveSlot(counter, '198.51.100.7');
    await counter.settle('198.51.100.7', false);
    expect(await waiting).toBe(0);
    expect(await reserveSlot(counter, '198.51.100.7')).toBe(1000);
  });
});
