/**
 * react-i18next imports `use-sync-external-store/shim`, a fallback for React before 18 (CommonJS, with its own
 * copy of the hook). React 19 has the hook: the build points that import here (vite.config.ts), which saves its
 * bytes on the order page's critical path.
 */
export { useSyncExternalStore } from 'react';
