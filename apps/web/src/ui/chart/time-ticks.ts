import { zoneOffsetMs } from '@tracking/core';

const MINUTE_MS = 60_000;

/** Tick steps a clock reader finds natural, in minutes. */
const STEPS_MINUTES = [1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1440];

/**
 * Ticks for an axis of times read on the clock in `timeZone`: whole minutes at an even, natural step (1, 2, 5, 10,
 * 15, 30 min, hours), at most `maxTicks` of them, so no two ticks read the same ("23:15 23:15 23:16" cannot happen).
 */
export function timeTicks(min: number, max: number, maxTicks: number, timeZone: string): number[] {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  const spanMinutes = (high - low) / MINUTE_MS;
  const stepMinutes =
    STEPS_MINUTES.find((step) => Math.floor(spanMinutes / step) + 1 <= maxTicks) ?? STEPS_MINUTES.at(-1)!;
  const step = stepMinutes * MINUTE_MS;
  // Aligned on the zone's clock, so 30-minute steps fall on :00 and :30 there, whatever its offset.
  const offset = -zoneOffsetMs(low, timeZone);
  const first = Math.ceil((low - offset) / step) * step + offset;
  const ticks: number[] = [];
  for (let tick = first; tick <= high; tick += step) ticks.push(tick);
  // A span under one step still gets the minute it is in.
  return ticks.length > 0 ? ticks : [Math.floor((low - offset) / MINUTE_MS) * MINUTE_MS + offset];
}

/**
 * An axis of times widened to whole minutes, at least one apart, so its minute ticks all fall inside it: a tick
 * outside the range would be laid out off the plot, and the labels' room would squeeze the plot to nothing (two
 * estimates made seconds apart).
 */
export function minuteRange(min: number, max: number): { min: number; max: number } {
  const low = Math.floor(Math.min(min, max) / MINUTE_MS) * MINUTE_MS;
  const high = Math.ceil(Math.max(min, max) / MINUTE_MS) * MINUTE_MS;
  return { min: low, max: Math.max(high, low + MINUTE_MS) };
}
