// The error-reporting SDK in its own lazily loaded chunk (named sentry-sdk-*.js), never on the critical path.
export { captureException, init } from '@sentry/react';
