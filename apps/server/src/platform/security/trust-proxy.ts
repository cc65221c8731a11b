import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

/**
 * Which proxies in front of the service may say who the client is (X-Forwarded-For/-Proto/-Host): none, all,
 * the nearest N hops, or the listed addresses and subnets (`loopback`, `10.0.0.0/8`, ...). Fastify takes it as is.
 */
export type TrustProxy = boolean | number | string[];

/** TRUST_PROXY: `false` (default), `true`, a hop count, or a comma list of addresses, subnets and names. */
export const trustProxySchema = z
  .string()
  .transform((value, context): TrustProxy => {
    if (value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(',').map((entry) => entry.trim());
    try {
      proxyAddr.compile(list);
      return list;
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'Must be true, false, a hop count, or addresses/subnets such as loopback,10.0.0.0/8',
      });
      return z.NEVER;
    }
  })
  .default(false);

/** Whether the proxy at `address`, `hop` steps from the service, is trusted (the rule Fastify applies). */
export type TrustFunction = (address: string, hop: number) => boolean;

const TRUST_NONE: TrustFunction = () => false;
const TRUST_ALL: TrustFunction = () => true;

export function trustFunction(trust: TrustProxy): TrustFunction {
  if (typeof trust === 'boolean') return trust ? TRUST_ALL : TRUST_NONE;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/**
 * The client's address of a raw request as Fastify's request.ip says under `isTrusted`. With no proxy trusted
 * (the default) it is the peer's, and X-Forwarded-For is not even parsed: every reload and handshake asks.
 */
export function clientAddress(request: IncomingMessage, isTrusted: TrustFunction): string {
  // proxy-addr answers the peer's address as it stands, undefined once the socket is gone; so does this.
  if (isTrusted === TRUST_NONE) return request.socket.remoteAddress as string;
  return proxyAddr(request, isTrusted);
}
