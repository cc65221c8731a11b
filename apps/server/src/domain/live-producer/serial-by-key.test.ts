import { describe, expect, it } from 'vitest';
import { SerialByKey } from './serial-by-key';

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('SerialByKey', () => {
  it('folds requests that arrive during a run into one more run', async () => {
    const serial = new SerialByKey();
    const first = gate();
    let runs = 0;
    const task = async () => {
      runs++;
      if (runs === 1) await first.opened;
    };
    const done = [serial.run('driver', task), serial.run('driver', task), serial.run('driver', task)];
    first.open();
    await Promise.all(done);
    expect(runs).toBe(2);
  });

  it('runs different keys independently', async () => {
    const serial = new SerialByKey();
    const blocked = gate();
    const order: string[] = [];
    const a = serial.run('a', async () => {
      await blocked.opened;
      order.push('a');
    });
    await serial.run('b', async () => {
      order.push('b');
    });
    blocked.open();
    await a;
    expect(order).toEqual(['b', 'a']);
  });

  it('recovers after a failing task, which the caller sees', async () => {
    const serial = new SerialByKey();
    await expect(serial.run('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    let ran = false;
    await serial.run('k', async () => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
