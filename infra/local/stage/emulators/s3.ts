import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import S3rver from 's3rver';
import { freePort } from '../ports';
import { LOCAL_CREDENTIALS, type RunningEmulator } from './dynamodb';
import { makeS3rverWritesAtomic } from './s3-atomic-writes';

type S3rverAccounts = {
  DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
};

/**
 * s3rver skips V4 signature checks but still rejects access key ids other than its built-in
 * S3RVER. It runs in this process, so the stage's one local key pair is added to its account:
 * the handlers then use the same credentials for every emulator.
 */
function acceptLocalCredentials(): void {
  const require = createRequire(import.meta.url);
  const accounts = require('s3rver/lib/models/account.js') as S3rverAccounts;
  accounts.DUMMY_ACCOUNT.createKeyPair(
    LOCAL_CREDENTIALS.accessKeyId,
    LOCAL_CREDENTIALS.secretAccessKey,
  );
}

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
  acceptLocalCredentials();
  makeS3rverWritesAtomic();
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
