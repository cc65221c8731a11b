import {
  createContext,
  createElement,
  lazy,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { loadChunk } from './chunk-reload';

/**
 * How many times the part around has been asked to try again (ui/optional-part counts): a part whose load failed
 * loads afresh once this moves on, never by itself (React would render the failure again and again).
 */
export const PartAttempt = createContext(0);

interface Load<P> {
  attempt: number;
  failed: boolean;
  component: LazyExoticComponent<ComponentType<P>>;
}

/**
 * A component whose code loads on its first render, behind the one-reload-per-session chunk guard. A load that
 * fails throws a ChunkLoadError (for ui/optional-part to show); once that part tries again, the code is asked for
 * anew, without a reload.
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const start = (attempt: number): Load<P> => {
    const started: Load<P> = {
      attempt,
      failed: false,
      component: lazy(() =>
        loadChunk(load).then(
          (module) => ({ default: pick(module) }),
          (error: unknown) => {
            started.failed = true;
            throw error;
          },
        ),
      ),
    };
    return started;
  };
  let current: Load<P> | null = null;
  return function LazyPart(props: P) {
    const attempt = useContext(PartAttempt);
    if (!current || (current.failed && current.attempt !== attempt)) current = start(attempt);
    return createElement(current.component, props);
  };
}
