import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { freePort } from '../ports';
import type { RunningEmulator } from './dynamodb';

const CORS_XML = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/**
 * Starts s3rver with the given buckets (CORS open for presigned browser uploads), storing
 * objects under `dataDir`. Note: s3rver does not verify V4 signatures (see docs/local-stage.md).
 */
export async function startS3Local(options: {
  dataDir: string;
  buckets: string[];
  port?: number;
}): Promise<RunningEmulator> {
  mkdirSync(options.dataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: options.dataDir,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [CORS_XML] })),
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      await server.close();
    },
  };
}
