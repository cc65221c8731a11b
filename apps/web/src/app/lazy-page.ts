import { createElement, lazy, type ComponentType } from 'react';
import { loadChunk } from '../lib/chunk-reload';

/** A page component loaded on first render, behind the one-reload-per-session chunk guard. */
export interface LazyPage<P extends object = object> {
  Component: ComponentType<P>;
  /** Starts loading the chunk early, e.g. while the order is still on its way. */
  preload: () => void;
  /** Loads the chunk; once loaded, Component renders without suspending (hydration and the server need that). */
  load: () => Promise<unknown>;
}

export function lazyPage<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const start = () => {
    loading ??= loadChunk(load).then((module) => {
      loaded = pick(module);
      return { default: loaded };
    });
    return loading;
  };
  const LazyComponent = lazy(start);
  // A loaded chunk renders at once: hydrating a page whose chunk came first must not suspend (a suspended
  // boundary would keep the server's HTML a while longer), and the server renders every page this way.
  function Component(props: P) {
    return createElement(loaded ?? LazyComponent, props);
  }
  return { Component, preload: () => void start(), load: start };
}
