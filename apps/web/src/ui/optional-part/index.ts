export { OptionalPart } from './optional-part';
