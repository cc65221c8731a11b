export { Checkbox } from './checkbox';
