import { zoneCity, zoneOffsetMs } from '@tracking/core';
import { useTranslation } from 'react-i18next';
import { useHydrated } from './use-hydrated';

/** The device's own time zone (IANA), as the browser reports it. */
const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether a clock on this device reads differently from one in `timeZone` at `now`. */
export function deviceClockDiffers(timeZone: string, now: Date, device: string = deviceTimeZone()): boolean {
  return zoneOffsetMs(now.getTime(), device) !== zoneOffsetMs(now.getTime(), timeZone);
}

/**
 * " Helsinki time" after a time on the page, when the device's clock reads differently from the delivery
 * address's (every time is shown in the address's zone). The service cannot know the device's zone, so the
 * server's HTML and the hydrating render leave it out (the same markup on both sides) and it appears right
 * after; a device in the address's zone never shows it.
 */
export function ZoneNote({ timeZone, now }: { timeZone: string; now: Date }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated || !deviceClockDiffers(timeZone, now)) return null;
  return <span data-testid="zone-note"> {t('time.zoneNote', { city: zoneCity(timeZone) })}</span>;
}
