import { createHash } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The client's rate-limit key: a hash of the source address API Gateway saw (the local gateway
 * fills the same field), so raw addresses are never stored. Salted per stage and scope so keys
 * cannot be matched across stages or limits.
 */
export function clientKey(
  event: APIGatewayProxyEventV2,
  scope: string,
  stage: string,
  /** A signed-in user's id: their own limit, wherever they connect from. */
  userId?: string,
): string {
  const ip = userId ? `user:${userId}` : (event.requestContext?.http?.sourceIp ?? 'unknown');
  return createHash('sha256')
    .update(`vanyard:${stage}:${scope}:${ip}`)
    .digest('base64url')
    .slice(0, 32);
}
