import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { describeEachEngine } from '../../testing/test-engines';
import { ESTIMATE_POSITIONS } from '../route-estimates';
import { mergedTail, PositionTails, type StoredPosition, type TailReads } from './position-tails';
import type { DriverPositionRecord } from './order-view-store';
import { seededRandom } from '../../platform/seeded-random';

const at = (second: number) => new Date(Date.UTC(2026, 2, 10, 9, 0, second)).toISOString();
const row = (id: number, second: number): StoredPosition => ({
  id,
  position: { lat: 55, lng: 12, heading: null, speed: null, at: at(second) },
});
const ids = (rows: readonly StoredPosition[]) => rows.map((stored) => stored.id);

describe('a kept tail merged with the rows stored since', () => {
  it.each([
    {
      case: 'a newer row goes first',
      tail: [row(2, 20), row(1, 10)],
      fresh: [row(3, 30)],
      kept: 3,
      ids: [3, 2, 1],
    },
    {
      case: 'the oldest goes past the number kept',
      tail: [row(2, 20), row(1, 10)],
      fresh: [row(3, 30)],
      kept: 2,
      ids: [3, 2],
    },
    {
      case: 'a late row takes its place by time',
      tail: [row(2, 30), row(1, 10)],
      fresh: [row(3, 20)],
      kept: 3,
      ids: [2, 3, 1],
    },
    {
      case: 'a late row older than all kept stays out',
      tail: [row(2, 30), row(1, 20)],
      fresh: [row(3, 10)],
      kept: 2,
      ids: [2, 1],
    },
    {
      case: 'among rows of one time the higher id first',
      tail: [row(1, 20)],
      fresh: [row(3, 20), row(2, 20)],
      kept: 3,
      ids: [3, 2, 1],
    },
    {
      case: 'a row read twice counts once',
      tail: [row(2, 20), row(1, 10)],
      fresh: [row(2, 20), row(3, 30)],
      kept: 5,
      ids: [3, 2, 1],
    },
    { case: 'nothing new', tail: [row(2, 20), row(1, 10)], fresh: [], kept: 2, ids: [2, 1] },
  ])('$case', ({ tail, fresh, kept, ids: expected }) => {
    expect(ids(mergedTail(tail, fresh, kept))).toEqual(expected);
  });

  it('is the whole sort of both, each row once, for any tail and rows read since', () => {
    const random = seededRandom(7);
    const newestFirst = (a: StoredPosition, b: StoredPosition) =>
      a.position.at === b.position.at ? b.id - a.id : a.position.at < b.position.at ? 1 : -1;
    for (let trial = 0; trial < 500; trial++) {
      const rows = Array.from({ length: 1 + Math.floor(random() * 12) }, (_, index) =>
        row(index + 1, Math.floor(random() * 6)),
      );
      const tail = rows.filter(() => random() < 0.6).sort(newestFirst);
      const fresh = rows.filter(() => random() < 0.4);
      const kept = 1 + Math.floor(random() * 10);
      const expected = [...new Map([...tail, ...fresh].map((stored) => [stored.id, stored])).values()]
        .sort(newestFirst)
        .slice(0, kept);
      expect(ids(mergedTail(tail, fresh, kept))).toEqual(ids(expected));
    }
  });
});

