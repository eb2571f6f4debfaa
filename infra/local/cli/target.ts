/**
 * Where a command-line tool acts, resolved once for all of them:
 *
 * - the local stage's data (`--data-dir`, default `<repo>/.data`): the running stage's emulators
 *   when `.data/stage.json` names live ones, otherwise the tool's own emulators on the same
 *   files, stopped afterwards (never a second DynamoDB Local on files one already has open);
 * - emulators already running elsewhere (`--endpoint URL [--s3-endpoint URL]`);
 * - a deployed stage (`--stage NAME [--region R]`): your AWS credentials, the table
 *   `vanyard-NAME` and the stack's outputs (buckets, user pool, site URL) through the AWS CLI;
 *   or just your AWS account (`--aws`, names given with `--table`).
 *
 * docs/local-stage.md describes `.data/stage.json`; docs/infrastructure.md the stack outputs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { localBucketName, type BucketKey } from '../../stack/definitions/buckets';
import { tableName } from '../../stack/definitions/table';
import { REPO_ROOT } from '../repo-root';
import { startCognitoLocal } from '../stage/emulators/cognito';
import {
  LOCAL_CREDENTIALS,
  LOCAL_REGION,
  startDynamoDbLocal,
  type RunningEmulator,
} from '../stage/emulators/dynamodb';
import { startS3Local } from '../stage/emulators/s3';
import {
  DEFAULT_PORT,
  dynamoDbLocalUsing,
  LOCAL_STAGE,
  runningStageEndpoints,
  runningStageUrl,
} from '../stage/running-stage';
import { UsageError } from './command-line';
import { stackOutput } from './stack-outputs';

/** The target flags, for a command's `options` (each command takes the ones that apply). */
export const TARGET_OPTIONS = {
  'data-dir': { type: 'string' },
  endpoint: { type: 'string' },
  's3-endpoint': { type: 'string' },
  stage: { type: 'string' },
  region: { type: 'string' },
  aws: { type: 'boolean' },
} as const;

/** The target flags a command takes, for its `options`: `...targetOptions('data-dir', 'stage')`. */
export function targetOptions<const K extends keyof typeof TARGET_OPTIONS>(
  ...flags: K[]
): Pick<typeof TARGET_OPTIONS, K> {
  return Object.fromEntries(flags.map((flag) => [flag, TARGET_OPTIONS[flag]])) as Pick<
    typeof TARGET_OPTIONS,
    K
  >;
}

export type TargetFlags = {
  'data-dir'?: string;
  endpoint?: string;
  's3-endpoint'?: string;
  stage?: string;
  region?: string;
  aws?: boolean;
};

export type Service = 'dynamodb' | 's3' | 'cognito';

export type TargetChoice =
  | { kind: 'local'; dataDir: string }
  | { kind: 'emulators'; dynamodb: string; s3?: string }
  | { kind: 'deployed'; stage?: string; region?: string };

/** A path as the person typed it: npm runs scripts from the repository root, INIT_CWD is theirs. */
export function callerPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

/** The target the flags ask for; UsageError for combinations that make no sense. */
export function chooseTarget(flags: TargetFlags, services: readonly Service[]): TargetChoice {
  const { stage, region, aws, endpoint } = flags;
  const s3Endpoint = flags['s3-endpoint'];
  if (stage && (aws || endpoint || s3Endpoint)) {
    throw new UsageError('--stage is for a deployed stage, --endpoint and --aws are not with it');
  }
  if (aws && (endpoint || s3Endpoint)) throw new UsageError('Give --endpoint or --aws, not both');
  if (stage !== undefined || aws) {
    if (stage === '') throw new UsageError('--stage needs the name of a deployed stage');
    return { kind: 'deployed', stage, region };
  }
  if (region) throw new UsageError('--region is for a deployed stage (--stage NAME)');
  if (endpoint || s3Endpoint) {
    const needsS3 = services.includes('s3');
    if (!endpoint || (needsS3 && !s3Endpoint)) {
      throw new UsageError(
        needsS3
          ? 'Give both --endpoint (DynamoDB) and --s3-endpoint, or neither'
          : '--endpoint needs the DynamoDB endpoint',
      );
    }
    return { kind: 'emulators', dynamodb: endpoint, s3: s3Endpoint };
  }
  const dataDir = flags['data-dir'];
  return { kind: 'local', dataDir: dataDir ? callerPath(dataDir) : join(REPO_ROOT, '.data') };
}

