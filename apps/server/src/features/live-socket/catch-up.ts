import { trackingIdOfChannel } from '../../platform/bus/bus';
import type { LiveFrame } from './live-frame';

/** Orders read at once while catching up, so it never takes the whole connection pool. */
const CATCH_UP_LANES = 8;

/**
 * After the bus lost messages (Redis was away), sends the sockets of each order on those channels a fresh
 * snapshot, what a page that reconnects gets, so a status change, a final close or a share link's revocation
 * missed meanwhile is not lost (`snapshot` answers nothing for a channel with nothing to catch up on). `send`
 * reaches this instance's sockets, or every instance's (through the bus) when our own publishes were lost.
 */
export async function catchUp(
  channels: readonly string[],
  snapshot: (id: string) => Promise<LiveFrame | undefined>,
  send: (id: string, frame: LiveFrame) => void,
): Promise<void> {
  const ids = channels.flatMap((channel) => trackingIdOfChannel(channel) ?? []);
  let next = 0;
  const lane = async () => {
    for (let id = ids[next++]; id; id = ids[next++]) {
      const frame = await snapshot(id);
      if (frame) send(id, frame);
    }
  };
  await Promise.all(Array.from({ length: CATCH_UP_LANES }, lane));
}
