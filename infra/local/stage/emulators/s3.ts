import type { EventEmitter } from 'node:events';
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
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/**
 * One object change as s3rver reports it: the record of an S3 event notification, with the
 * object's key as stored (not URL-encoded, unlike AWS's) and no version id.
 */
export type S3rverEventRecord = {
  eventName: string;
  eventTime: string;
  s3: {
    bucket: { name: string };
    object: { key: string; size?: number; eTag?: string; sequencer: string };
  };
};

export type S3ObjectEventListener = (record: S3rverEventRecord) => void;

export type RunningS3 = RunningEmulator & {
  /** Calls `listener` for every object created, copied or deleted; returns the unsubscribe. */
  onObjectEvent(listener: S3ObjectEventListener): () => void;
};

/** The running s3rvers of this process, by endpoint (the stage knows its s3rver by endpoint). */
const running = new Map<string, RunningS3>();

/**
 * Subscribes to the object events of the s3rver this process runs at `endpoint` (the local
 * stage's S3 notifications: infra/local/stage/workers/s3-notifications.ts).
 */
export function onS3ObjectEvent(endpoint: string, listener: S3ObjectEventListener): () => void {
  const s3 = running.get(endpoint);
  if (!s3) throw new Error(`No s3rver runs in this process at ${endpoint}`);
  return s3.onObjectEvent(listener);
}

/**
 * Starts s3rver with the given buckets (CORS open for presigned browser uploads, POST and
 * PUT), storing objects under `dataDir`. Note: s3rver does not verify V4 signatures and
 * ignores a presigned POST's policy (see docs/local-stage.md).
 */
export async function startS3Local(options: {
  dataDir: string;
  buckets: string[];
  port?: number;
}): Promise<RunningS3> {
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
  // s3rver emits 'event' while it answers the request that changed the object (after the
  // object is stored), so a listener sees the upload before its uploader sees the answer.
  // A listener's error must not turn that answer into a 500: it is reported and dropped.
  const listeners = new Set<S3ObjectEventListener>();
  (server as unknown as EventEmitter).on('event', (event: { Records?: S3rverEventRecord[] }) => {
    for (const record of event.Records ?? []) {
      for (const listener of listeners) {
        try {
          listener(record);
        } catch (error) {
          console.error('An s3rver event listener failed:', error);
        }
      }
    }
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const s3: RunningS3 = {
    endpoint,
    port,
    onObjectEvent: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: async () => {
      running.delete(endpoint);
      listeners.clear();
      await server.close();
    },
  };
  running.set(endpoint, s3);
  return s3;
}
