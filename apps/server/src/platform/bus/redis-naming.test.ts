import { describe, expect, it } from 'vitest';
import { orderChannel } from './bus';
import { redisNaming } from './redis-naming';

const TRACKING_ID = 'q7Yx2bP9Lm3Nc8Rt5Vw1Ka';
const naming = redisNaming({ prefix: 'tracking:', channelSecret: 'a-deployment-secret' });

describe('redisNaming', () => {
  it('prefixes every key and channel', () => {
    expect(naming.key('enumeration:misses:10.0.0.0')).toBe('tracking:enumeration:misses:10.0.0.0');
    expect(naming.channel('views:notices')).toBe('tracking:views:notices');
    expect(naming.channel(orderChannel(TRACKING_ID))).toMatch(/^tracking:live:order:[A-Za-z0-9_-]{43}$/);
  });

  it('names an order channel by a keyed fingerprint, never the id, the same on every instance', () => {
    const channel = naming.channel(orderChannel(TRACKING_ID));
    expect(channel).not.toContain(TRACKING_ID);
    const sameDeployment = redisNaming({ prefix: 'tracking:', channelSecret: 'a-deployment-secret' });
    expect(sameDeployment.channel(orderChannel(TRACKING_ID))).toBe(channel);
    const otherSecret = redisNaming({ prefix: 'tracking:', channelSecret: 'another-secret-123' });
    expect(otherSecret.channel(orderChannel(TRACKING_ID))).not.toBe(channel);
    const otherPrefix = redisNaming({ prefix: 'staging:', channelSecret: 'a-deployment-secret' });
    expect(otherPrefix.channel(orderChannel(TRACKING_ID)).slice('staging:'.length)).not.toBe(
      channel.slice('tracking:'.length),
    );
    expect(naming.channel(orderChannel('another-order-id'))).not.toBe(channel);
  });
});
