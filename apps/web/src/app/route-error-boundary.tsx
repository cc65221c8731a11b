import type { ReactNode } from 'react';
import { ErrorBoundary } from '../ui/error-boundary';
import { reportError } from './error-reporting';
import { RouteError } from './route-error';

const showRouteError = () => <RouteError />;

/**
 * Catches a page that failed to render (a chunk that failed again after the one reload, or a bug), reports it
 * and offers a reload. Moving to another path clears it.
 */
export function RouteErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  return (
    <ErrorBoundary resetKey={resetKey} onError={reportError} fallback={showRouteError}>
      {children}
    </ErrorBoundary>
  );
}
