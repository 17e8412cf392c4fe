import { BlockList, isIP, isIPv4 } from 'node:net';

/**
 * Addresses a photo URL may never reach unless the operator allows them (DESIGN.md §6, SSRF):
 * "this host" and private, shared, loopback, link-local, benchmark, multicast and reserved
 * ranges, and NAT64 (which reaches IPv4 behind it). IPv4-mapped IPv6 is checked as IPv4.
 */
const FORBIDDEN = (() => {
  const list = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const) {
    list.addSubnet(network, prefix, 'ipv4');
  }
  for (const [network, prefix] of [
    ['::', 96],
    ['64:ff9b::', 96],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ] as const) {
    list.addSubnet(network, prefix, 'ipv6');
  }
  return list;
})();

/** `::ffff:127.0.0.1` and `::ffff:7f00:1` are 127.0.0.1: IPv4 rules must apply to them. */
export function unmapped(address: string): string {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted && isIPv4(dotted[1]!)) return dotted[1]!;
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = parseInt(hex[1]!, 16);
    const low = parseInt(hex[2]!, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return address;
}

/** The operator's exceptions (PHOTO_URL_ALLOWLIST): host names, addresses and CIDR ranges. */
export interface UrlAllowlist {
  hosts: ReadonlySet<string>;
  ranges: BlockList;
}

/** Parses `PHOTO_URL_ALLOWLIST` entries; a malformed one stops the start with its name. */
export function parseAllowlist(entries: readonly string[]): UrlAllowlist {
  const hosts = new Set<string>();
  const ranges = new BlockList();
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const [network, prefixText] = entry.split('/');
    const address = unmapped(network!.replace(/^\[|\]$/g, ''));
    const family = isIP(address);
    if (family === 0) {
      if (prefixText !== undefined) throw new Error(`PHOTO_URL_ALLOWLIST: "${raw}" is neither a host nor a CIDR range`);
      hosts.add(entry);
      continue;
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    const prefix = prefixText === undefined ? (family === 4 ? 32 : 128) : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 4 ? 32 : 128)) throw new Error(`PHOTO_URL_ALLOWLIST: bad prefix in "${raw}"`);
    ranges.addSubnet(address, prefix, type);
  }
  return { hosts, ranges };
}

/**
 * May a photo be fetched from `address`, resolved from `hostname`? Public addresses always; a
 * forbidden one only when the operator allowed the host name or a range holding the address.
 */
export function isAddressAllowed(hostname: string, address: string, allowlist: UrlAllowlist): boolean {
  const plain = unmapped(address);
  const type = isIPv4(plain) ? 'ipv4' : 'ipv6';
  if (!FORBIDDEN.check(plain, type)) return true;
  return allowlist.hosts.has(hostname.toLowerCase()) || allowlist.ranges.check(plain, type);
}
