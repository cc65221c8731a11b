export { PageBody, PageHero, PageSection, PageShell } from './page-shell';
export { PageHeader } from './page-header';
export { useCssVariables } from './use-css-variables';
