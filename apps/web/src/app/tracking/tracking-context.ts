import type { Locale, Order } from '@tracking/core';
import { useOutletContext } from 'react-router';

/** What every page under /{trackingId}/{lang} is given by the tracking layout. */
export interface TrackingContext {
  order: Order;
  locale: Locale;
  /** The page's query, kept on links so the skip-preferences flag survives. */
  search: string;
}

export function useTrackingContext(): TrackingContext {
  return useOutletContext<TrackingContext>();
}
