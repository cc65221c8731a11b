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
export function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (typeof trust === 'boolean') return () => trust;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return proxyAddr.compile(trust);
}

/** The client's address of a raw request (the live socket's upgrade), as Fastify's request.ip would say. */
export function clientAddressOf(request: IncomingMessage, trust: TrustProxy): string {
  return proxyAddr(request, trustFunction(trust));
}
