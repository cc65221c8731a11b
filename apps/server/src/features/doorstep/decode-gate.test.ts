import { describe, expect, it } from 'vitest';
import { Outcome } from '../../platform/outcomes/outcome';
import { DecodeGate } from './decode-gate';

/** A decode that runs until it is finished by hand, recording when it started. */
function heldDecode(log: string[], name: string) {
  let finish: (value: string) => void = () => {};
  const done = new Promise<string>((resolve) => (finish = resolve));
  return {
    run: () => {
      log.push(name);
      return done;
    },
    finish: () => finish(name),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('DecodeGate', () => {
  it('runs two at once, queues the next four in order, and refuses one more with 503 and Retry-After', async () => {
    const gate = new DecodeGate({ concurrency: 2, memoryBytes: 100, queue: 4 });
    const started: string[] = [];
    const decodes = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => heldDecode(started, name));
    const answers = decodes.map((decode) => gate.run(1, decode.run));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(gate.load).toEqual({ running: 2, waiting: 4, heldBytes: 2 });

    const refused = await gate.run(1, async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Outcome);
    expect(refused).toMatchObject({ code: 'unavailable', retryAfterSeconds: 2 });

    decodes[1]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const decode of decodes) decode.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(gate.load).toEqual({ running: 0, waiting: 0, heldBytes: 0 });
  });

  it('runs a decode that needs the whole memory alone, and the ones behind it wait their turn', async () => {
    const gate = new DecodeGate({ concurrency: 2, memoryBytes: 100, queue: 4 });
    const started: string[] = [];
    const small = heldDecode(started, 'small');
    const large = heldDecode(started, 'large');
    const after = heldDecode(started, 'after');
    const answers = [gate.run(10, small.run), gate.run(100, large.run), gate.run(10, after.run)];
    await settle();
    // The large one waits for the memory; the small one behind it does not pass it.
    expect(started).toEqual(['small']);
    small.finish();
    await settle();
    expect(started).toEqual(['small', 'large']);
    expect(gate.load).toEqual({ running: 1, waiting: 1, heldBytes: 100 });
    large.finish();
    await settle();
    expect(started).toEqual(['small', 'large', 'after']);
    after.finish();
    await Promise.all(answers);
  });

  it('tells before any work whether a decode asked for now would be refused', async () => {
    const gate = new DecodeGate({ concurrency: 1, memoryBytes: 100, queue: 1 });
    expect(() => gate.refuseWhenFull()).not.toThrow();
    const started: string[] = [];
    const running = heldDecode(started, 'running');
    const waiting = heldDecode(started, 'waiting');
    const answers = [gate.run(1, running.run), gate.run(1, waiting.run)];
    await settle();
    expect(() => gate.refuseWhenFull()).toThrow(Outcome);
    running.finish();
    await settle();
    expect(() => gate.refuseWhenFull()).not.toThrow();
    waiting.finish();
    await Promise.all(answers);
  });

  it('gives its place back when a decode fails', async () => {
    const gate = new DecodeGate({ concurrency: 1, memoryBytes: 100, queue: 0 });
    await expect(gate.run(10, () => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    expect(await gate.run(10, async () => 'next')).toBe('next');
  });
});
