import { describe, expect, it } from 'vitest';
import { deviceClockDiffers } from './zone-note';

describe('deviceClockDiffers', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');
  it.each([
    ['Europe/Helsinki', 'Europe/Helsinki', winter, false],
    // Mariehamn keeps Helsinki's clock under another name.
    ['Europe/Helsinki', 'Europe/Mariehamn', winter, false],
    ['Europe/Helsinki', 'Europe/Copenhagen', winter, true],
    ['Europe/Helsinki', 'America/Los_Angeles', winter, true],
    ['Europe/Helsinki', 'Pacific/Kiritimati', winter, true],
    // Reykjavik and London agree in winter only.
    ['Atlantic/Reykjavik', 'Europe/London', winter, false],
    ['Atlantic/Reykjavik', 'Europe/London', summer, true],
  ])('address %s, device %s', (address, device, now, expected) =>
    expect(deviceClockDiffers(address, now, device)).toBe(expected),
  );
});
