import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { VIEWER_ADDRESS_HEADER } from '#shared/edge-headers';

/** Expands an IPv6 address into its 8 groups; undefined if it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address.toLowerCase();
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) =>
    g.replace(/^0+(?=.)/, ''),
  );
}

/**
 * The address a limit applies to: an IPv4 address as it is; an IPv6 address by its /64 prefix,
 * because one subscriber is given a whole /64 and could otherwise take a fresh address (and a
 * fresh limit) for every request. IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function limitedAddress(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === '0') && groups[5] === 'ffff') {
    const [hi = 0, lo = 0] = [parseInt(groups[6]!, 16), parseInt(groups[7]!, 16)];
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * The viewer's address from CloudFront-Viewer-Address (`198.51.100.7:46532`,
 * `2001:db8::7:46532`: the port follows the last colon); undefined if absent or malformed.
 */
export function viewerAddressOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const colon = value.lastIndexOf(':');
  if (colon <= 0 || !/^\d{1,5}$/.test(value.slice(colon + 1))) return undefined;
  const address = value.slice(0, colon);
  return isIP(address) ? address : undefined;
}

/**
 * Who the client is, from what CloudFront guarantees: CloudFront-Viewer-Address, which
 * CloudFront sets itself on every API request (a caller's own header of that name is
 * replaced). The handlers only see requests that passed the origin-secret check, so the
 * header is CloudFront's. Without it, the address API Gateway saw (sourceIp), which a caller
 * cannot set either but which behind CloudFront is an edge server's.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = viewerAddressOf(event.headers?.[VIEWER_ADDRESS_HEADER]);
  return limitedAddress(viewer ?? event.requestContext?.http?.sourceIp ?? 'unknown');
}

/**
 * The client's rate-limit key: a hash of the client's address (clientAddress), so raw
 * addresses are never stored. Salted per stage and scope so keys cannot be matched across
 * stages or limits.
 */
export function clientKey(
  event: APIGatewayProxyEventV2,
  scope: string,
  stage: string,
  /** A signed-in user's id: their own limit, wherever they connect from. */
  userId?: string,
): string {
  const who = userId ? `user:${userId}` : clientAddress(event);
  return createHash('sha256')
    .update(`vanyard:${stage}:${scope}:${who}`)
    .digest('base64url')
    .slice(0, 32);
}
