// rejected by: import/no-cycle
import { first } from './first';

export const second = (): number => (first ? 1 : 0);
