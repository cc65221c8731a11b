import { type RuntimeConfig } from '@tracking/core';
import { ERROR_REPORTING } from '../config/page-constants';
import type * as SentryModule from './sentry-sdk';

let sentry: Promise<typeof SentryModule> | null = null;

/**
 * Starts error reporting when a DSN is configured; without one nothing loads and nothing is sent. The SDK is
 * fetched after the page is up, so it never delays the order page. Tracing is off (sample rate 0); the spec's
 * breadcrumb and buffer sizes are set, not left to the SDK's defaults.
 */
export function startErrorReporting(config: Pick<RuntimeConfig, 'sentryDsn'>): void {
  const dsn = config.sentryDsn;
  if (!dsn || sentry) return;
  // The scrubber comes with the SDK: nothing of either is on the page's first load.
  sentry = Promise.all([import('./sentry-sdk'), import('./scrub-tracking-ids')]).then(
    ([module, { scrubReport }]) => {
      module.init({
        dsn,
        tracesSampleRate: ERROR_REPORTING.tracesSampleRate,
        maxBreadcrumbs: ERROR_REPORTING.maxBreadcrumbs,
        transportOptions: { bufferSize: ERROR_REPORTING.transportBufferSize },
        // The tracking id is a capability: it leaves the page in no report (page URL, fetch breadcrumbs, messages).
        beforeSend: (event) => scrubReport(event),
        beforeBreadcrumb: (breadcrumb) => scrubReport(breadcrumb),
      });
      return module;
    },
  );
  sentry.catch(() => {
    sentry = null;
  });
}

/** Sends an error the page caught itself (route errors); a no-op without a DSN. */
export function reportError(error: unknown): void {
  void sentry?.then((module) => module.captureException(error));
}
