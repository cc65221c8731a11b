export { DisclosureSummary } from './disclosure-summary';
