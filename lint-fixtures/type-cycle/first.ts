// rejected by: dpdm (a cycle of type-only imports, which import/no-cycle skips)
import type { Second } from './second';

export interface First {
  next: Second | null;
}
