export { ErrorBoundary } from './error-boundary';
export { OptionalPart } from './optional-part';
