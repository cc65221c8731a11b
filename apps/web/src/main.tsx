import './app/global.css';
import { mountApp } from './app/mount';
import { startErrorReporting } from './app/error-reporting';
import { env } from './config/env';
import { initI18n } from './i18n/i18n';
import { initialLocale } from './i18n/locale-choice';

void initI18n(initialLocale(window.location.pathname, navigator.languages));
mountApp(document);
// Error reporting loads once the page is up, off the critical path.
window.addEventListener('load', () => setTimeout(() => startErrorReporting(env), 0), { once: true });
