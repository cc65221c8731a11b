export { PageSpinner, Spinner } from './spinner';
