import { describe, expect, it } from 'vitest';
import {
  PREFERENCE_CODES,
  preferenceLabelKey,
  requirementLabel,
  serviceTypeLabelKey,
} from './delivery-labels';

describe('requirementLabel', () => {
  it.each([
    [{ idCheck: true, signature: true, deliveryInPerson: true }, false, 'idCheck'],
    [{ idCheck: true, signature: false, deliveryInPerson: false }, false, 'idCheck'],
    [{ idCheck: false, signature: true, deliveryInPerson: true }, true, 'signature'],
    [{ idCheck: false, signature: false, deliveryInPerson: true }, false, 'inPerson'],
    [{ idCheck: false, signature: false, deliveryInPerson: false }, true, 'inPerson'],
    [{ idCheck: false, signature: false, deliveryInPerson: false }, false, 'outsideDoor'],
  ])('%j with recipient choice %s -> %s', (flags, chose, expected) => {
    expect(requirementLabel(flags, chose)).toBe(expected);
  });
});

describe('labels', () => {
  it('has the spec preference codes', () =>
    expect(PREFERENCE_CODES).toEqual({ DO_NOTHING: 10, KNOCK: 20, DOORBELL: 30 }));
  it.each([
    [10, 'preference.doNothing'],
    [20, 'preference.knock'],
    [30, 'preference.doorbell'],
  ] as const)('preference %s -> %s', (code, key) => expect(preferenceLabelKey(code)).toBe(key));
  it.each([
    ['delivery', 'serviceType.delivery'],
    ['pickup', 'serviceType.pickup'],
    ['delivery_pickup', 'serviceType.delivery_pickup'],
  ] as const)('service type %s -> %s', (type, key) => expect(serviceTypeLabelKey(type)).toBe(key));
});
