import { readLiveMessage, type LiveInput } from '@tracking/core';

/** Far more than any real message; a bigger frame is not parsed at all. */
const MAX_MESSAGE_LENGTH = 64 * 1024;

/** The JSON text of a frame: the service sends text frames; a binary or oversized one is not a message. */
function frameText(data: unknown): string | null {
  return typeof data === 'string' && data.length <= MAX_MESSAGE_LENGTH ? data : null;
}

/**
 * A server frame as the page acts on it, or null to ignore it: not JSON, an unknown type (pong included), or an
 * update with a field of the wrong shape. Unknown fields are dropped, so an update can only touch what it may.
 */
export function parseLiveMessage(data: unknown): LiveInput | null {
  const text = frameText(data);
  if (text === null) return null;
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  return readLiveMessage(message);
}
