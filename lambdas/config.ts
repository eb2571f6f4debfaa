import { z } from 'zod';

/**
 * The one module under lambdas/ that reads process.env (a unit test fails on any other): every
 * variable a handler reads, validated by one zod schema. The CDK stack and the local stage set
 * the same variables (docs/local-stage.md). Read on each access, not cached at load: the local
 * stage's handlers share one process, whose environment it sets before it invokes them.
 * Functions that tests configure take an `EnvSource` (an object of variables) instead.
 */
export type EnvSource = Readonly<Record<string, string | undefined>>;

const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

// An empty variable is an unset one.
const text = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() ? v.trim() : undefined),
  z.string().optional(),
);

const envSchema = z.object({
  TABLE_NAME: text,
  IMAGES_BUCKET: text,
  /** The search projection's snapshots (lambdas/search/projection/snapshot-store.ts). */
  SEARCH_BUCKET: text,
  SITEMAPS_BUCKET: text,
  /** Admin exports (the users CSV): private, files expire after a day. */
  EXPORTS_BUCKET: text,
  /** The stage's Cognito user pool, for the admin routes that change accounts. */
  USER_POOL_ID: text,
  /** 'stripe' (default) or 'local' (the local stage's stand-in checkout): docs/boosts.md. */
  PAYMENT_PROVIDER: text,
  /**
   * 'dvla' (default: the DVLA's and the DVSA's APIs, credentials in VEHICLE_DATA_SECRET_NAME) or
   * 'local' (the local stage's stand-ins at VEHICLE_DATA_LOCAL_URL, key VEHICLE_DATA_LOCAL_KEY).
   */
  VEHICLE_DATA_PROVIDER: text,
  VEHICLE_DATA_SECRET_NAME: text,
  VEHICLE_DATA_LOCAL_URL: text,
  VEHICLE_DATA_LOCAL_KEY: text,
  /** Secrets Manager id of the stage's Stripe secret (JSON: secretKey, webhookSecret). */
  STRIPE_SECRET_NAME: text,
  /**
   * The key that signs saved-search unsubscribe links (lambdas/saved-search/unsubscribe-token.ts):
   * a Secrets Manager secret's name in AWS (JSON `{"key": …}`), or the local stage's own key.
   */
  ALERT_SIGNING_SECRET_NAME: text,
  LOCAL_ALERT_SIGNING_KEY: text,
  /** The local provider's webhook signing secret (the local stage makes one per data dir). */
  LOCAL_WEBHOOK_SECRET: text,
  /** The boost expiry state machine's ARN (infra/stack/definitions/state-machines.ts). */
  BOOST_EXPIRY_STATE_MACHINE: text,
  /** The CSV import state machine's ARN (infra/stack/definitions/state-machines.ts). */
  CSV_IMPORT_STATE_MACHINE: text,
  /**
   * Hosts (host or host:port, comma-separated) an import may fetch images from although they
   * resolve to private addresses: the local stage's own test image server only; unset in AWS.
   */
  IMPORT_IMAGE_HOSTS: text,
  /**
   * How long a boost's "day" lasts, in seconds: 86,400 everywhere but on a test stage, which
   * shortens it to watch boosts expire (the local stage's --boost-day-seconds).
   */
  BOOST_DAY_SECONDS: text.transform((v) => {
    const seconds = Number(v);
    return v !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds : 86_400;
  }),
  /** The site's origin for absolute links (mails, sitemaps), e.g. https://vanyard.co.uk. */
  SITE_ORIGIN: text,
  /** The SSM parameter holding the origin, where it cannot be a variable (Cognito triggers). */
  SITE_ORIGIN_PARAMETER: text,
  STAGE: text.transform((v) => v ?? 'local'),
  LOG_LEVEL: z.enum(LOG_LEVELS).catch('info').default('info'),
  /** The local development origin allowed by CORS (`npm run dev`); unset on deployed stages. */
  CORS_ALLOWED_ORIGIN: text,
  /** 'table' (default) or 'location' (lambdas/geocoding/geocoding-config.ts). */
  GEOCODER: text,
  PLACE_INDEX_NAME: text,
  /** 'ses' (default) or 'local-mailbox' (lambdas/mail/mailer.ts). */
  MAIL_PROVIDER: text,
  LOCAL_MAILBOX_DIR: text,
  MAIL_FROM: text,
  SES_REGION: text,
  /**
   * The origin secret CloudFront adds to every API request (lambdas/http/origin-verify.ts), and
   * the one before it while a rotation is under way; the local gateway adds the local stage's.
   */
  ORIGIN_SECRET: text,
  ORIGIN_SECRET_PREVIOUS: text,
  /**
   * The page renderer only (lambdas/handlers/render-page.ts): the contact page's details as JSON
   * (shared/runtime-config.ts contactDetailsSchema), and the folder holding the SSR bundle in
   * the function's asset; unset locally, where the bundle is read from the repository's dist/.
   */
  RENDER_CONTACT: text,
  RENDER_BUNDLE_DIR: text,
  /** s3rver cannot serve bucket subdomains: the local stage sets 'true'. */
  S3_FORCE_PATH_STYLE: text.transform((v) => v === 'true'),
  /** How often a search container reads the search log, ms; unset or invalid: the default. */
  SEARCH_REFRESH_MS: text.transform((v) => {
    const ms = Number(v);
    return v !== undefined && Number.isFinite(ms) && ms >= 0 ? ms : undefined;
  }),
});

