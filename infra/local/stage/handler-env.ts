import type { ContactDetails } from '#shared/runtime-config';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from './emulators/dynamodb';
import { LOCAL_ORIGIN_SECRET } from './origin-secret';
import { VEHICLE_DATA_STAND_IN_PREFIX } from '../stand-ins/vehicle-data-stand-ins';

export type HandlerEnvInput = {
  stage: string;
  tableName: string;
  buckets: { web: string; images: string; sitemaps: string; search: string; exports: string };
  /** The emulators, and the local Step Functions endpoint (step-functions-endpoint.ts). */
  endpoints: { dynamodb: string; s3: string; cognito: string; stepFunctions: string };
  /** The local boost expiry state machine's ARN (local-state-machines.ts). */
  boostExpiryStateMachine: string;
  /** The local CSV import state machine's ARN (local-state-machines.ts). */
  csvImportStateMachine: string;
  /**
   * Hosts an import may fetch images from although they resolve to private addresses
   * (IMPORT_IMAGE_HOSTS): none unless given, as in AWS; tests name their own image server.
   */
  importImageHosts?: readonly string[];
  /** A boost's day in seconds: 86,400, shorter for tests that watch a boost expire. */
  boostDaySeconds: number;
  userPool: { id: string; clientId: string };
  mailboxDir: string;
  /** The stage's own URL, e.g. http://localhost:3000 (SITE_ORIGIN). */
  siteOrigin: string;
  /** The local payment provider's webhook signing secret, one per data directory. */
  webhookSecret: string;
  /** The key of saved-search unsubscribe links (decision 065), one per data directory. */
  alertSigningKey?: string;
  /** The key the vehicle data stand-ins check (VEHICLE_DATA_LOCAL_KEY), one per start. */
  vehicleDataKey: string;
};

/**
 * The environment the handlers run with on the local stage: the variables the CDK stack gives
 * each function, plus the AWS SDK's own endpoint variables pointing at the emulators, so no
 * handler code knows which stage it is on. Documented in docs/local-stage.md.
 */
export function handlerEnv(input: HandlerEnvInput): Record<string, string> {
  return {
    STAGE: input.stage,
    TABLE_NAME: input.tableName,
    IMAGES_BUCKET: input.buckets.images,
    SITEMAPS_BUCKET: input.buckets.sitemaps,
    SEARCH_BUCKET: input.buckets.search,
    EXPORTS_BUCKET: input.buckets.exports,
    // Postcodes from the imported local table; AWS uses Amazon Location ('location').
    GEOCODER: 'table',
    USER_POOL_ID: input.userPool.id,
    USER_POOL_CLIENT_ID: input.userPool.clientId,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: input.endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: input.endpoints.s3,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: input.endpoints.cognito,
    AWS_ENDPOINT_URL_SFN: input.endpoints.stepFunctions,
    BOOST_EXPIRY_STATE_MACHINE: input.boostExpiryStateMachine,
    CSV_IMPORT_STATE_MACHINE: input.csvImportStateMachine,
    ...(input.importImageHosts?.length
      ? { IMPORT_IMAGE_HOSTS: input.importImageHosts.join(',') }
      : {}),
    BOOST_DAY_SECONDS: String(input.boostDaySeconds),
    S3_FORCE_PATH_STYLE: 'true',
    SITE_ORIGIN: input.siteOrigin,
    // The gateway adds the same value to every API request, as CloudFront adds the stage's.
    ORIGIN_SECRET: LOCAL_ORIGIN_SECRET,
    MAIL_PROVIDER: 'local-mailbox',
    LOCAL_MAILBOX_DIR: input.mailboxDir,
    // The stand-in checkout served by the gateway (/_local/checkout/); AWS uses Stripe.
    PAYMENT_PROVIDER: 'local',
    LOCAL_WEBHOOK_SECRET: input.webhookSecret,
    // AWS reads the stack's generated secret (ALERT_SIGNING_SECRET_NAME) instead.
    ...(input.alertSigningKey ? { LOCAL_ALERT_SIGNING_KEY: input.alertSigningKey } : {}),
    // The DVLA and DVSA stand-ins served by the gateway (/_local/vehicle-data/); AWS uses theirs.
    VEHICLE_DATA_PROVIDER: 'local',
    VEHICLE_DATA_LOCAL_URL: `${input.siteOrigin}${VEHICLE_DATA_STAND_IN_PREFIX}`,
    VEHICLE_DATA_LOCAL_KEY: input.vehicleDataKey,
  };
}

/**
 * The page renderer's environment on the local stage (lambdas/handlers/render-page.ts): every
 * handler's, since its data port calls the page data routes' domain functions (table, search
 * bucket, geocoder, SITE_ORIGIN = the stage's URL; decision 038), plus RENDER_CONTACT, the
 * contact page's details from the stage config. The stage sets it for the whole process, so
 * the route handlers see RENDER_CONTACT too and ignore it.
 */
export function renderHandlerEnv(
  input: HandlerEnvInput,
  contact: ContactDetails,
): Record<string, string> {
  return { ...handlerEnv(input), RENDER_CONTACT: JSON.stringify(contact) };
}

/** Sets the variables in this process, where the gateway runs the handlers. */
export function applyHandlerEnv(env: Record<string, string>): void {
  // A session token from the developer's shell would be sent along with the fake keys.
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  // An exception to the import URL guard only when this stage names one, never inherited from
  // the shell or a stage started before in this process.
  delete process.env.IMPORT_IMAGE_HOSTS;
  Object.assign(process.env, env);
}