type Clients = {
  dynamodb: DynamoDBClient;
  s3: S3Client;
  cognito: CognitoIdentityProviderClient;
};

export type Target<S extends Service> = Pick<Clients, S> & {
  /** 'local' on the local stage and given emulators; the stage name, or none with `--aws`. */
  stage: string | undefined;
  local: boolean;
  /** For messages: the running stage, a data directory, an endpoint or a deployed stage. */
  where: string;
  /** The tool started the emulators itself on the local stage's data directory. */
  startedEmulators: boolean;
  dataDir: string | undefined;
  /** The stage's table, or the one given with `--table`. */
  table(given?: string): string;
  /** A bucket's name: local names on the local stage, the stack output on a deployed one. */
  bucket(key: BucketKey): string;
  /** The site's URL: the running local stage's (or localhost), the stack output SiteUrl. */
  siteOrigin(): string;
  /** The user pool: `.data/user-pool.json` locally, the stack output UserPoolId. */
  userPoolId(): string;
  /** Destroys the clients and stops the emulators the tool started. */
  stop(): Promise<void>;
};

export type TargetRequest<S extends Service> = {
  /** What the command talks to: only these clients are made and emulators started. */
  services: readonly S[];
  /** Buckets s3rver must have when the tool starts it. */
  buckets?: readonly string[];
  /** Refuse the running local stage with this message (e.g. it does the job itself). */
  refuseRunningStage?: string;
  /** Printed with the refusal when DynamoDB Local has the data open without a stage.json. */
  endpointHint?: string;
  log?: (line: string) => void;
};

const bucketOutput = (key: BucketKey) => `${key.charAt(0).toUpperCase()}${key.slice(1)}BucketName`;

function localClients(endpoints: Partial<Record<Service, string>>): Partial<Clients> {
  const config = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
  return {
    ...(endpoints.dynamodb && {
      dynamodb: new DynamoDBClient({ ...config, endpoint: endpoints.dynamodb }),
    }),
    ...(endpoints.s3 && {
      s3: new S3Client({
        ...config,
        endpoint: endpoints.s3,
        forcePathStyle: true,
        // Checksums cost about a third of each PUT's time and s3rver has its own MD5 ETags.
        requestChecksumCalculation: 'WHEN_REQUIRED',
      }),
    }),
    ...(endpoints.cognito && {
      cognito: new CognitoIdentityProviderClient({ ...config, endpoint: endpoints.cognito }),
    }),
  };
}

function deployedClients(services: readonly Service[], region?: string): Partial<Clients> {
  const config = region ? { region } : {};
  return {
    ...(services.includes('dynamodb') && { dynamodb: new DynamoDBClient(config) }),
    ...(services.includes('s3') && { s3: new S3Client(config) }),
    ...(services.includes('cognito') && { cognito: new CognitoIdentityProviderClient(config) }),
  };
}

function localUserPoolId(dataDir: string | undefined): string {
  const file = dataDir && join(dataDir, 'user-pool.json');
  if (!file || !existsSync(file)) {
    throw new Error(
      `No local user pool in ${dataDir ?? 'this target'}: run \`npm start\` once first.`,
    );
  }
  return (JSON.parse(readFileSync(file, 'utf8')) as { id: string }).id;
}

/** Starts the emulators a tool needs on the stage's data directory; all or none. */
async function startOwnEmulators(
  dataDir: string,
  services: readonly Service[],
  buckets: readonly string[],
  log: (line: string) => void,
): Promise<{ endpoints: Partial<Record<Service, string>>; stop: () => Promise<void> }> {
  const starters: Record<Service, [string, () => Promise<RunningEmulator>]> = {
    dynamodb: ['DynamoDB Local', () => startDynamoDbLocal({ dataDir: join(dataDir, 'dynamodb') })],
    s3: ['s3rver', () => startS3Local({ dataDir: join(dataDir, 's3'), buckets: [...buckets] })],
    cognito: ['cognito-local', () => startCognitoLocal({ dataDir: join(dataDir, 'cognito') })],
  };
  log(
    `Starting ${services.map((service) => `${starters[service][0]} on ${join(dataDir, service)}`).join(' and ')} ...`,
  );
  const results = await Promise.allSettled(services.map((service) => starters[service][1]()));
  const started = results.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stop = async () => {
    await Promise.allSettled(started.map((emulator) => emulator.stop()));
  };
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  const endpoints = Object.fromEntries(
    services.map((service, i) => [
      service,
      (results[i] as PromiseFulfilledResult<RunningEmulator>).value.endpoint,
    ]),
  );
  return { endpoints, stop };
}