export type LambdaEnv = z.infer<typeof envSchema>;

/** The variables of `source` (the process's environment unless given), validated. */
export function readEnv(source: EnvSource = process.env): LambdaEnv {
  return envSchema.parse(source);
}

type RequiredName =
  | 'TABLE_NAME'
  | 'IMAGES_BUCKET'
  | 'SEARCH_BUCKET'
  | 'SITEMAPS_BUCKET'
  | 'EXPORTS_BUCKET'
  | 'USER_POOL_ID'
  | 'SITE_ORIGIN';

export function requiredEnv(name: RequiredName, source?: EnvSource): string {
  const value = readEnv(source)[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

/** The variables every handler reads, by name. */
export const env = {
  get tableName() {
    return requiredEnv('TABLE_NAME');
  },
  get imagesBucket() {
    return requiredEnv('IMAGES_BUCKET');
  },
  get searchBucket() {
    return requiredEnv('SEARCH_BUCKET');
  },
  get sitemapsBucket() {
    return requiredEnv('SITEMAPS_BUCKET');
  },
  get exportsBucket() {
    return requiredEnv('EXPORTS_BUCKET');
  },
  get userPoolId() {
    return requiredEnv('USER_POOL_ID');
  },
  get siteOrigin() {
    return requiredEnv('SITE_ORIGIN').replace(/\/$/, '');
  },
  get stage() {
    return readEnv().STAGE;
  },
  get logLevel(): LogLevel {
    return readEnv().LOG_LEVEL;
  },
  get corsAllowedOrigin() {
    return readEnv().CORS_ALLOWED_ORIGIN;
  },
  get mailFrom() {
    return readEnv().MAIL_FROM;
  },
  get sesRegion() {
    return readEnv().SES_REGION;
  },
  /** The origin secrets a request may carry: the current one and, if set, the previous one. */
  get originSecrets(): string[] {
    const { ORIGIN_SECRET, ORIGIN_SECRET_PREVIOUS } = readEnv();
    return [ORIGIN_SECRET, ORIGIN_SECRET_PREVIOUS].filter((s): s is string => Boolean(s));
  },
  get searchRefreshMs() {
    return readEnv().SEARCH_REFRESH_MS;
  },
  get paymentProvider(): 'stripe' | 'local' {
    return readEnv().PAYMENT_PROVIDER === 'local' ? 'local' : 'stripe';
  },
  get vehicleData():
    | { provider: 'dvla'; secretName: string | undefined }
    | { provider: 'local'; url: string | undefined; key: string | undefined } {
    const vars = readEnv();
    return vars.VEHICLE_DATA_PROVIDER === 'local'
      ? { provider: 'local', url: vars.VEHICLE_DATA_LOCAL_URL, key: vars.VEHICLE_DATA_LOCAL_KEY }
      : { provider: 'dvla', secretName: vars.VEHICLE_DATA_SECRET_NAME };
  },
  get stripeSecretName() {
    return readEnv().STRIPE_SECRET_NAME;
  },
  /** Where the saved-search unsubscribe key comes from: the local stage's own, or a secret. */
  get alertSigningKey(): { local: string | undefined; secretName: string | undefined } {
    const vars = readEnv();
    return { local: vars.LOCAL_ALERT_SIGNING_KEY, secretName: vars.ALERT_SIGNING_SECRET_NAME };
  },
  get localWebhookSecret() {
    return readEnv().LOCAL_WEBHOOK_SECRET;
  },
  get boostExpiryStateMachine() {
    return readEnv().BOOST_EXPIRY_STATE_MACHINE;
  },
  get csvImportStateMachine() {
    return readEnv().CSV_IMPORT_STATE_MACHINE;
  },
  /** IMPORT_IMAGE_HOSTS as a list (empty: no exception to the URL guard). */
  get importImageHosts(): string[] {
    return (readEnv().IMPORT_IMAGE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean);
  },
  /** A boost day in milliseconds (BOOST_DAY_SECONDS). */
  get boostDayMs() {
    return readEnv().BOOST_DAY_SECONDS * 1000;
  },
};
