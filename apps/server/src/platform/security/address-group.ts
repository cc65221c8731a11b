import { isIPv4, isIPv6 } from 'node:net';

/** Hextets of a full IPv6 address, `::` expanded and an embedded IPv4 tail turned into two hextets. */
function hextets(ip: string): string[] {
  const withoutZone = ip.split('%')[0] ?? ip;
  const lastColon = withoutZone.lastIndexOf(':');
  const tail = withoutZone.slice(lastColon + 1);
  let text = withoutZone;
  if (isIPv4(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${withoutZone.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = rest === undefined || rest === '' ? [] : rest.split(':');
  const zeros = rest === undefined ? [] : Array<string>(8 - front.length - back.length).fill('0');
  return [...front, ...zeros, ...back].map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The group a client address is counted in by the limits: an IPv4 address on its own (an IPv4-mapped IPv6
 * address as that IPv4), an IPv6 address by its /64, since one subscriber is usually given a whole /64 and
 * could otherwise rotate through its addresses. Anything else is its own group.
 */
export function addressGroup(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const parts = hextets(ip);
  if (parts.slice(0, 6).join(':') === '0:0:0:0:0:ffff') {
    const high = parseInt(parts[6] ?? '0', 16);
    const low = parseInt(parts[7] ?? '0', 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${parts.slice(0, 4).join(':')}::/64`;
}
