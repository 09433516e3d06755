import { describe, expect, it } from 'vitest';
import { classifyAddress } from './addresses';

// What each kind of address is to a webhook (ipaddr.js's ranges, and our metadata list).

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['2606:4700::1111', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['127.0.0.1', 'private'],
    ['::1', 'private'],
    ['::ffff:127.0.0.1', 'private'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fc00::1', 'private'],
    ['169.254.1.1', 'refused'],
    ['fe80::1', 'refused'],
    ['169.254.169.254', 'refused'],
    ['fd00:ec2::254', 'refused'],
    ['FD00:EC2:0:0::254', 'refused'],
    ['100.100.100.200', 'refused'],
    ['168.63.129.16', 'refused'],
    ['0.0.0.0', 'refused'],
    ['::', 'refused'],
    ['224.0.0.1', 'refused'],
    ['255.255.255.255', 'refused'],
    ['192.0.2.1', 'refused'],
    ['64:ff9b::7f00:1', 'refused'],
    ['2002:7f00:1::1', 'refused'],
    ['not an address', 'refused'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address).kind).toBe(kind);
  });

  it('says why in words', () => {
    expect(classifyAddress('169.254.169.254').why).toBe('a cloud metadata address');
    expect(classifyAddress('169.254.3.3').why).toBe('a link-local address');
    expect(classifyAddress('100.64.0.1').why).toBe('a shared (CGNAT) address');
  });
});
