import { describe, expect, it } from 'vitest';
import { MAX_WAITING, MissAnswerDelay } from './miss-answer-delay';

/** A pause that records how long it was asked for and ends when the test says so. */
function controlledPause() {
  const asked: number[] = [];
  const ends: (() => void)[] = [];
  const pause = (ms: number) => {
    asked.push(ms);
    return new Promise<void>((resolve) => ends.push(resolve));
  };
  return { asked, pause, endAll: () => ends.forEach((end) => end()) };
}

describe('MissAnswerDelay', () => {
  it('holds a miss as long as the rate asks, and a hit or a quiet rate not at all', async () => {
    const { asked, pause, endAll } = controlledPause();
    const delay = new MissAnswerDelay({ missesPerSecond: 50, maxDelayMs: 5000 }, pause);
    await delay.wait(0);
    await delay.wait(50);
    const held = delay.wait(75);
    expect(asked).toEqual([2500]);
    endAll();
    await held;
  });

  it('answers at once past the most answers it holds, and holds again once they are out', async () => {
    const { asked, pause, endAll } = controlledPause();
    const delay = new MissAnswerDelay({ missesPerSecond: 50, maxDelayMs: 5000 }, pause);
    const held = Array.from({ length: MAX_WAITING }, () => delay.wait(100));
    await delay.wait(100);
    expect(asked).toHaveLength(MAX_WAITING);
    endAll();
    await Promise.all(held);
    const again = delay.wait(100);
    expect(asked).toHaveLength(MAX_WAITING + 1);
    endAll();
    await again;
  });
});
