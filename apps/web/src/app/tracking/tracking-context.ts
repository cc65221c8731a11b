import type { Locale, Order } from '@tracking/core';
import { createContext, useContext } from 'react';

/** What every page under /{trackingId}/{lang} is given by the tracking layout. */
export interface TrackingContext {
  order: Order;
  locale: Locale;
  /** The page's query, kept on links so the skip-preferences flag survives. */
  search: string;
}

const Context = createContext<TrackingContext | null>(null);

/** Set by the tracking layout around the page it frames. */
export const TrackingContextProvider = Context.Provider;

export function useTrackingContext(): TrackingContext {
  const context = useContext(Context);
  if (!context) throw new Error('A tracking page renders inside the tracking layout');
  return context;
}
