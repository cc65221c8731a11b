import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream, type LoggerOptions } from 'pino';
import type { Fingerprint } from './fingerprint';
import { safeUrl } from './safe-url';

/** Fields that may carry a secret or personal data in a log object, at the top or one level down. */
const ID_FIELDS = ['trackingId', 'trackingIds', 'shareId', 'channel', 'address', 'deliveryAddress'];
const SECRET_HEADERS = ['authorization', 'cookie', '"x-api-key"'];
const REDACTED = '[redacted]';

/** Where secrets can sit in a log line: ids (fingerprinted, to follow one recipient) and credentials (removed). */
const REDACT_PATHS = [
  ...ID_FIELDS.flatMap((field) => [field, `*.${field}`]),
  ...SECRET_HEADERS.flatMap((header) => [`req.headers.${header}`, `headers.${header}`]),
  'res.headers["set-cookie"]',
];

function censor(fingerprint: Fingerprint) {
  return (value: unknown): unknown => {
    if (typeof value === 'string' && !value.includes(' ')) return fingerprint(value);
    if (Array.isArray(value))
      return value.map((item) => (typeof item === 'string' ? fingerprint(item) : REDACTED));
    return REDACTED;
  };
}

/** A request as it is logged: no query values, no ids in the path, the client address as a fingerprint. */
function requestSerializer(fingerprint: Fingerprint) {
  return (request: FastifyRequest) => ({
    method: request.method,
    url: safeUrl(request.url, fingerprint),
    client: request.ip ? fingerprint(request.ip) : undefined,
  });
}

export interface LoggerSettings {
  level: string;
  fingerprint: Fingerprint;
  /** Where lines go; stdout unless given (tests read them). */
  stream?: DestinationStream;
}

/**
 * The service's pino options: lines safe to keep for long and to show many people. No tracking id, key, client
 * address or recipient's address appears in clear; each request's lines carry its request id (`reqId`).
 */
export function loggerOptions({
  level,
  fingerprint,
  stream,
}: LoggerSettings): FastifyServerOptions['logger'] {
  const options: LoggerOptions & { stream?: DestinationStream } = {
    level,
    redact: { paths: REDACT_PATHS, censor: censor(fingerprint) },
    serializers: { req: requestSerializer(fingerprint), err: stdSerializers.err },
    ...(stream && { stream }),
  };
  return options;
}
