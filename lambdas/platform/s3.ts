import { S3Client } from '@aws-sdk/client-s3';
import { readEnv, type EnvSource } from '../config';

/**
 * Settings every S3 client in the handlers shares. Endpoint, region and credentials come from
 * the SDK's own variables (AWS_ENDPOINT_URL_S3 on the local stage). Path-style addressing does
 * not: SDK v3 ignores AWS_S3_FORCE_PATH_STYLE, and s3rver on 127.0.0.1 cannot serve
 * bucket-name subdomains, so the local stage sets S3_FORCE_PATH_STYLE=true.
 */
export function s3ClientConfig(source?: EnvSource) {
  return { forcePathStyle: readEnv(source).S3_FORCE_PATH_STYLE };
}

let client: S3Client | undefined;

/** One S3 client per container. */
export function s3(): S3Client {
  client ??= new S3Client(s3ClientConfig());
  return client;
}

export function resetS3(): void {
  client?.destroy();
  client = undefined;
}
