import { BlockList, isIPv4, isIPv6 } from 'node:net';

// Where a server-side request must never go: this machine, the private networks around it,
// link-local (cloud metadata at 169.254.169.254 among them) and the ranges nobody routes.
const notPublic = new BlockList();
for (const [network, prefix] of [
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
  ['224.0.0.0', 3],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
// IPv6 routed on the internet is 2000::/3; within it, documentation, Teredo and 6to4 (which
// carry an IPv4 address that may be private) are refused too.
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
const notPublicV6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
] as const) {
  notPublicV6.addSubnet(network, prefix, 'ipv6');
}

/**
 * Whether `address` (an IPv4 or IPv6 literal, without brackets) is a public internet address:
 * false for loopback, private, link-local, metadata, multicast and reserved ranges, and for
 * anything that is not an address at all.
 */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !notPublic.check(address, 'ipv4');
  if (!isIPv6(address)) return false;
  // ::ffff:127.0.0.1 is 127.0.0.1.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined) return isPublicAddress(mapped);
  return globalUnicast.check(address, 'ipv6') && !notPublicV6.check(address, 'ipv6');
}
