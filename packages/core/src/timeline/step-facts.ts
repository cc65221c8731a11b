import type { Order } from '../order/order-schema';
import { FAILED_ATTEMPT_STATUS, isLiveStatus, statusOutcome } from '../status/status-catalogue';

/**
 * One fact a timeline step lists under its title (the spec's description as a list of strings); the page words
 * each in the recipient's language.
 */
export type StepFact =
  /** When the driver is expected: on the live step, or on the delivery still ahead. */
  | { kind: 'window'; start: string; end: string }
  /** Where the parcel was left. */
  | { kind: 'place'; place: 'door' | 'neighbour' | 'pickupPoint' }
  /** How it was handed over (who took it, as far as the order tells): in person, after an ID check, signed for. */
  | { kind: 'handOver'; check: 'idCheck' | 'signature' | null }
  /** What the recipient asked of the driver, with a parcel left at the door. */
  | { kind: 'instructions'; text: string }
  /** The day the recipient chose for the next attempt, after a failed one. */
  | { kind: 'newDay'; day: string };

/** The step the facts are for: its status, and whether it is the order's current one or still ahead. */
export interface FactStep {
  statusCode: number;
  current: boolean;
  ahead: boolean;
}

export type FactOrder = Pick<
  Order,
  'statusCode' | 'deliveryWindow' | 'deliveryRequirements' | 'deliveryPreferences' | 'deliveryDate'
>;

const PLACES: Partial<Record<number, Extract<StepFact, { kind: 'place' }>['place']>> = {
  91: 'door',
  93: 'neighbour',
  94: 'pickupPoint',
};
const HANDED_OVER = 90;

/** Whether the delivery window is about this step: the live one now, or the delivery still ahead. */
function windowApplies(step: FactStep, order: FactOrder): boolean {
  if (step.current) return isLiveStatus(step.statusCode);
  return step.ahead && !isLiveStatus(order.statusCode) && statusOutcome(step.statusCode) === 'success';
}

/**
 * What a step has to say beyond its title, from the order: the delivery window, where the parcel was left and
 * what the recipient asked there, how it was handed over, the day chosen after a failed attempt. Empty when nothing.
 */
export function stepFacts(step: FactStep, order: FactOrder): StepFact[] {
  const facts: StepFact[] = [];
  if (order.deliveryWindow && windowApplies(step, order))
    facts.push({ kind: 'window', ...order.deliveryWindow });
  if (step.ahead) return facts;
  const place = PLACES[step.statusCode];
  if (place) facts.push({ kind: 'place', place });
  const instructions = order.deliveryPreferences?.instructions.trim();
  if (place === 'door' && instructions) facts.push({ kind: 'instructions', text: instructions });
  if (step.statusCode === HANDED_OVER) {
    const { idCheck, signature } = order.deliveryRequirements;
    facts.push({ kind: 'handOver', check: idCheck ? 'idCheck' : signature ? 'signature' : null });
  }
  if (step.statusCode === FAILED_ATTEMPT_STATUS && step.current && order.deliveryDate)
    facts.push({ kind: 'newDay', day: order.deliveryDate });
  return facts;
}
