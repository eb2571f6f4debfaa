import { isIPv4, isIPv6 } from 'node:net';

/*
 * Whether an IP address is an ordinary public one, which an import may fetch an image from
 * (docs/csv-import.md, "Image URLs are untrusted"). Everything else is refused: private,
 * loopback, link-local (169.254.169.254, the instance metadata, above all), unique-local,
 * multicast, unspecified, reserved and documentation ranges, and IPv6 forms that embed one of
 * those (IPv4-mapped, IPv4-compatible, NAT64, 6to4). An allow-list of what is public would be
 * longer than this list of what is not; IPv6 is held to global unicast (2000::/3) first.
 */

type V4Range = readonly [base: number, bits: number];

const v4 = (text: string): number =>
  text.split('.').reduce((value, part) => value * 256 + Number(part), 0);

/** IPv4 ranges that are not public (IANA special-purpose registry). */
const V4_REFUSED: readonly V4Range[] = (
  [
    ['0.0.0.0', 8], // "this network", unspecified
    ['10.0.0.0', 8], // private
    ['100.64.0.0', 10], // carrier-grade NAT
    ['127.0.0.0', 8], // loopback
    ['169.254.0.0', 16], // link-local, cloud metadata
    ['172.16.0.0', 12], // private
    ['192.0.0.0', 24], // IETF protocol assignments
    ['192.0.2.0', 24], // documentation
    ['192.88.99.0', 24], // 6to4 relay anycast
    ['192.168.0.0', 16], // private
    ['198.18.0.0', 15], // benchmarking
    ['198.51.100.0', 24], // documentation
    ['203.0.113.0', 24], // documentation
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, broadcast
  ] as const
).map(([base, bits]) => [v4(base), bits] as const);

function inV4Range(address: number, [base, bits]: V4Range): boolean {
  const size = 2 ** (32 - bits);
  return address >= base && address < base + size;
}

function isPublicV4(text: string): boolean {
  const address = v4(text);
  return !V4_REFUSED.some((range) => inV4Range(address, range));
}

/** An IPv6 address's eight 16-bit groups (a trailing dotted IPv4 part becomes two groups). */
export function ipv6Groups(text: string): number[] {
  let address = text.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) {
    const value = v4(dotted[1]!);
    address = `${address.slice(0, -dotted[1]!.length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = address.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const zeros = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...new Array<number>(zeros).fill(0), ...right];
}

const v4Of = (high: number, low: number) =>
  `${high >>> 8}.${high & 0xff}.${low >>> 8}.${low & 0xff}`;

function isPublicV6(text: string): boolean {
  const g = ipv6Groups(text);
  if (g.length !== 8) return false;
  const zeroUntil = (n: number) => g.slice(0, n).every((group) => group === 0);
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible, deprecated): the IPv4 address.
  if (zeroUntil(5) && g[5] === 0xffff) return isPublicV4(v4Of(g[6]!, g[7]!));
  if (zeroUntil(6)) return false; // ::, ::1 and the IPv4-compatible forms
  // 64:ff9b::/96 (NAT64): reaches the embedded IPv4 address.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) {
    return isPublicV4(v4Of(g[6]!, g[7]!));
  }
  // 2002::/16 (6to4): the embedded IPv4 address.
  if (g[0] === 0x2002) return isPublicV4(v4Of(g[1]!, g[2]!));
  // Global unicast only: no unique-local (fc00::/7), link-local (fe80::/10), site-local,
  // multicast (ff00::/8), discard (100::/64), local-use NAT64 (64:ff9b:1::/48).
  if ((g[0]! & 0xe000) !== 0x2000) return false;
  // Within it: Teredo (2001::/32), ORCHID and benchmarking (2001:10::/28, 2001:20::/28,
  // 2001:2::/48), documentation (2001:db8::/32, 3fff::/20).
  if (g[0] === 0x2001 && (g[1] === 0 || g[1] === 0xdb8 || (g[1]! & 0xffe0) === 0x0000)) {
    return false;
  }
  if (g[0] === 0x2001 && ((g[1]! & 0xfff0) === 0x10 || (g[1]! & 0xfff0) === 0x20)) return false;
  if ((g[0]! & 0xfff0) === 0x3ff0) return false;
  return true;
}

/** Whether `address` (IPv4 or IPv6 text, as DNS answers it) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  // A zone id (fe80::1%eth0) names an interface: never public.
  if (address.includes('%')) return false;
  if (isIPv4(address)) return isPublicV4(address);
  if (isIPv6(address)) return isPublicV6(address);
  return false;
}
