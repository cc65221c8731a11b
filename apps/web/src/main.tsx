import './app/global.css';
import { mountApp } from './app/mount';
import { startErrorReporting } from './app/error-reporting';
import { readPageData } from './app/server-render/page-data';
import { registerServiceWorker } from './app/service-worker-registration';
import { env } from './config/env';
import { initI18n } from './i18n/i18n';
import { initialLocale } from './i18n/locale-choice';

const pageData = readPageData(document);
if (pageData) {
  // The server rendered the page: i18next and the query cache start from what it carried (no request), and
  // the page hydrates once its chunk (preloaded by the HTML) is in.
  void initI18n(pageData.locale, pageData.translations);
  mountApp(document, pageData);
} else {
  const locale = initialLocale(window.location.pathname, navigator.languages);
  void initI18n(locale);
  mountApp(document, null);
}
registerServiceWorker();
// Error reporting loads once the page is up, off the critical path.
window.addEventListener('load', () => setTimeout(() => startErrorReporting(env), 0), { once: true });
