import { isDateLocaleLoaded, loadDateLocale, type Locale } from '@tracking/core';
import { use, type ReactNode } from 'react';
import { loadChunk } from '../lib/chunk-reload';

const loads = new Map<Locale, Promise<void>>();

/**
 * Loads a locale's month and weekday names (a chunk per locale) once, guarded like a page chunk: a name gone
 * after a deploy reloads the page once. A failed load is forgotten, so a later render tries again.
 */
export function loadDateNames(locale: Locale): Promise<void> {
  let load = loads.get(locale);
  if (!load) {
    load = loadChunk(() => loadDateLocale(locale));
    load.catch(() => loads.delete(locale));
    loads.set(locale, load);
  }
  return load;
}

/**
 * Renders its children once the locale's date names are loaded, suspending meanwhile; when they already are,
 * it renders at once without a suspended frame.
 */
export function DateNames({ locale, children }: { locale: Locale; children: ReactNode }) {
  if (!isDateLocaleLoaded(locale)) use(loadDateNames(locale));
  return children;
}
