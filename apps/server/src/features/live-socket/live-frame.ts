import { isFinalStatus, type ServerMessage } from '@tracking/core';
import type { ShareLiveFilter } from '../../order-view/projection/share-live';
import { orderChannel, type Bus } from '../../platform/bus/bus';
import { CLOSE_CODES } from './close-codes';

/** One server message, encoded once and shared by every socket that watches the order. */
export interface LiveFrame {
  /** The message as a WebSocket text frame on the wire, written as it is to every socket of the order. */
  wire: Buffer;
  /** The JSON text of the message: a view into `wire`, past the frame's header. */
  data: Buffer;
  /** A newer frame of the same kind replaces this one while the socket is congested (newest position wins). */
  coalesce: boolean;
  /** The socket closes with this code once the frame is out: 1000 at a final status, 4401 when access ended. */
  closeCode: number | undefined;
}

/** 1000 after a final status, 4401 after `unauthorized`, else the socket stays open. */
function closeCodeAfter(type: unknown, statusCode: unknown): number | undefined {
  if (type === 'unauthorized') return CLOSE_CODES.unauthorized;
  if (type === 'routeUpdate' && typeof statusCode === 'number' && isFinalStatus(statusCode))
    return CLOSE_CODES.final;
  return undefined;
}

/**
 * JSON text as a WebSocket text frame (RFC 6455 5.2: FIN, text opcode, the length, unmasked as a server's are),
 * made in one buffer, so each socket gets one write of the same bytes instead of framing it itself.
 */
export function textFrame(text: string, coalesce: boolean, closeCode: number | undefined): LiveFrame {
  const length = Buffer.byteLength(text);
  const lengthBytes = length < 126 ? 0 : length < 0x10000 ? 2 : 8;
  const header = 2 + lengthBytes;
  const wire = Buffer.allocUnsafe(header + length);
  wire[0] = 0x81;
  if (lengthBytes === 0) wire[1] = length;
  else if (lengthBytes === 2) {
    wire[1] = 126;
    wire.writeUInt16BE(length, 2);
  } else {
    wire[1] = 127;
    wire.writeBigUInt64BE(BigInt(length), 2);
  }
  wire.write(text, header);
  return { wire, data: wire.subarray(header), coalesce, closeCode };
}

/** Encodes a message for the sockets. */
export function liveFrame(message: ServerMessage): LiveFrame {
  return textFrame(
    JSON.stringify(message),
    message.type === 'locationUpdate',
    closeCodeAfter(message.type, 'statusCode' in message ? message.statusCode : undefined),
  );
}

/** The frames of messages the order views keep (snapshots): each encoded once, however many sockets start from it. */
const keptFrames = new WeakMap<ServerMessage, LiveFrame>();

/** The frame of a message the order views keep and hand out again while the view is unchanged (a snapshot). */
export function keptFrame(message: ServerMessage): LiveFrame {
  let frame = keptFrames.get(message);
  if (!frame) {
    frame = liveFrame(message);
    keptFrames.set(message, frame);
  }
  return frame;
}

const LOCATION_UPDATE_PREFIX = '{"type":"locationUpdate"';

/** The frame of a payload taken from the bus (JSON text of a server message we published ourselves). */
export function frameFromPayload(payload: string): LiveFrame | undefined {
  // The bulk of the traffic, written by publishToOrder with the type first: no need to parse it back.
  if (payload.startsWith(LOCATION_UPDATE_PREFIX)) {
    return textFrame(payload, true, undefined);
  }
  let message: unknown;
  try {
    message = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, statusCode } = message as { type?: unknown; statusCode?: unknown };
  if (typeof type !== 'string') return undefined;
  return textFrame(payload, type === 'locationUpdate', closeCodeAfter(type, statusCode));
}

/** Sends a message to everyone watching the order, on any instance. */
export function publishToOrder(bus: Bus, trackingId: string, message: ServerMessage): void {
  bus.publish(orderChannel(trackingId), JSON.stringify(message));
}

export const PING_FRAME = liveFrame({ type: 'ping' });
export const PONG_FRAME = liveFrame({ type: 'pong' });

/**
 * The frames a share link's socket gets: each message through the share view's rule, encoded again only when
 * the rule changed it (a position near the door); pings and pongs pass untouched.
 */
export function shareFrames(filter: ShareLiveFilter): (frame: LiveFrame) => LiveFrame {
  return (frame) => {
    if (frame === PING_FRAME || frame === PONG_FRAME) return frame;
    const message = JSON.parse(frame.data.toString()) as ServerMessage;
    const shaped = filter.apply(message);
    return shaped === message ? frame : liveFrame(shaped);
  };
}
