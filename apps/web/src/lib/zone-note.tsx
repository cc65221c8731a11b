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
 * address's (every time is shown in the address's zone); a device in the address's zone never shows it. The
 * service cannot know the device's zone: the server's HTML says the zone only to a browser without scripts
 * (`<noscript>`, which hydration leaves alone), and the page's script adds it once it can compare the clocks.
 */
export function ZoneNote({ timeZone, now }: { timeZone: string; now: Date }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const note = ` ${t('time.zoneNote', { city: zoneCity(timeZone) })}`;
  if (!hydrated) return <noscript data-testid="zone-note">{note}</noscript>;
  if (!deviceClockDiffers(timeZone, now)) return null;
  return <span data-testid="zone-note">{note}</span>;
}
