import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { httpsUrl, lanAddresses } from '../../../scripts/support/lan/lanAddresses';
import { isLoopback } from '../../../src/ui/lanInfo';

const entry = (address: string, family: 'IPv4' | 'IPv6', internal = false) =>
  ({ address, family, internal, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;

const INTERFACES = {
  lo: [entry('127.0.0.1', 'IPv4', true), entry('::1', 'IPv6', true)],
  docker0: [entry('172.17.0.1', 'IPv4')],
  wlan0: [entry('192.168.1.20', 'IPv4'), entry('fe80::1', 'IPv6')],
  eth0: [entry('10.0.0.5', 'IPv4')],
};

describe('LAN addresses', () => {
  it('every interface: its IPv4 addresses, network cards before containers, no loopback', () => {
    expect(lanAddresses('0.0.0.0', INTERFACES)).toEqual(['192.168.1.20', '10.0.0.5', '172.17.0.1']);
    expect(lanAddresses('::', INTERFACES)).toEqual(['192.168.1.20', '10.0.0.5', '172.17.0.1']);
    expect(lanAddresses('0.0.0.0', { lo: INTERFACES.lo })).toEqual([]);
  });

  it('one address when the server binds one', () => {
    expect(lanAddresses('10.0.0.5', INTERFACES)).toEqual(['10.0.0.5']);
    expect(lanAddresses('127.0.0.1', INTERFACES)).toEqual(['127.0.0.1']);
  });

  it('tells loopback apart and writes https addresses', () => {
    const loopback = ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost'];
    const network = ['0.0.0.0', '192.168.1.20', '::', '128.0.0.1', 'lan.test'];
    expect(loopback.filter(isLoopback)).toEqual(loopback);
    expect(network.filter(isLoopback)).toEqual([]);
    expect(httpsUrl('192.168.1.20', 5173)).toBe('https://192.168.1.20:5173/');
    expect(httpsUrl('fd00::5', 5173)).toBe('https://[fd00::5]:5173/');
  });
});
