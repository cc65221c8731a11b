export { Alert, type AlertVariant } from './alert';
