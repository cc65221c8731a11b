import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';

/** Renders the page into #root; a page without it cannot work, so that is an error, not a blank screen. */
export function mountApp(doc: Document): void {
  const rootElement = doc.getElementById('root');
  if (!rootElement) throw new Error('no root element');
  createRoot(rootElement).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
}
