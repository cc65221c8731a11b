// rejected by: import/no-cycle
import { second } from './second';

export const first = () => second();
