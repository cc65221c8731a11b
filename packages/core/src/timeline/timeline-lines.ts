/** Timeline step states (spec section 4). */
export const STEP_STATES = ['default', 'active', 'done', 'warning', 'error', 'dashed'] as const;
export type StepState = (typeof STEP_STATES)[number];

/** How a connecting line is drawn; 'none' where there is no neighbouring step. */
export type LineStyle = 'none' | 'default' | 'done' | 'dashed';

const isPending = (state: StepState) => state === 'default' || state === 'dashed';

/** Line before a step: done when a previous step exists and this one is neither default nor dashed. */
export function lineBefore(previous: StepState | undefined, current: StepState): LineStyle {
  if (previous === undefined) return 'none';
  return isPending(current) ? 'default' : 'done';
}

/** Line after a step: dashed towards a dashed step; default when either end is pending; else done. */
export function lineAfter(current: StepState, next: StepState | undefined): LineStyle {
  if (next === undefined) return 'none';
  if (next === 'dashed') return 'dashed';
  return isPending(current) || isPending(next) ? 'default' : 'done';
}
