import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook must never connect to (SSRF): this host, private networks, link-local (cloud metadata at
 * 169.254.169.254), CGNAT, multicast, documentation and other reserved ranges (IANA special-purpose
 * registries for IPv4 and IPv6). IPv4-mapped IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it carries.
 */
const IPV4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const IPV6_BLOCKED: [string, number][] = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible block
  ['64:ff9b::', 96], // NAT64 can reach any IPv4 address, internal ones included
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23], // IETF protocol assignments, Teredo
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4 carries an IPv4 address
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const blocked = new BlockList();
for (const [net, prefix] of IPV4_BLOCKED) blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of IPV6_BLOCKED) blocked.addSubnet(net, prefix, 'ipv6');

const MAPPED_DOTTED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const MAPPED_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

/** The IPv4 address inside an IPv4-mapped IPv6 address, or the address unchanged. */
export function unmapIPv4(address: string): string {
  const dotted = MAPPED_DOTTED.exec(address);
  if (dotted?.[1]) return dotted[1];
  const hex = MAPPED_HEX.exec(address);
  if (hex?.[1] && hex[2]) {
    const high = parseInt(hex[1], 16);
    const low = parseInt(hex[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return address;
}

/** True when a delivery must not connect to this IP address (also for anything that is not an IP). */
export function isBlockedAddress(address: string): boolean {
  const plain = unmapIPv4(address.replace(/^\[|\]$/g, '').split('%')[0] ?? '');
  const family = isIP(plain);
  if (family === 4) return blocked.check(plain, 'ipv4');
  if (family === 6) return blocked.check(plain, 'ipv6');
  return true;
}
