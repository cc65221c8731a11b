/** At most `count` uses in each window of `seconds` (windows aligned to the clock: a minute, an hour, a day). */
export interface Allowance {
  readonly count: number;
  readonly seconds: number;
}

/**
 * What a route that writes or has a side effect may cost, counted per order (the tracking id the call names)
 * and per address group (IPv6 by /64). Routes declaring the same budget (the same `name`) share its counters.
 */
export interface WriteBudget {
  /** Names the counters; two routes with one name draw from one budget. */
  readonly name: string;
  readonly perOrder: readonly Allowance[];
  readonly perAddress: readonly Allowance[];
  /** A per-order limit the feature keeps in the store instead of a counter, and how it answers. */
  readonly perOrderInStore?: string;
}

/** Why a route that writes takes no budget. */
export const BUDGET_EXEMPTIONS = {
  provider:
    "The provider's ingest API: authenticated by its key (failed keys are counted per address), idempotent writes; its volume is the provider's own traffic, which a budget per order would cut off mid-route.",
} as const;

/** A route that writes declares a budget, or names the exemption it falls under. */
export type RouteBudget = WriteBudget | keyof typeof BUDGET_EXEMPTIONS;

export const MINUTE = 60;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const UNITS: [number, string][] = [
  [DAY, 'day'],
  [HOUR, 'hour'],
  [MINUTE, 'minute'],
  [1, 'second'],
];

/** "10 a minute", "5 every 2 hours". */
function allowanceText({ count, seconds }: Allowance): string {
  const [size, unit] = UNITS.find(([length]) => seconds % length === 0) ?? [1, 'second'];
  const times = seconds / size;
  return times === 1 ? `${count} a ${unit}` : `${count} every ${times} ${unit}s`;
}

/** A budget in words, for the API description: "10 a minute and 50 a day per order; 60 a minute per address". */
export function describeBudget(budget: WriteBudget): string {
  const per = (allowances: readonly Allowance[], subject: string) =>
    allowances.length === 0 ? [] : [`${allowances.map(allowanceText).join(' and ')} per ${subject}`];
  return [
    ...per(budget.perOrder, 'order'),
    ...(budget.perOrderInStore ? [budget.perOrderInStore] : []),
    ...per(budget.perAddress, 'address group'),
  ].join('; ');
}
