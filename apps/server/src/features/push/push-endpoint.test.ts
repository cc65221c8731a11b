import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_ENDPOINT_HOSTS } from '../../platform/config/config';
import { isAllowedEndpoint } from './push-endpoint';

const defaults = { hosts: DEFAULT_PUSH_ENDPOINT_HOSTS, allowHttp: false };
const loopback = { hosts: ['127.0.0.1'], allowHttp: true };

describe('isAllowedEndpoint', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', defaults, true],
    ['https://updates.push.services.mozilla.com/wpush/v2/abc', defaults, true],
    ['https://web.push.apple.com/QG9', defaults, true],
    ['https://wns2-by3p.notify.windows.com/w/?token=abc', defaults, true],
    ['https://FCM.googleapis.com/fcm/send/abc', defaults, true],
    ['http://fcm.googleapis.com/fcm/send/abc', defaults, false],
    ['https://notify.windows.com/w/', defaults, false],
    ['https://evil.example.com/fcm.googleapis.com', defaults, false],
    ['https://fcm.googleapis.com.evil.example.com/x', defaults, false],
    ['https://user:pw@fcm.googleapis.com/x', defaults, false],
    ['https://127.0.0.1/x', defaults, false],
    ['https://10.0.0.8/x', { hosts: ['*.0.0.8'], allowHttp: false }, false],
    ['https://[::1]/x', { hosts: ['*.1'], allowHttp: false }, false],
    ['ftp://fcm.googleapis.com/x', defaults, false],
    ['not a url', defaults, false],
    ['http://127.0.0.1:4567/push/1', loopback, true],
    ['http://127.0.0.2:4567/push/1', loopback, false],
    ['http://127.0.0.1:4567/push/1', { ...loopback, allowHttp: false }, false],
  ])('%s -> %s', (endpoint, rules, allowed) => {
    expect(isAllowedEndpoint(endpoint, rules)).toBe(allowed);
  });
});
