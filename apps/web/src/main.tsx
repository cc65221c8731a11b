import './app/global.css';
import { mountApp } from './app/mount';
import { startErrorReporting } from './app/error-reporting';
import { env } from './config/env';
import { initI18n } from './i18n/i18n';
import { loadDateNames } from './i18n/date-names';
import { initialLocale } from './i18n/locale-choice';

const locale = initialLocale(window.location.pathname, navigator.languages);
void initI18n(locale);
// Alongside the translations; a failed load is tried again where the page needs the names (DateNames).
loadDateNames(locale).catch(() => undefined);
mountApp(document);
// Error reporting loads once the page is up, off the critical path.
window.addEventListener('load', () => setTimeout(() => startErrorReporting(env), 0), { once: true });
