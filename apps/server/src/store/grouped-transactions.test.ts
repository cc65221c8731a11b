import { afterEach, beforeEach, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { describeEachEngine } from '../testing/test-engines';
import { GroupedTransactions } from './grouped-transactions';
import type { Store } from './store';

const at = (second: number) => new Date(Date.UTC(2026, 2, 10, 12, 0, second)).toISOString();
const position = (second: number) => ({ lat: 59, lng: 24, heading: null, speed: null, at: at(second) });

describeEachEngine('GroupedTransactions', (engine) => {
  let test: TestApp;
  let transactions: number;
  let groups: GroupedTransactions;
  beforeEach(async () => {
    test = await startTestApp({}, { engine });
    transactions = 0;
    const { store } = test.app;
    const counted = {
      transaction: <T>(work: (tx: Store) => Promise<T>) => {
        transactions += 1;
        return store.transaction(work);
      },
    };
    groups = new GroupedTransactions(counted);
  });
  afterEach(() => test.close());

  const append = (driverId: string, second: number) =>
    groups.run(async (tx) => {
      await tx.appendPositions(driverId, [position(second)]);
      return second;
    });
  const stored = async (driverId: string) =>
    (await test.app.store.recentPositions(driverId, 10)).map((kept) => kept.at);

  it('runs the works of one turn in one transaction, each getting its own result', async () => {
    await expect(Promise.all([append('van-1', 1), append('van-2', 2), append('van-1', 3)])).resolves.toEqual([
      1, 2, 3,
    ]);
    expect(transactions).toBe(1);
    expect(await stored('van-1')).toEqual([at(3), at(1)]);
    expect(await stored('van-2')).toEqual([at(2)]);
  });

  it('runs works of later turns in transactions of their own', async () => {
    await append('van-1', 1);
    await append('van-1', 2);
    expect(transactions).toBe(2);
    expect(await stored('van-1')).toEqual([at(2), at(1)]);
  });

  it('gathers the works that arrive while a group is written into the next group (group commit)', async () => {
    const { store } = test.app;
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let runs = 0;
    const held = new GroupedTransactions({
      transaction: async <T>(work: (tx: Store) => Promise<T>): Promise<T> => {
        runs += 1;
        const result = await store.transaction(work);
        // The first group's commit is still on its way to the disk while the next works arrive.
        if (runs === 1) await firstHeld;
        return result;
      },
    });
    const appendHeld = (second: number) =>
      held.run(async (tx) => {
        await tx.appendPositions('van-1', [position(second)]);
        return second;
      });
    const first = appendHeld(1);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    // Each in a turn of its own, as posts arrive under load.
    const later: Promise<number>[] = [];
    for (const second of [2, 3, 4]) {
      later.push(appendHeld(second));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const runsWhileHeld = runs;
    releaseFirst();
    await expect(Promise.all([first, ...later])).resolves.toEqual([1, 2, 3, 4]);
    expect(runsWhileHeld).toBe(1);
    expect(runs).toBe(2);
    expect(await stored('van-1')).toEqual([at(4), at(3), at(2), at(1)]);
  });

  it('fails only the work that threw: the others run again alone and commit', async () => {
    const refused = new Error('refused');
    const bad = groups.run(async (tx) => {
      await tx.appendPositions('van-9', [position(9)]);
      throw refused;
    });
    const results = await Promise.allSettled([append('van-1', 1), bad, append('van-2', 2)]);
    expect(results).toEqual([
      { status: 'fulfilled', value: 1 },
      { status: 'rejected', reason: refused },
      { status: 'fulfilled', value: 2 },
    ]);
    // The group, then each work alone.
    expect(transactions).toBe(4);
    expect([await stored('van-1'), await stored('van-2'), await stored('van-9')]).toEqual([
      [at(1)],
      [at(2)],
      [],
    ]);
  });

  it('fails the whole group, without running it again, when the transaction itself fails', async () => {
    const { store } = test.app;
    const commitFailed = new Error('disk full');
    let runs = 0;
    const failing = new GroupedTransactions({
      transaction: async <T>(work: (tx: Store) => Promise<T>): Promise<T> => {
        runs += 1;
        await store.transaction(work);
        throw commitFailed;
      },
    });
    const works = [1, 2].map((second) =>
      failing.run((tx) => tx.appendPositions('van-1', [position(second)])),
    );
    await expect(Promise.allSettled(works)).resolves.toEqual([
      { status: 'rejected', reason: commitFailed },
      { status: 'rejected', reason: commitFailed },
    ]);
    expect(runs).toBe(1);
  });
});
