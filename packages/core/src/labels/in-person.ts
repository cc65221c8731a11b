import { requirementLabel, type RequirementFlags, type RequirementLabel } from './delivery-labels';

/** How the in-person hand-over stands: set by the merchant's requirement, ruled out, or the recipient's choice. */
export type InPersonChoice =
  | { kind: 'required'; requirement: Exclude<RequirementLabel, 'outsideDoor'> }
  | { kind: 'alwaysOutside' }
  | { kind: 'choice' };

/**
 * Whether the recipient may choose an in-person hand-over. A merchant requirement (id check, signature, in
 * person; by the label precedence) makes it so and cannot be switched off; otherwise an account that always
 * delivers outside rules it out. The page shows it; the service enforces it.
 */
export function inPersonChoice(
  requirements: RequirementFlags,
  account: { alwaysDeliverOutside: boolean },
): InPersonChoice {
  const requirement = requirementLabel(requirements);
  if (requirement !== 'outsideDoor') return { kind: 'required', requirement };
  return account.alwaysDeliverOutside ? { kind: 'alwaysOutside' } : { kind: 'choice' };
}

/**
 * The in-person flag to store for what the recipient asked: true when a requirement forces the hand-over,
 * false when the account rules it out or the recipient did not ask; 'refused' when they asked for what the
 * account rules out.
 */
export function inPersonToStore(choice: InPersonChoice, asked: boolean | undefined): boolean | 'refused' {
  if (choice.kind === 'required') return true;
  if (choice.kind === 'alwaysOutside') return asked === true ? 'refused' : false;
  return asked ?? false;
}

/**
 * What happens at the door, the one answer every reader shows (order page, preferences form, share view,
 * webhook): a merchant requirement forces its hand-over; an account that always delivers outside leaves it
 * outside, even when the recipient chose in person before the account switched (the service no longer honours
 * that choice); otherwise the recipient's choice.
 */
export function atTheDoor(
  requirements: RequirementFlags,
  account: { alwaysDeliverOutside: boolean },
  recipientChoseInPerson: boolean,
): RequirementLabel {
  return atTheDoorFor(inPersonChoice(requirements, account), recipientChoseInPerson);
}

/** `atTheDoor` once the choice is known, e.g. while the recipient ticks the box on the form. */
export function atTheDoorFor(choice: InPersonChoice, recipientChoseInPerson: boolean): RequirementLabel {
  if (choice.kind === 'required') return choice.requirement;
  if (choice.kind === 'alwaysOutside') return 'outsideDoor';
  return recipientChoseInPerson ? 'inPerson' : 'outsideDoor';
}
