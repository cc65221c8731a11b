import type { ServerMessage } from '@tracking/core';
import type { ViewNotice } from './view-notice';

/** A live message as received, decoded when called (undefined when it does not decode). */
export type LazyMessage = () => ServerMessage | undefined;

/**
 * How the view cache hears of changes made anywhere: notices from every instance, and the live messages of the
 * orders it holds while they are live. The transport (the bus: memory in one process, Redis across instances)
 * implements it; the domain only knows this contract.
 */
export interface ViewFeed {
  /** Tells every other instance; this one has already applied the notice. */
  announce(notice: ViewNotice): void;
  /** Notices announced by other instances. */
  onNotice(handler: (notice: ViewNotice) => void): void;
  /**
   * The order's live messages from any instance, from when the promise resolves; the result stops them. Each
   * comes as a function that decodes it, so one nobody reads costs nothing.
   */
  watch(trackingId: string, handler: (message: LazyMessage) => void): Promise<() => void>;
  /** After an outage: notices or these orders' messages may have been lost. */
  onMissed(handler: (lost: 'all' | readonly string[]) => void): void;
  /** False while notices from other instances cannot arrive: nothing may be kept then. */
  connected(): boolean;
}

/** A feed with no other instance and no live messages: for a domain that only writes (the demo's seeding). */
export const WRITE_ONLY_FEED: ViewFeed = {
  announce: () => undefined,
  onNotice: () => undefined,
  watch: async () => () => undefined,
  onMissed: () => undefined,
  connected: () => true,
};
