import type { SparseHistogram } from './histogram';

/** What the orchestrator tells a client worker. */
export type ClientCommand =
  | {
      type: 'connect';
      wsUrl: string;
      trackingIds: string[];
      localAddresses: string[];
      concurrency: number;
      /** Open this many every `intervalMs` without waiting, instead of `concurrency` at a time. */
      burst?: { size: number; intervalMs: number };
    }
  | { type: 'measure'; fromMs: number }
  | { type: 'report' }
  | { type: 'close' };

/** What a client worker answers. */
export type ClientReply =
  | {
      type: 'connected';
      opened: number;
      failed: number;
      firstError: string | undefined;
      /** In burst mode: sockets open within 2 s of the last burst being sent. */
      openedSoonAfterBursts?: number;
    }
  | { type: 'report'; delivered: number; histogram: SparseHistogram; closed: number; pongs: number };

/** What the orchestrator tells the pusher. */
export interface PushCommand {
  type: 'push';
  baseUrl: string;
  ingestKey: string;
  /** Each driver's start point; the pusher walks it around from there. */
  drivers: { driverId: string; lat: number; lng: number }[];
  /** Position posts per second, over all drivers. */
  rate: number;
  durationMs: number;
}

export interface PushReply {
  type: 'pushed';
  sent: number;
  failed: number;
  /** Posts skipped because too many were still in flight: the target could not keep up. */
  skipped: number;
  firstError: string | undefined;
}

/** Sends a message to the parent process (children are forked with an IPC channel). */
export function tellParent(message: ClientReply | PushReply | { type: 'listening'; port: number }): void {
  process.send?.(message);
}
