import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PUSH_ENDPOINT_HOSTS, parseConfig } from '../../platform/config/config';

const VAPID = {
  VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`,
  VAPID_PRIVATE_KEY: 'A'.repeat(43),
  VAPID_SUBJECT: 'mailto:ops@example.com',
};

describe('push configuration', () => {
  it('defaults to the push services’ hosts, https only, and sends nothing without VAPID keys', () => {
    const { push } = parseConfig({});
    expect(push).toMatchObject({
      endpointHosts: DEFAULT_PUSH_ENDPOINT_HOSTS,
      allowHttp: false,
      vapid: undefined,
    });
    expect(push).toMatchObject({ stopsAway: 3, etaShiftMinutes: 10, maxPerDay: 6 });
    // The page offers no "Notify me" then.
    expect(parseConfig({}).runtime.pushPublicKey).toBeNull();
  });

  it('takes a full VAPID set, and gives the page its public key', () => {
    expect(parseConfig(VAPID).runtime.pushPublicKey).toBe(VAPID.VAPID_PUBLIC_KEY);
    expect(parseConfig(VAPID).push.vapid).toEqual({
      publicKey: VAPID.VAPID_PUBLIC_KEY,
      privateKey: VAPID.VAPID_PRIVATE_KEY,
      subject: VAPID.VAPID_SUBJECT,
    });
  });

  it('refuses to start with a partial VAPID set, naming what is missing', () => {
    const partial = () => parseConfig({ VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow(/VAPID_PRIVATE_KEY[\s\S]*VAPID_SUBJECT/);
  });

  it('reads PUSH_ENDPOINT_HOSTS as a list', () => {
    expect(parseConfig({ PUSH_ENDPOINT_HOSTS: '127.0.0.1, *.Example.com' }).push.endpointHosts).toEqual([
      '127.0.0.1',
      '*.example.com',
    ]);
  });
});