describe('a kept tail fed by commits', () => {
  /** A table of one driver's rows, and the reads the tails made of it. */
  const table = () => {
    const rows: StoredPosition[] = [];
    const calls: string[] = [];
    const reads: TailReads = {
      newest: async (_driverId, limit) => {
        calls.push('newest');
        return [...rows].sort((a, b) => b.id - a.id).slice(0, limit);
      },
      after: async (_driverId, lastId) => {
        calls.push(`after ${lastId}`);
        return rows.filter((stored) => stored.id > lastId);
      },
    };
    return { rows, calls, reads };
  };
  const recentTimes = async (tails: PositionTails, reads: TailReads) =>
    (await tails.recent('van-1', 5, reads)).map((position) => position.at);

  it('takes the rows of each commit without reading the table again', async () => {
    const { rows, calls, reads } = table();
    const tails = new PositionTails(5);
    rows.push(row(1, 10));
    tails.committed('van-1', [row(1, 10)]);
    expect(await recentTimes(tails, reads)).toEqual([at(10)]);
    for (const [id, second] of [
      [2, 20],
      [3, 30],
    ] as const) {
      rows.push(row(id, second));
      tails.committed('van-1', [row(id, second)]);
    }
    expect(await recentTimes(tails, reads)).toEqual([at(30), at(20), at(10)]);
    expect(calls).toEqual(['newest']);
  });

  it('reads the rows stored since when a commit came before the tail was read, and is whole again after', async () => {
    const { rows, calls, reads } = table();
    const tails = new PositionTails(5);
    rows.push(row(1, 10));
    // The whole read runs before row 2 commits; the commit hands row 2 over while the read is on its way.
    const reading = tails.recent('van-1', 5, reads);
    rows.push(row(2, 20));
    tails.committed('van-1', [row(2, 20)]);
    expect((await reading).map((position) => position.at)).toEqual([at(10)]);
    // The tail lacks row 2: row 3's commit must not make it look whole.
    rows.push(row(3, 30));
    tails.committed('van-1', [row(3, 30)]);
    expect(await recentTimes(tails, reads)).toEqual([at(30), at(20), at(10)]);
    rows.push(row(4, 40));
    tails.committed('van-1', [row(4, 40)]);
    expect(await recentTimes(tails, reads)).toEqual([at(40), at(30), at(20), at(10)]);
    expect(calls).toEqual(['newest', 'after 1']);
  });

  it('reads the rows stored since for a driver no commit handed over (as before a restart)', async () => {
    const { rows, calls, reads } = table();
    const tails = new PositionTails(5);
    rows.push(row(1, 10));
    expect(await recentTimes(tails, reads)).toEqual([at(10)]);
    rows.push(row(2, 20));
    expect(await recentTimes(tails, reads)).toEqual([at(20), at(10)]);
    expect(calls).toEqual(['newest', 'after 1']);
  });
});

describeEachEngine("a driver's newest positions as the estimate reads them", (engine) => {
  let test: TestApp;
  beforeEach(async () => {
    test = await startTestApp({}, { engine });
  });
  afterEach(() => test.close());

  /** What the table holds: a read of more than any tail keeps goes to the table itself. */
  const fromTable = async (driverId: string, limit: number) =>
    (await test.app.store.recentPositions(driverId, 10_000)).slice(0, limit);
  const expectAsTable = async (driverId: string) => {
    for (const limit of [ESTIMATE_POSITIONS, 7])
      expect(await test.app.store.recentPositions(driverId, limit)).toEqual(await fromTable(driverId, limit));
  };

  it("are the table's through appends in and out of time order and racing reads, cuts, deletes by age and rolled-back writes", async () => {
    const random = seededRandom(31);
    const drivers = ['van-a', 'van-b', 'van-c'];
    let clock = 0;
    const position = (second: number): DriverPositionRecord => ({
      lat: 55 + random(),
      lng: 12 + random(),
      heading: null,
      speed: null,
      at: at(second),
    });
    for (let step = 0; step < 240; step++) {
      const driverId = drivers[Math.floor(random() * drivers.length)] ?? 'van-a';
      const roll = random();
      if (roll < 0.6) {
        clock += 1;
        // Mostly newer; some late (an older time) or at a time already stored.
        const second = roll < 0.45 ? clock : roll < 0.55 ? clock - Math.floor(random() * 60) : clock - 1;
        const batch = Array.from({ length: 1 + Math.floor(random() * 3) }, () => position(second));
        const how = random();
        if (how < 0.6) await test.app.store.transaction((tx) => tx.appendPositions(driverId, batch));
        else if (how < 0.8) await test.app.store.appendPositions(driverId, batch);
        // A read on its way while the write commits: it may miss the rows, the tail it leaves must not.
        else
          await Promise.all([
            test.app.store.recentPositions(driverId, ESTIMATE_POSITIONS),
            test.app.store.transaction((tx) => tx.appendPositions(driverId, batch)),
          ]);
      } else if (roll < 0.7) {
        await test.app.store.transaction((tx) => tx.trimPositions(driverId, 40));
      } else if (roll < 0.75) {
        await test.app.store.deleteHistoryBefore(at(clock - 30));
      } else if (roll < 0.8) {
        // A transaction sees its own rows; once it rolls back, nobody does.
        const failed = test.app.store.transaction(async (tx) => {
          await tx.appendPositions(driverId, [position(clock + 1000)]);
          expect((await tx.recentPositions(driverId, 1))[0]?.at).toBe(at(clock + 1000));
          throw new Error('rolled back');
        });
        await expect(failed).rejects.toThrow('rolled back');
      } else {
        // Reads at once: each gets the table's rows, and the tail they leave is whole.
        await Promise.all([expectAsTable(driverId), expectAsTable(driverId)]);
      }
      await expectAsTable(driverId);
    }
  });
});
