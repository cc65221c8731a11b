export { FieldError, FieldErrorMessage } from './field-error';
