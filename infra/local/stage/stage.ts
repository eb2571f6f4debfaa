import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isAbsolute, join } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { resetContainer } from '#lambdas/container';
import { flushContainerActivity } from '#lambdas/performance';
import { localBucketName } from '../../stack/definitions/buckets';
import { ROUTES } from '../../stack/definitions/routes';
import { tableName as tableNameFor } from '../../stack/definitions/table';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './emulators/dynamodb';
import { onS3ObjectEvent } from './emulators/s3';
import { startEmulators } from './emulators/start-emulators';
import { loadStageConfig, runtimeConfigOf } from '../../stack/stage-config';
import { COGNITO_PROXY_PREFIX } from './gateway/cognito-proxy';
import { createGateway } from './gateway/gateway-server';
import { POST_CONFIRMATION_TRIGGER } from '../../stack/definitions/auth-triggers';
import { mailCodesFromPool } from './auth/code-mail';
import { poolFile } from './auth/pool-file';
import { refuseDisabledAccounts } from './auth/disabled-accounts';
import { resendConfirmationCode } from './auth/resend-code';
import { ensureDemoAccounts } from '../demo-data/demo-accounts';
import type { DemoLogin } from '../demo-data/demo-accounts';
import { startLambdaInvokeEndpoint } from './lambda-invoke-endpoint';
import { localBoostExpiryArn, localCsvImportArn, localStateMachines } from './local-state-machines';
import { startStepFunctionsEndpoint } from './step-functions-endpoint';
import { workerInvoker } from './workers/worker-handlers';
import { importHandlerLoader, type LoadHandler } from './gateway/handler-loader';
import { createJwtAuthorizer } from './gateway/jwt-authorizer';
import type { GatewayRoute } from './gateway/route-matcher';
import { applyHandlerEnv, renderHandlerEnv } from './handler-env';
import { startLocalWorkers } from './workers/local-workers';
import { figuresOnStart } from './figures-on-start';
import { createMailbox } from './mailbox';
import { localAlertSigningKey, localWebhookSecret } from './webhook-secret';
import { assertPortFree, freePort, reservePort } from './ports';
import { provisionAuth } from './provision-auth';
import { provisionTable } from './provision-table';
import { stampAdminKeys } from '../upgrades/stamp-admin-keys';
import { giveDealerPagesOnce } from '../upgrades/give-dealer-pages';
import { giveListingEndsOnce } from '../upgrades/give-listing-ends';
import { RENDER_BUNDLE } from '#shared/page-render';
import { INDEX } from '#shared/table-keys';
import { REPO_ROOT } from '../repo-root';
import { rebuildSearch } from './search-snapshot';
import { ensureLocalPostcodes } from '../postcodes/ensure-postcodes';
import type { ImageMode } from '../demo-data/photos';
import { seedOnFirstStart } from '../demo-data/seed-on-first-start';
import { readDemoMotVehicles } from '../stand-ins/demo-mot-vehicles';
import { createVehicleDataStandIns } from '../stand-ins/vehicle-data-stand-ins';
import { startHostedUi } from '../stand-ins/google-sign-in/start-hosted-ui';
import {
  DEFAULT_PORT,
  LOCAL_STAGE,
  publishRunningStage,
  unpublishRunningStage,
} from './running-stage';

export type LocalStageOptions = {
  /**
   * The public port (gateway, or Vite in dev); default 3000. 0 lets the OS choose a free one
   * (tests): the stage holds it from its first step, so parallel stages cannot collide.
   */
  port?: number;
  /** Absolute; emulator data, mailbox and ids live here between runs. */
  dataDir: string;
  /** Demo data on the first start of this data directory; false to skip. */
  seed?: { count: number; seed: number; imageMode?: ImageMode } | false;
  /** Vite dev server for the SPA on `port`, handlers reloaded when their files change. */
  dev?: boolean;
  /**
   * How long a boost's day lasts, in seconds (BOOST_DAY_SECONDS); default 86,400. Tests shorten
   * it to watch a boost expire (`--boost-day-seconds`).
   */
  boostDaySeconds?: number;
  /**
   * For tests: hosts (host or host:port) a CSV import may fetch images from although they
   * resolve to private addresses, i.e. the test's own image server (IMPORT_IMAGE_HOSTS). None
   * by default: the import's URL guard refuses every private address, as in AWS.
   */
  importImageHosts?: readonly string[];
  /**
   * For tests: milliseconds each CSV import chunk waits before it runs on this stage's Step
   * Functions (local-state-machines.ts), to watch a small import under way. None by default.
   */
  importChunkPauseMs?: number;
  log?: (line: string) => void;
  /** For tests: other routes, handlers or web root than the product's. */
  gateway?: {
    routes?: readonly GatewayRoute[];
    loadHandler?: LoadHandler;
    webRoot?: string;
    /** The renderer's SSR bundle; default RENDER_BUNDLE in the repository. */
    renderBundle?: string;
  };
  /** For tests: fixed emulator ports (the handlers' SDK clients keep their first endpoint). */
  emulatorPorts?: { dynamodb?: number; s3?: number; cognito?: number };
  /**
   * For tests: DynamoDB Local in memory instead of in `dataDir`, so the table goes with the
   * stage. Writes are about ten times faster than on disk (decision 040).
   */
  dynamodbInMemory?: boolean;
  /**
   * Where the background functions' handlers run (local-workers.ts): a thread each (default),
   * or this process, as test stages ask.
   */
  functionsIn?: 'threads' | 'process';
};