/**
 * Makes the clients for the target the flags name (chooseTarget), starting the emulators it
 * needs on the local stage's data. Until `stop()`, SIGINT and SIGTERM stop the emulators the
 * tool started before it exits (130).
 */
export async function resolveTarget<S extends Service>(
  flags: TargetFlags,
  request: TargetRequest<S>,
): Promise<Target<S>> {
  const { services } = request;
  const choice = chooseTarget(flags, services);
  const log = request.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  let clients: Partial<Clients>;
  let stopEmulators = async () => {};
  let where: string;
  let startedEmulators = false;
  let stage: string | undefined = LOCAL_STAGE;
  const dataDir = choice.kind === 'local' ? choice.dataDir : undefined;

  if (choice.kind === 'deployed') {
    stage = choice.stage;
    clients = deployedClients(services, choice.region);
    where = stage ? `stage ${stage}` : 'your AWS account';
  } else if (choice.kind === 'emulators') {
    if (services.includes('cognito' as S)) throw new UsageError('--endpoint is not for Cognito');
    clients = localClients({ dynamodb: choice.dynamodb, s3: choice.s3 });
    where = choice.dynamodb;
  } else {
    // The user pool must exist before an emulator is started on the data for nothing.
    if (services.includes('cognito' as S)) localUserPoolId(choice.dataDir);
    const running = await runningStageEndpoints(choice.dataDir);
    if (running && request.refuseRunningStage) throw new Error(request.refuseRunningStage);
    if (running && services.every((service) => running[service])) {
      clients = localClients(running);
      where = `the running local stage (${running.dynamodb})`;
    } else {
      const dynamoDir = join(choice.dataDir, 'dynamodb');
      if (services.includes('dynamodb' as S) && dynamoDbLocalUsing(dynamoDir)) {
        throw new Error(
          request.refuseRunningStage ??
            `The local stage seems to be running (DynamoDB Local has ${dynamoDir} open) but ` +
              `publishes no endpoints: ${request.endpointHint ? `${request.endpointHint}, or ` : ''}stop it first.`,
        );
      }
      const own = await startOwnEmulators(choice.dataDir, services, request.buckets ?? [], log);
      clients = localClients(own.endpoints);
      stopEmulators = own.stop;
      startedEmulators = true;
      where = choice.dataDir;
    }
  }

  const onSignal = () => {
    void stop().finally(() => process.exit(130));
  };
  const stop = async () => {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    for (const client of Object.values(clients)) client.destroy();
    await stopEmulators();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const local = choice.kind !== 'deployed';
  const region = choice.kind === 'deployed' ? choice.region : undefined;
  const output = (key: string) => {
    if (!stage) throw new UsageError(`Name the deployed stage with --stage NAME (for ${key})`);
    return stackOutput(stage, key, region);
  };
  return {
    ...(clients as Pick<Clients, S>),
    stage,
    local,
    where,
    startedEmulators,
    dataDir,
    table: (given) => {
      if (given) return given;
      if (!stage)
        throw new UsageError('--aws needs --table, the stage table name (e.g. vanyard-prod)');
      return tableName(stage);
    },
    bucket: (key) => (local ? localBucketName(LOCAL_STAGE, key) : output(bucketOutput(key))),
    siteOrigin: () =>
      local
        ? ((dataDir && runningStageUrl(dataDir)) ??
          `http://localhost:${process.env.PORT ?? DEFAULT_PORT}`)
        : output('SiteUrl'),
    userPoolId: () => (local ? localUserPoolId(dataDir) : output('UserPoolId')),
    stop,
  };
}

/** Fails with a clear sentence unless the table exists (a deployed one is never created). */
export async function requireTable(
  target: { dynamodb: DynamoDBClient; where: string; local: boolean },
  table: string,
): Promise<void> {
  try {
    await target.dynamodb.send(new DescribeTableCommand({ TableName: table }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Cannot use table ${table} at ${target.where} (${reason}). ` +
        (target.local
          ? 'Start the local stage once first.'
          : 'Check the name, your AWS credentials and region.'),
    );
  }
}
