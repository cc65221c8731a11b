export { TextInput } from './text-input';
