import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { MIN_ORIGIN_SECRET_LENGTH, ORIGIN_VERIFY_HEADER } from '#shared/edge-headers';
import { env } from '../config';
import { forbidden } from './http-error';

type Mw = MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>;

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * True when the request carries one of the accepted origin secrets (the current one and, during
 * a rotation, the previous one). Secrets shorter than MIN_ORIGIN_SECRET_LENGTH are ignored, so
 * with none configured nothing is accepted. Compared as SHA-256 digests in constant time.
 */
export function hasOriginSecret(
  headers: APIGatewayProxyEventV2['headers'] | undefined,
  secrets: readonly (string | undefined)[],
): boolean {
  const sent = headers?.[ORIGIN_VERIFY_HEADER];
  if (!sent) return false;
  const sentDigest = digest(sent);
  let match = false;
  for (const secret of secrets) {
    if (!secret || secret.length < MIN_ORIGIN_SECRET_LENGTH) continue;
    // No early exit: every configured secret is compared.
    if (timingSafeEqual(sentDigest, digest(secret))) match = true;
  }
  return match;
}

/**
 * The first check of every handler: the request came through CloudFront (or the local gateway
 * standing in for it), which adds the origin secret. Anything else, e.g. a caller using the
 * API's execute-api endpoint directly, gets 403 before auth, validation or the handler run.
 */
export function edgeOnly(): Mw {
  return {
    before: (request) => {
      if (!hasOriginSecret(request.event.headers, env.originSecrets)) {
        throw forbidden('Requests must come through the site.');
      }
    },
  };
}
