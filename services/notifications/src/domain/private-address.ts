import { BlockList, isIP } from 'node:net';

const blockedV4 = new BlockList();
for (const [net, prefix] of [
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
] as const)
  blockedV4.addSubnet(net, prefix, 'ipv4');

/** IPv6 is judged by what may be reached, not by what may not: global unicast only. */
const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');

/**
 * Inside global unicast, the blocks that lead elsewhere: IETF protocol assignments (Teredo, which tunnels to
 * an IPv4 address, among them), documentation, 6to4 (2002::/16 embeds any IPv4 address, 2002:7f00:1:: is
 * 127.0.0.1) and SRv6 SIDs.
 */
const tunnelledV6 = new BlockList();
for (const [net, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
  ['5f00::', 16],
] as const)
  tunnelledV6.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:127.0.0.1, ::ffff:7f00:1, 0:0:0:0:0:ffff:…), if it is one. */
function mappedIPv4(address: string): string | undefined {
  // The URL parser writes every IPv6 form the same compressed way: [::ffff:7f00:1].
  const m = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(new URL(`http://[${address}]/`).hostname);
  if (!m) return undefined;
  const [high, low] = [parseInt(m[1]!, 16), parseInt(m[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * Loopback, private, link-local (cloud metadata), carrier-grade NAT, multicast and reserved addresses:
 * a webhook must not reach into the platform's own network. IPv6 forms that carry an IPv4 address
 * (IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::…, 6to4 2002:…, Teredo) are outside
 * global unicast or in a refused block, as are unique-local and link-local addresses. Not an address: refused.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blockedV4.check(address, 'ipv4');
  // A zone id (fe80::1%eth0) names a link: local by definition.
  if (family !== 6 || address.includes('%')) return true;
  const mapped = mappedIPv4(address);
  if (mapped) return blockedV4.check(mapped, 'ipv4');
  return !globalV6.check(address, 'ipv6') || tunnelledV6.check(address, 'ipv6');
}
