import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
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

/** The application: data cache, router, and the spinner while translations or a page chunk load. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <RoutesWithErrorBoundary />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
