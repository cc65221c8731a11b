/** Delivery preference codes (spec section 4). */
export const PREFERENCE_CODES = { DO_NOTHING: 10, KNOCK: 20, DOORBELL: 30 } as const;
export type PreferenceCode = (typeof PREFERENCE_CODES)[keyof typeof PREFERENCE_CODES];
export const PREFERENCE_CODE_VALUES: readonly PreferenceCode[] = Object.values(PREFERENCE_CODES);

/** What the driver must do at the door, most demanding first. */
export const REQUIREMENT_LABELS = ['idCheck', 'signature', 'inPerson', 'outsideDoor'] as const;
export type RequirementLabel = (typeof REQUIREMENT_LABELS)[number];

export interface RequirementFlags {
  idCheck: boolean;
  signature: boolean;
  deliveryInPerson: boolean;
}

/**
 * Delivery-requirement label precedence: id check, then signature, then in person (merchant flag or the
 * recipient's own choice), else outside the door.
 */
export function requirementLabel(
  requirements: RequirementFlags,
  recipientChoseInPerson = false,
): RequirementLabel {
  if (requirements.idCheck) return 'idCheck';
  if (requirements.signature) return 'signature';
  if (requirements.deliveryInPerson || recipientChoseInPerson) return 'inPerson';
  return 'outsideDoor';
}

export const SERVICE_TYPES = ['delivery', 'pickup', 'delivery_pickup'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** Translation key of a service type label: delivery, pickup, delivery and pickup. */
export function serviceTypeLabelKey(serviceType: ServiceType): string {
  return `serviceType.${serviceType}`;
}

/** Translation key of a preference code's label. */
export function preferenceLabelKey(code: PreferenceCode): string {
  const names: Record<PreferenceCode, string> = { 10: 'doNothing', 20: 'knock', 30: 'doorbell' };
  return `preference.${names[code]}`;
}
