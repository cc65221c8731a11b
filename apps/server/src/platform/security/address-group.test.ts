import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group';

describe('addressGroup', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::ffff:c633:6407', '198.51.100.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s is counted as %s', (ip, group) => {
    expect(addressGroup(ip)).toBe(group);
  });

  it('puts two addresses of one /64 together and neighbouring /64s apart', () => {
    expect(addressGroup('2001:db8:a:b:1::1')).toBe(addressGroup('2001:db8:a:b:ffff:ffff:ffff:ffff'));
    expect(addressGroup('2001:db8:a:b::1')).not.toBe(addressGroup('2001:db8:a:c::1'));
  });
});
