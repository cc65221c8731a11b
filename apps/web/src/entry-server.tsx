/**
 * The server render of the tracking pages (a `vite build --ssr` of this file; the service imports it at start).
 * Each call renders one request with its own query cache and i18next instance: nothing is shared between
 * requests but what is fixed at start (the runtime config, the page chunks).
 */
import { Writable } from 'node:stream';
import type { QueryClient } from '@tanstack/react-query';
import { isFinalStatus, type Order, type RuntimeConfig } from '@tracking/core';
import { createInstance } from 'i18next';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { App, type AppRouter } from './app/app';
import { loadServerPages } from './app/app-routes';
import { pageDataElement, type PageData } from './app/server-render/page-data';
import { seedQueryCache } from './app/server-render/seed-query-cache';
import { trackingRedirect, type TrackingDecision } from './app/tracking/tracking-redirect';
import { setServerRuntimeConfig } from './config/env';
import { serverGivenTranslations } from './i18n/i18n';
import { initialLocale } from './i18n/locale-choice';
import { showsEtaHistory } from './features/tracking/eta/lazy-eta-history';
import { createQueryClient } from './lib/query-client';
import { AddressRouter, addressOf } from './lib/router';

export type { PageData, TrackingDecision };
export { initialLocale, trackingRedirect };

/** The source module of each page under /{trackingId}/{lang} (the keys of app-routes' TRACKING_PAGES). */
const PAGE_MODULES: Record<string, string[]> = {
  '': ['src/app/routes/order-route.tsx'],
  preferences: ['src/app/routes/preferences-route.tsx'],
  // The map is drawn right after hydration: its chunk is as needed as the page's.
  'live-tracking': ['src/app/routes/live-tracking-route.tsx', 'src/features/live-map/map/live-map.tsx'],
};
const NOT_FOUND_MODULE = 'src/features/not-found/not-found-page.tsx';
const FEEDBACK_MODULE = 'src/features/feedback/feedback-card.tsx';
const ETA_HISTORY_MODULE = 'src/features/tracking/eta/eta-history.tsx';

/**
 * The source modules (Vite manifest keys, or their ends) a server-rendered page needs as it hydrates: the page's
 * chunk (or the not-found page's), and on the order page the parts drawn from chunks of their own: a final
 * order's feedback form (a recipient may start on it at once), the estimate history. The service preloads
 * exactly these, and writes their styles into the page.
 */
export function pageModules(rest: string, order: Pick<Order, 'statusCode' | 'etaHistory'> | null): string[] {
  const page = order ? (PAGE_MODULES[rest] ?? ['src/app/routes/not-found-route.tsx']) : [NOT_FOUND_MODULE];
  const orderPage = order !== null && rest === '';
  const feedback = orderPage && isFinalStatus(order.statusCode) ? [FEEDBACK_MODULE] : [];
  const history = orderPage && showsEtaHistory(order) ? [ETA_HISTORY_MODULE] : [];
  return [...page, ...feedback, ...history];
}

/** Once at the service's start: its runtime config and every page chunk. */
export async function prepareServerRender(config: RuntimeConfig): Promise<void> {
  setServerRuntimeConfig(config);
  await loadServerPages();
}

/** A rendered page: the markup of #root (its `<title>` apart, for <head>) and the data element to hydrate from. */
export interface RenderedPage {
  title: string | null;
  rootHtml: string;
  dataElement: string;
}

const TITLE_PATTERN = /<title>([\s\S]*?)<\/title>/;

// Nothing moves during a server render: the service answers the redirects itself (apps/server tracking-pages.ts).
const stay = () => undefined;

/** The router of one render: the request's path and query, where the browser's address bar will be. */
const routerAt = (location: string): AppRouter => {
  const address = addressOf(location);
  return function RequestRouter({ children }) {
    return (
      <AddressRouter address={address} navigate={stay}>
        {children}
      </AddressRouter>
    );
  };
};

/** Renders the page at `location` (path and query) with the order or the refusal that `data` holds. */
export async function renderPage(location: string, given: PageData): Promise<RenderedPage> {
  const renderedAt = Date.now();
  const data: PageData = { ...given, renderedAt };
  const queryClient: QueryClient = createQueryClient();
  seedQueryCache(queryClient, data, renderedAt);
  const i18n = createInstance();
  await i18n.init({
    ...serverGivenTranslations(data.locale, data.translations),
    lng: data.locale,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  const html = await renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <App
          queryClient={queryClient}
          router={routerAt(location)}
          renderedAt={renderedAt}
          formAnswer={data.formAnswer ?? null}
        />
      </I18nextProvider>
    </StrictMode>,
  );
  queryClient.clear();
  // React puts a page's <title> first in its output; the document's head is where it counts without scripts.
  const title = TITLE_PATTERN.exec(html);
  return {
    title: title?.[1] ?? null,
    rootHtml: title ? html.replace(TITLE_PATTERN, '') : html,
    dataElement: pageDataElement(data),
  };
}

const RENDER_TIMEOUT_MS = 5_000;

/** The whole markup once every part is ready (no streamed fallbacks: they would need inline scripts). */
function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    // A part that never settles must not hold the answer: the service then sends the page without its render.
    const timer = setTimeout(() => {
      stream.abort();
      reject(new Error(`render not ready within ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS);
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, however large: an outlined one is put in place by an inline script, which the
      // page's policy (script-src 'self') refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
