export { RadioGroup, type RadioOption } from './radio-group';
