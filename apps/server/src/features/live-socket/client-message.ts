import { MAX_CLIENT_MESSAGE_BYTES, type ClientMessage } from '@tracking/core';
import { clientMessageSchema } from '@tracking/core/schemas';

/**
 * A message from a page, or undefined for anything else (binary, over the size limit, bad JSON, unknown type):
 * such input is ignored, never trusted, never able to throw.
 */
export function parseClientMessage(
  data: Buffer | ArrayBuffer | Buffer[],
  isBinary: boolean,
): ClientMessage | undefined {
  if (isBinary) return undefined;
  const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
  if (bytes.length > MAX_CLIENT_MESSAGE_BYTES) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = clientMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
