export { FieldHelp, FieldLabel, fieldClassNames } from './field';
