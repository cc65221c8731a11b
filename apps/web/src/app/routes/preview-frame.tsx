import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import {
  FRAME_READY_MESSAGE,
  FRAME_STATE_MESSAGE,
  readFrameState,
  type FrameState,
} from '../../features/preview/frame-state';
import { SAMPLE_TRACKING_ID, sampleOrder } from '../../features/preview/sample-order';
import { orderQueryKey } from '../../lib/order-query-key';
import { MemoryRouter } from '../../lib/router';
import { LiveUpdatesEnabled } from '../../lib/use-live-updates';
import { Alert } from '../../ui/alert';
import { LocalisedSpinner } from '../localised-spinner';
import styles from './preview-frame.module.css';

/** A cache that already holds the sample order and never asks the service for anything. */
function sampleClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { enabled: false, staleTime: Infinity, retry: false } },
    // Nothing a sample page does may reach the service: a save stops before it is sent.
    mutationCache: new MutationCache({
      onMutate: () => {
        throw new Error('The merchant preview saves nothing');
      },
    }),
  });
}

const PAGE_HREF = {
  order: paths.order.href,
  preferences: paths.preferences.href,
  map: paths.liveTracking.href,
} as const;

interface SamplePagesProps {
  state: FrameState;
  client: QueryClient;
  notSavedText: string;
  /** The app's routes, handed down by the shell. */
  appRoutes: ComponentType;
}

/**
 * The real pages of a tracking link (routes, redirects, shell, order, preferences, map) on the sample order, in a
 * router of their own so their links stay in the frame. A form sent here is stopped and says nothing was saved;
 * links away from the preview do nothing.
 */
function SamplePages({ state, client, notSavedText, appRoutes: AppRoutes }: SamplePagesProps) {
  const [stopped, setStopped] = useState(false);
  const stopSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setStopped(true);
  };
  const stayInPreview = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (link?.href && new URL(link.href).origin !== window.location.origin) event.preventDefault();
  };
  const start = PAGE_HREF[state.page](SAMPLE_TRACKING_ID, state.input.locale);
  return (
    <QueryClientProvider client={client}>
      <LiveUpdatesEnabled value={false}>
        <div onSubmitCapture={stopSubmit} onClickCapture={stayInPreview}>
          <MemoryRouter key={start} start={start}>
            <Suspense fallback={<LocalisedSpinner />}>
              <AppRoutes />
            </Suspense>
          </MemoryRouter>
          {stopped ? (
            <div className={styles.notice}>
              <Alert variant="primary" role="status" heading={notSavedText} />
            </div>
          ) : null}
        </div>
      </LiveUpdatesEnabled>
    </QueryClientProvider>
  );
}

/**
 * One device frame of the merchant preview (/___preview___/frame?...): the sample pages at the frame's width,
 * under a banner saying it is a preview (the service lets only the listed dashboards frame it).
 * The preview around it sends changes by message from the same origin; the frame reads its address first.
 * The pages run in a React root of their own: a router cannot sit inside the page's router.
 */
export function PreviewFrame({ appRoutes }: { appRoutes: ComponentType }) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  const [client] = useState(sampleClient);
  const [state, setState] = useState(() =>
    readFrameState(window.location.search, {
      theme: null,
      logo: null,
      locale: 'en_GB',
      merchantName: t('preview.sampleMerchant'),
    }),
  );

  useEffect(() => {
    const follow = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; search?: unknown } | null;
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (data?.type !== FRAME_STATE_MESSAGE || typeof data.search !== 'string') return;
      const search = data.search;
      setState((current) => readFrameState(search, current.input));
    };
    window.addEventListener('message', follow);
    // Changes sent before this listened are lost: the preview sends what to show now.
    if (window.parent !== window)
      window.parent.postMessage({ type: FRAME_READY_MESSAGE }, window.location.origin);
    return () => window.removeEventListener('message', follow);
  }, []);

  useEffect(() => {
    const container = document.createElement('div');
    host.current?.append(container);
    const pages = createRoot(container);
    root.current = pages;
    return () => {
      root.current = null;
      // A root is unmounted after the render that removed it, never during one.
      setTimeout(() => {
        pages.unmount();
        container.remove();
      });
    };
  }, []);

  useEffect(() => {
    const order = sampleOrder({
      ...state.input,
      statusCode: state.statusCode,
      instructions: t('preview.sampleInstructions'),
      now: new Date(),
    });
    client.setQueryData(orderQueryKey(SAMPLE_TRACKING_ID), order);
    root.current?.render(
      <SamplePages
        state={state}
        client={client}
        notSavedText={t('preview.notSaved')}
        appRoutes={appRoutes}
      />,
    );
  }, [state, client, t, appRoutes]);

  // Never a page that passes for a real one: a banner always, and a plain word when opened outside a frame.
  const framed = window.parent !== window;
  return (
    <>
      <p className={styles.banner} role="note">
        {t('preview.frameBanner')}
      </p>
      {framed ? null : <Alert variant="warning" heading={t('preview.frameAlone')} />}
      <div ref={host} />
    </>
  );
}
