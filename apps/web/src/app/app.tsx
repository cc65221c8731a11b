import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter, StaticRouter, useLocation } from 'react-router';
import { ServerFormAnswerContext, type ServerFormAnswer } from '../lib/server-form-answer';
import { ServerRenderTime } from '../lib/use-now';
import { AppRoutes } from './app-routes';
import { LocalisedSpinner } from './localised-spinner';
import { OfflineNotice } from './offline-notice';
import { RouteErrorBoundary } from './route-error-boundary';

function RoutesWithErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LocalisedSpinner />}>
        <OfflineNotice />
        <AppRoutes />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The application: data cache, router, and the spinner while translations or a page chunk load. The server
 * renders it at `location` (a path with its query); the browser follows its address bar.
 */
export function App({
  queryClient,
  location,
  renderedAt = null,
  formAnswer = null,
}: {
  queryClient: QueryClient;
  location?: string;
  /** When the server rendered the page being hydrated (or rendered now, on the server). */
  renderedAt?: number | null;
  /** The service's refusal of a form posted without scripts, shown by the page it renders again. */
  formAnswer?: ServerFormAnswer | null;
}) {
  return (
    <ServerRenderTime.Provider value={renderedAt}>
      <ServerFormAnswerContext.Provider value={formAnswer}>
        <AppProviders queryClient={queryClient} location={location} />
      </ServerFormAnswerContext.Provider>
    </ServerRenderTime.Provider>
  );
}

function AppProviders({ queryClient, location }: { queryClient: QueryClient; location: string | undefined }) {
  return (
    <QueryClientProvider client={queryClient}>
      {location === undefined ? (
        <BrowserRouter>
          <RoutesWithErrorBoundary />
        </BrowserRouter>
      ) : (
        <StaticRouter location={location}>
          <RoutesWithErrorBoundary />
        </StaticRouter>
      )}
    </QueryClientProvider>
  );
}
