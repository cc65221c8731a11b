import { lazy, type ComponentType } from 'react';
import { loadChunk } from '../lib/chunk-reload';

/** A page component loaded on first render, behind the one-reload-per-session chunk guard. */
export interface LazyPage {
  Component: ComponentType;
  /** Starts loading the chunk early, e.g. while the order is still on its way. */
  preload: () => void;
}

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loading: Promise<{ default: ComponentType }> | null = null;
  const start = () => {
    loading ??= loadChunk(load).then((module) => ({ default: pick(module) }));
    return loading;
  };
  return { Component: lazy(start), preload: () => void start() };
}
