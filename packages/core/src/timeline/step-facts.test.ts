import { describe, expect, it } from 'vitest';
import { anOrder } from '../testing/fixtures';
import { stepFacts, type FactStep, type StepFact } from './step-facts';

const WINDOW = { start: '2026-03-03T13:00:00.000Z', end: '2026-03-03T15:00:00.000Z' };
const window: StepFact = { kind: 'window', ...WINDOW };
const reached = (statusCode: number, current = false): FactStep => ({ statusCode, current, ahead: false });
const ahead = (statusCode: number): FactStep => ({ statusCode, current: false, ahead: true });
const noChecks = { idCheck: false, signature: false, deliveryInPerson: false };
const preferences = (instructions: string) => ({
  deliveryPreference: 20 as const,
  deliverInPerson: false,
  instructions,
});

describe('stepFacts', () => {
  it.each<[string, FactStep, Parameters<typeof anOrder>[0], StepFact[]]>([
    ['the live step carries the window', reached(81, true), { statusCode: 81 }, [window]],
    ['an earlier live step does not', reached(80), { statusCode: 81 }, []],
    ['the delivery ahead carries it before the driver leaves', ahead(90), { statusCode: 30 }, [window]],
    ['the delivery ahead does not while live (the live step has it)', ahead(90), { statusCode: 81 }, []],
    ['a step ahead that is not the delivery does not', ahead(80), { statusCode: 30 }, []],
    ['no window, no fact', reached(81, true), { statusCode: 81, deliveryWindow: null }, []],
    [
      'left at the door, with what the recipient asked',
      reached(91, true),
      { statusCode: 91, deliveryPreferences: preferences('  Behind the blue bin ') },
      [
        { kind: 'place', place: 'door' },
        { kind: 'instructions', text: 'Behind the blue bin' },
      ],
    ],
    [
      'left at the door without instructions',
      reached(91, true),
      { statusCode: 91, deliveryPreferences: preferences('  ') },
      [{ kind: 'place', place: 'door' }],
    ],
    [
      'with a neighbour: instructions were for the door',
      reached(93, true),
      { statusCode: 93, deliveryPreferences: preferences('Behind the bin') },
      [{ kind: 'place', place: 'neighbour' }],
    ],
    ['at a pickup point', reached(94, true), { statusCode: 94 }, [{ kind: 'place', place: 'pickupPoint' }]],
    [
      'handed over after an ID check (it outranks the signature)',
      reached(90, true),
      { statusCode: 90, deliveryRequirements: { idCheck: true, signature: true, deliveryInPerson: true } },
      [{ kind: 'handOver', check: 'idCheck' }],
    ],
    [
      'handed over with a signature',
      reached(90, true),
      { statusCode: 90, deliveryRequirements: { ...noChecks, signature: true } },
      [{ kind: 'handOver', check: 'signature' }],
    ],
    [
      'handed over in person',
      reached(90, true),
      { statusCode: 90, deliveryRequirements: noChecks },
      [{ kind: 'handOver', check: null }],
    ],
    [
      'a failed attempt with another day chosen',
      reached(92, true),
      { statusCode: 92, deliveryDate: '2027-03-05' },
      [{ kind: 'newDay', day: '2027-03-05' }],
    ],
    ['a failed attempt, no day chosen', reached(92, true), { statusCode: 92 }, []],
    [
      'an earlier failed attempt: the day belongs to the current step',
      reached(92),
      { statusCode: 81, deliveryDate: '2027-03-05' },
      [],
    ],
    ['a step in transit', reached(30, true), { statusCode: 30 }, []],
  ])('%s', (_case, step, order, expected) => {
    expect(stepFacts(step, anOrder({ deliveryWindow: WINDOW, ...order }))).toEqual(expected);
  });
});
