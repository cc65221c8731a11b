import type { ServerMessage } from '@tracking/core';
import { sharedDriverLocation, type ShareDoor } from './share-view';

/** The doorstep card is the owner's alone (the share view has none): a share link's socket never gets it. */
function withoutDoorstep(message: ServerMessage): ServerMessage {
  if (message.type !== 'routeUpdate' || !('doorstep' in message)) return message;
  const { doorstep: _owners, ...rest } = message;
  return rest;
}

/**
 * The share view's rule applied to the live messages a share link's socket receives, which are the order's own
 * (one stream per order): a position within 50 m of the recipient's door becomes "no position" (as the HTTP
 * share view says it), every other message passes as it is. It follows `stopsBefore` from the messages, since a
 * door without coordinates is judged by it. The doorstep card never passes.
 */
export class ShareLiveFilter {
  constructor(
    private readonly door: ShareDoor,
    private stopsBefore: number | null,
  ) {}

  apply(given: ServerMessage): ServerMessage {
    const message = withoutDoorstep(given);
    if (message.type === 'routeUpdate') {
      if (message.stopsBefore !== undefined) this.stopsBefore = message.stopsBefore;
      if (message.driverLocation === undefined) return message;
      return { ...message, driverLocation: this.shown(message.driverLocation) };
    }
    if (message.type !== 'locationUpdate' || message.driverLocation === undefined) return message;
    const shown = this.shown(message.driverLocation);
    if (shown) return { ...message, driverLocation: shown };
    // Withheld: the position the page holds must go too, which only a routeUpdate can say (null).
    const { timeDiff } = message;
    return { type: 'routeUpdate', driverLocation: null, ...(timeDiff !== undefined && { timeDiff }) };
  }

  private shown(location: Parameters<typeof sharedDriverLocation>[0]) {
    return sharedDriverLocation(location, this.door, this.stopsBefore);
  }
}