/** How often the local stage writes the daily figures its handlers counted (decision 073). */
const LOCAL_ACTIVITY_FLUSH_MS = 5_000;

export type LocalStage = {
  url: string;
  /** The stand-in for Cognito's hosted sign-in with Google (HTTPS, decision 076). */
  hostedUiUrl: string;
  stop(): Promise<void>;
  tableName: string;
  endpoints: { dynamodb: string; s3: string; cognito: string };
  buckets: { web: string; images: string; sitemaps: string; search: string; exports: string };
  userPool: { id: string; clientId: string };
  /** The search projection (docs/decisions/009-search-projection.md) on this stage. */
  search: {
    /** Rebuilds the snapshot from the table now (as `npm run search:rebuild` does). */
    rebuild(): Promise<{ docs: number; ms: number }>;
    /** Resolves once the stream projector has handled every change written before the call. */
    drain(): Promise<void>;
    /** Runs the scheduled compaction now and waits for it. */
    compact(): Promise<void>;
  };
  /** Runs the scheduled sitemap generation now and waits for it. */
  generateSitemaps(): Promise<void>;
  /** Runs a scheduled job now (an id of infra/stack/definitions/schedules.ts) and waits for it. */
  runSchedule(id: string): Promise<void>;
  /** Writes the daily figures the handlers counted and still hold (decision 073) now. */
  flushActivity(): Promise<{ written: number; failed: number }>;
  /** The demo accounts' sign-ins (with demo data only). */
  demoLogins: DemoLogin[];
  /** Ports the emulators listen on (pass back as emulatorPorts to restart on the same ones). */
  emulatorPorts: { dynamodb: number; s3: number; cognito: number };
  mailboxDir: string;
};

/**
 * The whole product on one machine: DynamoDB Local, s3rver and cognito-local on free ports,
 * the table, buckets and user pool provisioned from the shared definitions, demo data on the
 * first start, and the gateway (CloudFront + API Gateway stand-in) on `port`.
 */
