/** A screen offset in pixels. */
export interface Offset {
  x: number;
  y: number;
}

/** A glide under way: the marker is drawn `from` away from its true place, closing linearly to 0. */
export interface Glide {
  from: Offset;
  startedAt: number;
  durationMs: number;
}

/** The longest glide; a driver reporting less often jumps the rest of the way at the next report. */
export const MAX_GLIDE_MS = 1200;
/** A move longer than this on screen is a jump (a teleport or a zoom), not something to animate. */
export const MAX_GLIDE_PX = 400;

const ZERO: Offset = { x: 0, y: 0 };

/** Where a glide has got to at `now`: the offset still to travel. */
export function remainingOffset(glide: Glide | null, now: number): Offset {
  if (!glide) return ZERO;
  const left = 1 - (now - glide.startedAt) / glide.durationMs;
  if (left <= 0) return ZERO;
  return { x: glide.from.x * Math.min(1, left), y: glide.from.y * Math.min(1, left) };
}

/**
 * The glide for a move from `before` to `after` (layer pixels) while `carried` is still to travel of the last
 * one, so a new position mid-glide continues from where the marker is drawn. Null when there is nothing to
 * animate or the move is too long to be one.
 */
export function nextGlide(
  before: Offset,
  after: Offset,
  carried: Offset,
  now: number,
  sinceLastMoveMs: number,
): Glide | null {
  const from = { x: before.x - after.x + carried.x, y: before.y - after.y + carried.y };
  const distance = Math.hypot(from.x, from.y);
  if (distance < 0.5 || distance > MAX_GLIDE_PX) return null;
  // Glide for about as long as positions take to arrive, so the marker moves without stopping between them.
  const durationMs = Math.min(MAX_GLIDE_MS, Math.max(300, sinceLastMoveMs * 0.9));
  return { from, startedAt: now, durationMs };
}
