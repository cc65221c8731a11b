import { describe, expect, it } from 'vitest';
import { Lanes } from './lanes';

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('Lanes', () => {
  it('folds like tasks that arrive while one runs into one more run', async () => {
    const lanes = new Lanes();
    const first = gate();
    let runs = 0;
    const task = async () => {
      runs++;
      if (runs === 1) await first.opened;
    };
    const started = lanes.run('driver', 'positions', task);
    await Promise.resolve();
    await Promise.resolve();
    expect(runs).toBe(1);
    const folded = [1, 2, 3].map(() => lanes.run('driver', 'positions', task));
    first.open();
    await Promise.all([started, ...folded]);
    expect(runs).toBe(2);
  });

  it('runs the tasks of a lane in the order they came, like or not', async () => {
    const lanes = new Lanes();
    const first = gate();
    const order: string[] = [];
    const record = (name: string, wait?: Promise<void>) => async () => {
      await wait;
      order.push(name);
    };
    const done = [
      lanes.run('driver', 'positions', record('position 1', first.opened)),
      lanes.run('driver', undefined, record('status')),
      lanes.run('driver', 'positions', record('position 2')),
    ];
    first.open();
    await Promise.all(done);
    expect(order).toEqual(['position 1', 'status', 'position 2']);
  });

  it('runs different lanes independently', async () => {
    const lanes = new Lanes();
    const blocked = gate();
    const order: string[] = [];
    const a = lanes.run('a', undefined, async () => {
      await blocked.opened;
      order.push('a');
    });
    await lanes.run('b', undefined, async () => {
      order.push('b');
    });
    blocked.open();
    await a;
    expect(order).toEqual(['b', 'a']);
  });

  it('goes on after a failing task, which the caller sees', async () => {
    const lanes = new Lanes();
    await expect(lanes.run('k', undefined, () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    let ran = false;
    await lanes.run('k', undefined, async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
