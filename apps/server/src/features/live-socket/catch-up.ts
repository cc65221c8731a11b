import { trackingIdOfChannel } from '../../platform/bus/bus';
import type { LiveFrame } from './live-frame';

/** Orders read at once while catching up, so it never takes the whole connection pool. */
const CATCH_UP_LANES = 8;

/**
 * After the bus lost messages (Redis was away), sends the sockets of each order on those channels a fresh
 * snapshot, what a page that reconnects gets, so a status change or a final close missed meanwhile is not lost.
 * `send` reaches this instance's sockets, or every instance's (through the bus) when our own publishes were lost.
 */
export async function catchUp(
  channels: readonly string[],
  snapshot: (trackingId: string) => Promise<LiveFrame>,
  send: (trackingId: string, frame: LiveFrame) => void,
): Promise<void> {
  const trackingIds = channels.flatMap((channel) => trackingIdOfChannel(channel) ?? []);
  let next = 0;
  const lane = async () => {
    for (let trackingId = trackingIds[next++]; trackingId; trackingId = trackingIds[next++]) {
      send(trackingId, await snapshot(trackingId));
    }
  };
  await Promise.all(Array.from({ length: CATCH_UP_LANES }, lane));
}
