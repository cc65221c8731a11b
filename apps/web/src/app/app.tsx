import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { AddressBarRouter, useAddress } from '../lib/router';
import { ServerFormAnswerContext, type ServerFormAnswer } from '../lib/server-form-answer';
import { ServerRenderTime } from '../lib/use-now';
import { AppRoutes } from './app-routes';
import { LocalisedSpinner } from './localised-spinner';
import { OfflineNotice } from './offline-notice';
import { RouteErrorBoundary } from './route-error-boundary';

function RoutesWithErrorBoundary() {
  const { pathname } = useAddress();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LocalisedSpinner />}>
        <OfflineNotice />
        <AppRoutes />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** The router the routes run in: the browser's (its address bar), or the server's at the request's location. */
export type AppRouter = ComponentType<{ children: ReactNode }>;

/**
 * The application: data cache, router, and the spinner while translations or a page chunk load. The server
 * gives its router at the request's location (entry-server.tsx); the browser follows its address bar.
 */
export function App({
  queryClient,
  router = AddressBarRouter,
  renderedAt = null,
  formAnswer = null,
}: {
  queryClient: QueryClient;
  router?: AppRouter;
  /** When the server rendered the page being hydrated (or rendered now, on the server). */
  renderedAt?: number | null;
  /** The service's refusal of a form posted without scripts, shown by the page it renders again. */
  formAnswer?: ServerFormAnswer | null;
}) {
  return (
    <ServerRenderTime.Provider value={renderedAt}>
      <ServerFormAnswerContext.Provider value={formAnswer}>
        <AppProviders queryClient={queryClient} router={router} />
      </ServerFormAnswerContext.Provider>
    </ServerRenderTime.Provider>
  );
}

function AppProviders({ queryClient, router: Router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router>
        <RoutesWithErrorBoundary />
      </Router>
    </QueryClientProvider>
  );
}