export async function startLocalStage(options: LocalStageOptions): Promise<LocalStage> {
  const log = options.log ?? ((line: string) => console.log(line));
  const { dataDir } = options;
  if (!isAbsolute(dataDir)) throw new Error(`dataDir must be absolute, got "${dataDir}"`);
  mkdirSync(dataDir, { recursive: true });
  const requestedPort = options.port ?? DEFAULT_PORT;
  // Taken first so a busy port fails in a second, not after the emulators started, and so the
  // port cannot be lost to anyone else meanwhile. In dev the public port is Vite's, which binds
  // it itself later (chosen here when the caller asked for any port).
  let publicServer: Server | undefined;
  let port: number;
  if (options.dev) {
    port = requestedPort === 0 ? await freePort() : requestedPort;
    await assertPortFree(port, 'the dev server');
  } else {
    publicServer = await reservePort(requestedPort, 'the local stage');
    port = (publicServer.address() as AddressInfo).port;
  }
  const cleanups: (() => Promise<void> | void)[] = [];
  if (publicServer) {
    const reserved = publicServer;
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          if (!reserved.listening) return resolve();
          reserved.close(() => resolve());
          reserved.closeAllConnections();
        }),
    );
  }
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await Promise.resolve()
        .then(cleanup)
        .catch((error: unknown) => log(`While stopping: ${String(error)}`));
    }
  };

  const tableName = tableNameFor(LOCAL_STAGE);
  const buckets = {
    web: localBucketName(LOCAL_STAGE, 'web'),
    images: localBucketName(LOCAL_STAGE, 'images'),
    sitemaps: localBucketName(LOCAL_STAGE, 'sitemaps'),
    search: localBucketName(LOCAL_STAGE, 'search'),
    exports: localBucketName(LOCAL_STAGE, 'exports'),
  };
  const mailbox = createMailbox(dataDir);

  try {
    // Cognito's triggers: cognito-local calls them through the Lambda Invoke API, as Cognito
    // calls the functions the stack attaches; here the same handler modules answer.
    // The workers start later; until then there are no pollers to tell.
    let nudgeWorkers = () => {};
    const invokeLambda = workerInvoker(REPO_ROOT);
    // A Cognito trigger or a Step Functions task may write to the table: the stream pollers
    // are told at once rather than at their next poll of an idle stage (decision 049).
    const invokeWorker: typeof invokeLambda = async (worker, event) => {
      try {
        return await invokeLambda(worker, event);
      } finally {
        nudgeWorkers();
      }
    };
    const lambdaEndpoint = await startLambdaInvokeEndpoint({
      functions: {
        [POST_CONFIRMATION_TRIGGER.handler]: (event) =>
          invokeWorker(POST_CONFIRMATION_TRIGGER, event),
      },
      log,
    });
    cleanups.push(lambdaEndpoint.stop);
    // Step Functions: the boost expiry's executions run here, from the same definition as in
    // AWS; they live in memory only, and the boost sweep (at start, then every 5 minutes)
    // ends what a stopped stage's executions would have.
    const stepFunctions = await startStepFunctionsEndpoint({
      stateMachines: localStateMachines(LOCAL_STAGE, invokeWorker, {
        importChunkPauseMs: options.importChunkPauseMs,
      }),
      log,
    });
    cleanups.push(stepFunctions.stop);
    const emulators = await startEmulators({
      dataDir,
      buckets: Object.values(buckets),
      ports: options.emulatorPorts,
      dynamodbInMemory: options.dynamodbInMemory,
      cognitoTriggers: {
        lambdaEndpoint: lambdaEndpoint.url,
        functions: { PostConfirmation: POST_CONFIRMATION_TRIGGER.handler },
      },
      log,
    });
    cleanups.push(emulators.stop);
    const endpoints = {
      dynamodb: emulators.dynamodb.endpoint,
      s3: emulators.s3.endpoint,
      cognito: emulators.cognito.endpoint,
    };
    const client = { region: LOCAL_REGION, credentials: LOCAL_CREDENTIALS };
    const dynamodb = new DynamoDBClient({ ...client, endpoint: endpoints.dynamodb });
    const s3 = new S3Client({ ...client, endpoint: endpoints.s3, forcePathStyle: true });
    const cognito = new CognitoIdentityProviderClient({ ...client, endpoint: endpoints.cognito });
    cleanups.push(() => [dynamodb, s3, cognito].forEach((c) => c.destroy()));

    const table = await provisionTable(dynamodb, tableName);
    const userPool = await provisionAuth(cognito, dataDir);
    const webhookSecret = localWebhookSecret(dataDir);
    const vehicleDataKey = randomBytes(16).toString('hex');
    applyHandlerEnv(
      renderHandlerEnv(
        {
          stage: LOCAL_STAGE,
          tableName,
          buckets,
          endpoints: { ...endpoints, stepFunctions: stepFunctions.url },
          boostExpiryStateMachine: localBoostExpiryArn(LOCAL_STAGE),
          csvImportStateMachine: localCsvImportArn(LOCAL_STAGE),
          importImageHosts: options.importImageHosts,
          boostDaySeconds: options.boostDaySeconds ?? 86_400,
          userPool,
          mailboxDir: mailbox.dir,
          siteOrigin: `http://localhost:${port}`,
          webhookSecret,
          alertSigningKey: localAlertSigningKey(dataDir),
          vehicleDataKey,
        },
        loadStageConfig(LOCAL_STAGE).contact,
      ),
    );

    const documents = DynamoDBDocumentClient.from(dynamodb, {
      marshallOptions: { removeUndefinedValues: true },
    });
    if (table.addedIndexes.includes(INDEX.admin)) {
      // Data kept from before the admin screens: give its items the keys they read.
      const stamped = await stampAdminKeys({ client: documents, tableName });
      log(
        `Upgraded the kept data for the admin screens: ${stamped.listings} listings, ${stamped.users} users`,
      );
    }
    // Trade accounts kept from before dealer pages get theirs (once per data directory).
    const dealerPages = await giveDealerPagesOnce({ client: documents, tableName });
    if (dealerPages) log(`Gave ${dealerPages} trade accounts of the kept data their dealer pages`);
    // Live listings kept from before expiry get the end of their advert (decision 072).
    const listingEnds = await giveListingEndsOnce({ client: documents, tableName });
    if (listingEnds) log(`Gave ${listingEnds} live listings of the kept data their advert's end`);
    // Postcode districts load (once per data directory) while the demo data seeds.
    const postcodes = ensureLocalPostcodes({ client: documents, tableName }, log);
    if (options.seed) {
      // A seeding failure leaves an empty but working site; no marker, so the next start retries.
      await seedOnFirstStart({
        dataDir,
        deps: {
          db: { client: documents, tableName },
          s3,
          imagesBucket: buckets.images,
        },
        count: options.seed.count,
        seed: options.seed.seed,
        ...(options.seed.imageMode ? { imageMode: options.seed.imageMode } : {}),
        log,
      }).catch((error: unknown) =>
        log(
          `Warning: demo data could not be seeded (it will be tried again on the next start):\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        ),
      );
    }

    await postcodes;
    // Demo data comes with demo accounts: an admin and a seller who owns some of the vans.
    const demoLogins = options.seed
      ? await ensureDemoAccounts({
          cognito,
          userPoolId: userPool.id,
          db: { client: documents, tableName },
        })
      : [];

    // Derived data follows the table from here on: the stream consumers read from the stream's
    // end, then the search snapshot is rebuilt, since the table may have changed while the
    // stage was stopped (`npm run seed`). Changes after the pollers started reach the log.
    // The admin figures read a new table's stream from its start (figures-on-start.ts).
    await figuresOnStart({
      db: { client: documents, tableName },
      tableCreated: table.created,
      log,
    });
    resetContainer();
    cleanups.push(resetContainer);
    const workers = await startLocalWorkers({
      dynamodb,
      dynamodbEndpoint: endpoints.dynamodb,
      tableName,
      streamArn: table.streamArn,
      repoRoot: REPO_ROOT,
      log,
      newTable: table.created,
      functionsIn: options.functionsIn,
      // Photo uploads (uploads/) reach the photo processor as S3 notifications do in AWS.
      s3Events: { subscribe: (listener) => onS3ObjectEvent(endpoints.s3, listener), buckets },
    });
    cleanups.push(workers.stop);
    nudgeWorkers = workers.nudge;
    // Executions end before the workers and emulators they write through (cleanups run last
    // first); the earlier registration stops the endpoint if the start fails before here.
    cleanups.push(stepFunctions.stop);
    const rebuildSnapshot = async () => {
      const { docs, ms } = await rebuildSearch({
        dynamodb,
        s3,
        tableName,
        bucket: buckets.search,
        log,
      });
      return { docs, ms };
    };
    // Listings whose days ended while the stage was stopped (and the demo data's, whose
    // reminders and expiry mails reach the mailbox now): before the snapshot, which then
    // starts without them (decision 072).
    await workers.runSchedule('ListingExpiry');
    const snapshot = await rebuildSnapshot();
    log(`Search snapshot: ${snapshot.docs} live listings (${snapshot.ms} ms).`);
    // As the hourly schedule would, at once: /sitemap.xml exists from the first page served.
    // Boosts that ended while the stage was stopped, and checkouts abandoned meanwhile.
    await workers.runSchedule('BoostSweep');
    const generateSitemaps = () => workers.runSchedule('GenerateSitemaps');
    const sitemapsStarted = Date.now();
    await generateSitemaps();
    log(`Sitemaps written (${Date.now() - sitemapsStarted} ms).`);

    // Cognito's hosted sign-in with Google, as a stand-in on HTTPS of its own (decision 076).
    const hostedUi = await startHostedUi({
      dataDir,
      port,
      cognito,
      userPool,
      issuer: `${emulators.cognito.issuerDomain}/${userPool.id}`,
      postConfirmation: (event) => invokeWorker(POST_CONFIRMATION_TRIGGER, event),
      log,
    });
    cleanups.push(hostedUi.close);

    let loadHandler = options.gateway?.loadHandler;
    if (!loadHandler && options.dev) {
      // Imported only for --dev: Vite alone takes about a second to load.
      const { createDevHandlerLoader } = await import('./gateway/dev-handler-loader');
      const devLoader = await createDevHandlerLoader(REPO_ROOT);
      cleanups.push(devLoader.close);
      loadHandler = devLoader.loadHandler;
    }
    const localRuntimeConfig = (oauth: ReturnType<typeof hostedUi.oauthFor>) =>
      runtimeConfigOf(loadStageConfig(LOCAL_STAGE), {
        region: LOCAL_REGION,
        userPoolId: userPool.id,
        userPoolClientId: userPool.clientId,
        userPoolEndpoint: `${COGNITO_PROXY_PREFIX}/`,
        passwordFlow: 'USER_PASSWORD_AUTH',
        oauth,
      });
    const gateway = createGateway({
      routes: options.gateway?.routes ?? ROUTES,
      loadHandler: loadHandler ?? importHandlerLoader(REPO_ROOT),
      authorizer: createJwtAuthorizer({
        issuer: `${emulators.cognito.issuerDomain}/${userPool.id}`,
        audience: [userPool.clientId],
        jwksUri: `${endpoints.cognito}/${userPool.id}/.well-known/jwks.json`,
      }),
      webRoot: options.gateway?.webRoot ?? join(REPO_ROOT, 'dist', 'web'),
      renderBundle: options.gateway?.renderBundle ?? join(REPO_ROOT, RENDER_BUNDLE),
      s3,
      buckets,
      mailbox,
      cognitoEndpoint: endpoints.cognito,
      onCodeSent: mailCodesFromPool({
        file: poolFile(dataDir, userPool.id),
        mailbox,
        siteOrigin: `http://localhost:${port}`,
        log,
      }),
      refuseAuth: refuseDisabledAccounts({ file: poolFile(dataDir, userPool.id) }),
      cognitoOperations: {
        ResendConfirmationCode: resendConfirmationCode({
          file: poolFile(dataDir, userPool.id),
          cognitoEndpoint: endpoints.cognito,
          mailbox,
          siteOrigin: `http://localhost:${port}`,
          log,
        }),
      },
      stageInfo: () => ({
        stage: LOCAL_STAGE,
        region: LOCAL_REGION,
        userPoolId: userPool.id,
        userPoolClientId: userPool.clientId,
        userPoolEndpoint: `${COGNITO_PROXY_PREFIX}/`,
        mailbox: '/_local/mailbox',
      }),
      runtimeConfig: localRuntimeConfig(hostedUi.oauthFor(undefined)),
      runtimeConfigFor: (host) => localRuntimeConfig(hostedUi.oauthFor(host)),
      answerAuth: hostedUi.answerRefresh,
      // Presigned photo uploads go to s3rver, as they go to the images bucket in AWS; the
      // hosted sign-in's token endpoint is the stand-in's.
      connectSources: [endpoints.s3, hostedUi.origin],
      // The local payment provider's checkout page, standing in for Stripe's.
      localCheckout: { db: { client: documents, tableName }, webhookSecret },
      vehicleData: createVehicleDataStandIns(
        vehicleDataKey,
        undefined,
        readDemoMotVehicles(dataDir),
      ),
      onAnswered: workers.nudge,
      log,
    });
    // In dev the gateway sits behind Vite, on any port.
    const gatewayPort = publicServer ? gateway.serve(publicServer) : await gateway.listen(0);
    cleanups.push(gateway.close);
    // The gateway's handlers share this process's counter of daily figures (decision 073). A
    // Lambda container flushes at the end of a request once its counts are 30 s old; this
    // process is never frozen, so it also flushes on a timer, and on stop, losing nothing.
    const activityDb = { client: documents, tableName };
    const flushActivity = () => flushContainerActivity(activityDb);
    const activityTimer = setInterval(() => void flushActivity(), LOCAL_ACTIVITY_FLUSH_MS);
    activityTimer.unref();
    cleanups.push(async () => {
      clearInterval(activityTimer);
      await flushActivity();
    });
    let url = `http://localhost:${gatewayPort}`;
    if (options.dev) {
      const { startDevWebServer } = await import('./dev-web-server');
      const web = await startDevWebServer({
        repoRoot: REPO_ROOT,
        port,
        gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
        connectSources: [endpoints.s3, hostedUi.origin],
      });
      cleanups.push(web.close);
      url = web.url;
    }
    // Tells the CLIs (npm run seed, sitemaps, postcodes:import) that this stage runs, and where,
    // so they use its emulators instead of starting their own on the same files.
    publishRunningStage(dataDir, { url, endpoints });
    cleanups.push(() => unpublishRunningStage(dataDir));

    return {
      url,
      hostedUiUrl: hostedUi.origin,
      stop,
      tableName,
      endpoints,
      buckets,
      userPool,
      search: {
        rebuild: rebuildSnapshot,
        drain: workers.drain,
        compact: () => workers.runSchedule('CompactSearchSnapshot'),
      },
      generateSitemaps,
      runSchedule: (id) => workers.runSchedule(id),
      flushActivity,
      demoLogins,
      emulatorPorts: {
        dynamodb: emulators.dynamodb.port,
        s3: emulators.s3.port,
        cognito: emulators.cognito.port,
      },
      mailboxDir: mailbox.dir,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
