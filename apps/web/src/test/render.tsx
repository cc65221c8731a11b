import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import english from '../../public/locale/en_GB.json';
import { MemoryRouter } from '../lib/router';

/** An i18next instance with the real English texts, loaded synchronously. */
export function englishI18n() {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en_GB',
    resources: { en_GB: { translation: english } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** Renders with English texts, a fresh query cache and a router at the given path. */
export function renderPage(
  ui: ReactElement,
  { path = '/', ...options }: RenderOptions & { path?: string } = {},
) {
  const i18n = englishI18n();
  const queryClient = new QueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter start={path}>{children}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

/** Makes window.matchMedia answer one media query as matching (jsdom has none). */
export function matchMediaQuery(matchingQuery: string | null) {
  window.matchMedia = (query: string) =>
    ({
      matches: query === matchingQuery,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}
