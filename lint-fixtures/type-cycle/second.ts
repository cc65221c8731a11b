// rejected by: dpdm (a cycle of type-only imports, which import/no-cycle skips)
import type { First } from './first';

export interface Second {
  previous: First | null;
}
