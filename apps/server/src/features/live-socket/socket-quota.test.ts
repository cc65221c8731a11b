import { describe, expect, it } from 'vitest';
import { shareOf, SocketQuota } from './socket-quota';

describe('shareOf', () => {
  it.each([
    [20, 100, 20],
    [200, 100, 50],
    [5, 1, 1],
    [5, 3, 1],
  ])('a cap of %i with %i sockets in all allows %i', (cap, maxSockets, expected) => {
    expect(shareOf(cap, maxSockets)).toBe(expected);
  });
});

describe('SocketQuota', () => {
  const limits = { maxSockets: 10, socketsPerAddress: 4, socketsPerOrder: 3 };

  it('refuses an order past its cap while other orders and addresses get in', () => {
    const quota = new SocketQuota(limits);
    expect([1, 2, 3, 4].map((n) => quota.take(`a${n}`, 'order-1'))).toEqual([null, null, null, 'order']);
    expect(quota.take('a1', 'order-2')).toBeNull();
  });

  it('refuses an address past its cap, and takes it again once one of its sockets closes', () => {
    const quota = new SocketQuota(limits);
    expect([1, 2, 3, 4, 5].map((n) => quota.take('a', `order-${n}`))).toEqual([
      null,
      null,
      null,
      null,
      'address',
    ]);
    quota.release('a', 'order-2');
    expect(quota.take('a', 'order-5')).toBeNull();
  });

  it('refuses everyone once the process is full', () => {
    const quota = new SocketQuota(limits);
    for (let n = 0; n < 10; n++) expect(quota.take(`a${n}`, `order-${n}`)).toBeNull();
    expect(quota.take('b', 'order-x')).toBe('full');
    expect(quota.size).toBe(10);
  });
});
