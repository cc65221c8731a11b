export { FieldHelp, FieldLabel, fieldClassNames } from './field';
export { focusFirstInvalid } from './focus-first-invalid';
