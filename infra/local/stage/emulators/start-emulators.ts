import { join } from 'node:path';
import { startCognitoLocal, type CognitoTriggers } from './cognito';
import { startDynamoDbLocal, type RunningEmulator } from './dynamodb';
import { startS3Local } from './s3';
import { supervise } from './supervise';

export type Emulators = {
  dynamodb: RunningEmulator;
  s3: RunningEmulator;
  cognito: RunningEmulator & { issuerDomain: string };
  stop: () => Promise<void>;
};

/**
 * DynamoDB Local, s3rver and cognito-local side by side (the JVM's start dominates), each
 * under its own folder of the data directory. If one fails the others are stopped again.
 */
export async function startEmulators(options: {
  dataDir: string;
  buckets: string[];
  ports?: { dynamodb?: number; s3?: number; cognito?: number };
  /** DynamoDB Local in memory (tests), not under the data directory. */
  dynamodbInMemory?: boolean;
  cognitoTriggers?: CognitoTriggers;
  /** Where the stage says that an emulator died and is being restarted. */
  log?: (line: string) => void;
}): Promise<Emulators> {
  const log = options.log ?? ((line: string) => console.log(line));
  const [dynamodb, s3, cognito] = await Promise.allSettled([
    // Child processes that can die on their own: restarted on the same port and data.
    supervise({
      name: 'DynamoDB Local',
      log,
      start: (port) =>
        startDynamoDbLocal({
          dataDir: options.dynamodbInMemory ? undefined : join(options.dataDir, 'dynamodb'),
          port: port ?? options.ports?.dynamodb,
        }),
    }),
    startS3Local({
      dataDir: join(options.dataDir, 's3'),
      buckets: options.buckets,
      port: options.ports?.s3,
    }),
    startCognitoLocal({
      dataDir: join(options.dataDir, 'cognito'),
      port: options.ports?.cognito,
      triggers: options.cognitoTriggers,
    }).then(async (first) => ({
      ...(await supervise({
        name: 'cognito-local',
        log,
        start: async (port) =>
          port === undefined
            ? first
            : startCognitoLocal({
                dataDir: join(options.dataDir, 'cognito'),
                port,
                issuerDomain: first.issuerDomain,
                triggers: options.cognitoTriggers,
              }),
      })),
      issuerDomain: first.issuerDomain,
    })),
  ]);
  const started = [dynamodb, s3, cognito].flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stop = async () => {
    await Promise.allSettled(started.map((emulator) => emulator.stop()));
  };
  if (dynamodb.status === 'rejected' || s3.status === 'rejected' || cognito.status === 'rejected') {
    await stop();
    const failed = [dynamodb, s3, cognito].find((result) => result.status === 'rejected');
    throw (failed as PromiseRejectedResult).reason;
  }
  return { dynamodb: dynamodb.value, s3: s3.value, cognito: cognito.value, stop };
}
