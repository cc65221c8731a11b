import {
  createContext,
  createElement,
  lazy,
  useContext,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { loadChunk } from './chunk-reload';

/**
 * How many times the boundary around has been asked to try again (ui/error-boundary counts): a part whose load
 * failed loads afresh once this moves on, never by itself (React would render the failure again and again).
 */
export const PartAttempt = createContext(0);

/** A component whose code loads on its first render (or earlier, when asked). */
export type LazyPart<P extends object> = ComponentType<P> & {
  /**
   * Starts loading early, e.g. a page's chunk while the order is still on its way. Speculative: a failure
   * neither reloads the page nor sticks, so the part's own render asks again.
   */
  preload: () => void;
  /** Loads the code; once it is in, the component renders at once, without suspending. */
  load: () => Promise<unknown>;
};

interface Attempt<P> {
  attempt: number;
  failed: boolean;
  loading: Promise<{ default: ComponentType<P> }>;
  component: LazyExoticComponent<ComponentType<P>>;
}

/**
 * A page or a part of one whose code loads lazily, behind the one-reload-per-session chunk guard. Once loaded it
 * renders without suspending (hydrating a page whose chunk came first must not suspend, and the server renders
 * every page so). A load that fails throws a ChunkLoadError to the boundary around (the route's, or
 * ui/error-boundary's OptionalPart, whose "Try again" asks for the code anew, without a reload).
 */
export function lazyPart<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let current: Attempt<P> | null = null;
  const begin = (attempt: number): Attempt<P> => {
    if (current && !(current.failed && current.attempt !== attempt)) return current;
    const started: Attempt<P> = {
      attempt,
      failed: false,
      loading: loadChunk(load).then(
        (module) => ({ default: (loaded = pick(module)) }),
        (error: unknown) => {
          started.failed = true;
          throw error;
        },
      ),
      component: lazy(() => started.loading),
    };
    current = started;
    return started;
  };
  function Part(props: P) {
    const attempt = useContext(PartAttempt);
    // Which it renders is fixed when it mounts. React may finish a part that suspended by replaying the lazy
    // wrapper alone, so a mounted part can be the wrapper even once the code is in; rendering the loaded
    // component then would be another element type, and React would mount the part afresh, losing its state
    // (the feedback card's thank-you was lost so, now and then).
    const [loadedAtMount] = useState(() => loaded);
    return createElement(loadedAtMount ?? begin(attempt).component, props);
  }
  return Object.assign(Part, {
    preload: () => {
      if (loaded || current) return;
      load().then(
        (module) => void (loaded ??= pick(module)),
        () => undefined,
      );
    },
    load: () => begin(0).loading,
  });
}
