import { CfnOutput, Lazy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ROUTES, type RouteDefinition } from './definitions/routes';
import { PHOTO_PROCESSOR } from './definitions/image-pipeline';
import { PAGE_RENDERER, WEB_FILE_PATHS } from './definitions/page-renderer';
import { SCHEDULES } from './definitions/schedules';
import { STREAM_CONSUMERS } from './definitions/stream-consumers';
import { Geocoding } from './constructs/geocoding';
import { HttpApi } from './constructs/http-api';
import { ImagePipeline } from './constructs/image-pipeline';
import { ListingsTable } from './constructs/listings-table';
import { MediaBuckets } from './constructs/media-buckets';
import { OperationalAlarms } from './constructs/operational-alarms';
import { OriginSecret } from './constructs/origin-secret';
import { AlertSigningSecret } from './constructs/alert-signing-secret';
import { DEFAULT_RENDER_DIR, PageRenderer } from './constructs/page-renderer';
import { WebAclReference } from './constructs/edge-web-acl';
import { AuthTriggers } from './constructs/auth-triggers';
import { BoostExpiry } from './constructs/boost-expiry';
import { CsvImport } from './constructs/csv-import';
import { ScheduledJobs } from './constructs/scheduled-jobs';
import { StreamConsumers } from './constructs/stream-consumers';
import { UserAuth } from './constructs/user-auth';
import { DEFAULT_WEB_DIR, WebDeployment } from './constructs/web-deployment';
import { WebDistribution } from './constructs/web-distribution';
import { removalPolicyOf, runtimeConfigOf, type StageConfig } from './stage-config';

export type VanYardStackProps = StackProps & {
  config: StageConfig;
  /** The API route table; tests pass extra routes to cover every access level. */
  routes?: readonly RouteDefinition[];
  /**
   * The built SPA (`npm run build`) to upload into the web bucket; default `<repo>/dist/web`.
   * Synthesis fails with instructions when it is missing. Tests pass a small fixture.
   */
  webDir?: string;
  /**
   * The built page renderer (`npm run build`'s SSR bundle) the render function carries; default
   * `<repo>/dist/render`. Synthesis fails with instructions when it is missing. Tests pass a
   * small fixture.
   */
  renderDir?: string;
  /**
   * The origin secret's version to deploy (`-c originSecretVersion=ID` after a rotation, see
   * docs/infrastructure.md); unset: its current version.
   */
  originSecretVersion?: string;
};

/**
 * Feature flags this stack relies on, set on the stack so `cdk synth` and the tests build the
 * same template whatever cdk.json holds.
 */
const FEATURE_FLAGS = {
  // Server access logs are granted by bucket policy; the logs bucket needs no log-delivery ACL.
  '@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy': true,
};

/** Paths of the routes CloudFront may cache (public GET routes with a literal path only). */
export function edgeCachedPaths(routes: readonly RouteDefinition[]): string[] {
  return routes
    .filter((route) => route.edgeCache)
    .map((route) => {
      if (route.method !== 'GET' || route.auth !== 'public' || /[{*]/.test(route.path)) {
        throw new Error(`${route.id}: only public GET routes with a literal path can be cached`);
      }
      return route.path;
    });
}

/** One stage of VanYard in AWS: everything the product runs on, composed from capabilities. */
export class VanYardStack extends Stack {
  readonly data: ListingsTable;
  readonly buckets: MediaBuckets;
  readonly auth: UserAuth;
  readonly geocoding: Geocoding;
  readonly api: HttpApi;
  readonly originSecret: OriginSecret;
  readonly alertSigningSecret: AlertSigningSecret;
  /** The stage's web ACL, read from us-east-1, when the stage has WAF on. */
  readonly webAcl?: WebAclReference;
  readonly alarms: OperationalAlarms;
  readonly streamConsumers: StreamConsumers;
  readonly scheduledJobs: ScheduledJobs;
  readonly boostExpiry: BoostExpiry;
  readonly csvImport: CsvImport;
  readonly authTriggers: AuthTriggers;
  readonly imagePipeline: ImagePipeline;
  readonly pageRenderer: PageRenderer;
  readonly web: WebDistribution;
  readonly webDeployment: WebDeployment;

  constructor(scope: Construct, id: string, props: VanYardStackProps) {
    super(scope, id, props);
    for (const [flag, value] of Object.entries(FEATURE_FLAGS)) this.node.setContext(flag, value);

    const { config } = props;
    const removalPolicy = removalPolicyOf(config);
    const domain =
      config.domainName && config.certificateArn
        ? { name: config.domainName, certificateArn: config.certificateArn }
        : undefined;

    this.data = new ListingsTable(this, 'Listings', {
      stage: config.stage,
      removalPolicy,
      deletionProtection: config.deletionProtection,
    });
    this.buckets = new MediaBuckets(this, 'Media', {
      removalPolicy,
      // Without a custom domain the site origin is the distribution's own domain, which the
      // bucket cannot reference (the distribution already references the bucket). The
      // presigned signature, not CORS, is what guards uploads.
      uploadOrigins: domain ? [`https://${domain.name}`] : ['*'],
    });

    // The client's OAuth callback needs the site URL, which exists only once the distribution
    // does; the distribution in turn needs the API, which needs the client. Resolved at synth.
    let siteUrl = '';
    this.auth = new UserAuth(this, 'Auth', {
      config,
      removalPolicy,
      siteUrl: Lazy.string({ produce: () => siteUrl }),
    });

    this.geocoding = new Geocoding(this, 'Geocoding', { stage: config.stage });
    const buckets = {
      images: this.buckets.images,
      sitemaps: this.buckets.sitemaps,
      search: this.buckets.search,
      exports: this.buckets.exports,
    };
    // CloudFront adds it to every API request; the handlers refuse requests without it.
    this.originSecret = new OriginSecret(this, 'OriginSecret', {
      removalPolicy,
      versionId: props.originSecretVersion,
    });
    this.api = new HttpApi(this, 'Http', {
      originSecret: {
        current: this.originSecret.reference('current'),
        previous: this.originSecret.reference('previous'),
      },
      config,
      routes: props.routes ?? ROUTES,
      table: this.data.table,
      buckets,
      geocoding: this.geocoding,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.client,
      siteUrl: Lazy.string({ produce: () => siteUrl }),
      removalPolicy,
    });

    // Derived data kept in step with the table (the search projection: decision 009).
    const workers = {
      stage: config.stage,
      table: this.data.table,
      buckets,
      logRetention: config.logRetention,
      removalPolicy,
    };
    // Saved-search alerts (decision 065): the digests mail and sign their unsubscribe links.
    this.alertSigningSecret = new AlertSigningSecret(this, 'AlertSigningSecret', {
      secretName: config.alerts.signingSecretName,
      removalPolicy,
    });
    const alertWorkers = {
      mail: {
        from: `VanYard <${config.email.fromAddress}>`,
        identity: { name: config.email.sesIdentity, region: config.email.sesRegion },
      },
      alertSigningSecretName: config.alerts.signingSecretName,
    };
    this.streamConsumers = new StreamConsumers(this, 'StreamConsumers', {
      ...workers,
      ...alertWorkers,
      vehicleDataSecretName: config.vehicleData.secretName,
      consumers: STREAM_CONSUMERS,
    });
    this.authTriggers = new AuthTriggers(this, 'AuthTriggers', {
      ...workers,
      userPool: this.auth.userPool,
      siteUrl: Lazy.string({ produce: () => siteUrl }),
    });
    this.scheduledJobs = new ScheduledJobs(this, 'ScheduledJobs', {
      ...workers,
      ...alertWorkers,
      vehicleDataSecretName: config.vehicleData.secretName,
      siteUrl: Lazy.string({ produce: () => siteUrl }),
      schedules: SCHEDULES,
    });
    // Boosts end when they expire (docs/boosts.md): the state machine, started by the routes
    // that declare `boostExpiry` (the webhook, once a payment succeeded), and no others.
    this.boostExpiry = new BoostExpiry(this, 'BoostExpiry', workers);
    for (const route of props.routes ?? ROUTES) {
      if (route.access.boostExpiry)
        this.boostExpiry.allowStart(this.api.functions.get(route.id)!.fn);
    }
    // CSV imports (docs/csv-import.md): the state machine, started by the routes that declare
    // `csvImport` (the start of an import), and no others.
    this.csvImport = new CsvImport(this, 'CsvImport', {
      ...workers,
      ...alertWorkers,
      siteUrl: Lazy.string({ produce: () => siteUrl }),
      geocoding: this.geocoding,
    });
    for (const route of props.routes ?? ROUTES) {
      if (route.access.csvImport) this.csvImport.allowStart(this.api.functions.get(route.id)!.fn);
    }
    // The daily stock feeds (decision 074) start the same state machine, and no other job does.
    for (const definition of SCHEDULES) {
      if ('csvImport' in definition.access && definition.access.csvImport) {
        this.csvImport.allowStart(this.scheduledJobs.jobs.get(definition.id)!.worker.fn);
      }
    }
    // Sellers' photos: the images bucket's uploads/ notification to the photo processor.
    this.imagePipeline = new ImagePipeline(this, 'ImagePipeline', {
      definition: PHOTO_PROCESSOR,
      stage: config.stage,
      table: this.data.table,
      bucket: this.buckets.images,
      logRetention: config.logRetention,
      removalPolicy,
    });

    // AWS WAF lives in the stage's edge stack in us-east-1 (EdgeProtectionStack, decision 018).
    if (config.waf.enabled) {
      this.webAcl = new WebAclReference(this, 'WebAcl', { stage: config.stage });
    }
    // Pages (decision 028): rendered with the API's own handlers, behind the distribution.
    this.pageRenderer = new PageRenderer(this, PAGE_RENDERER.id, {
      definition: PAGE_RENDERER,
      renderDir: props.renderDir ?? DEFAULT_RENDER_DIR,
      stage: config.stage,
      table: this.data.table,
      buckets,
      geocoding: this.geocoding,
      userPool: this.auth.userPool,
      userPoolClient: this.auth.client,
      mailFrom: `VanYard <${config.email.fromAddress}>`,
      mailIdentity: { name: config.email.sesIdentity, region: config.email.sesRegion },
      stripeSecretName: config.stripe.secretName,
      vehicleDataSecretName: config.vehicleData.secretName,
      alertSigningSecretName: config.alerts.signingSecretName,
      contact: config.contact,
      logRetention: config.logRetention,
      removalPolicy,
    });

    this.web = new WebDistribution(this, 'Web', {
      web: this.buckets.web,
      renderer: this.pageRenderer.url,
      webFilePaths: WEB_FILE_PATHS,
      images: this.buckets.images,
      sitemaps: this.buckets.sitemaps,
      accessLogs: this.buckets.accessLogs,
      apiDomainName: this.api.domainName,
      originSecret: this.originSecret.reference('current'),
      webAclArn: this.webAcl?.arn,
      cachedApiPaths: edgeCachedPaths(props.routes ?? ROUTES),
      authEndpoints: UserAuth.browserEndpoints(config, this.region),
      domain,
    });
    siteUrl = this.web.siteUrl;

    this.webDeployment = new WebDeployment(this, 'WebDeployment', {
      webDir: props.webDir ?? DEFAULT_WEB_DIR,
      bucket: this.buckets.web,
      distribution: this.web.distribution,
      renderer: this.pageRenderer,
      runtimeConfig: runtimeConfigOf(config, {
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.client.userPoolClientId,
        passwordFlow: 'USER_SRP_AUTH',
        oauth: config.google.clientId
          ? {
              domain: `${config.authDomainPrefix}.auth.${this.region}.amazoncognito.com`,
              redirectSignIn: `${this.web.siteUrl}/auth/callback`,
              redirectSignOut: `${this.web.siteUrl}/`,
            }
          : null,
      }),
      logRetention: config.logRetention,
      removalPolicy,
    });

    this.alarms = new OperationalAlarms(this, 'Alarms', {
      email: config.alarmEmail,
      api: this.api.api,
      apiAccessLogs: this.api.accessLogs,
      functions: new Map([
        ...[...this.api.functions].map(([routeId, route]) => [routeId, route.fn] as const),
        ...[...this.streamConsumers.consumers].map(([id, c]) => [id, c.worker.fn] as const),
        ...[...this.scheduledJobs.jobs].map(([id, job]) => [id, job.worker.fn] as const),
        ['EndBoost', this.boostExpiry.task.fn] as const,
        ...Object.values(this.csvImport.tasks).map((task) => [task.node.id, task.fn] as const),
        ['PostConfirmation', this.authTriggers.profile.fn] as const,
        ['CustomMessage', this.authTriggers.messages.fn] as const,
        ['PreSignUp', this.authTriggers.linking.fn] as const,
        [PHOTO_PROCESSOR.id, this.imagePipeline.fn] as const,
        [PAGE_RENDERER.id, this.pageRenderer.fn] as const,
      ]),
      pageRendererLogs: this.pageRenderer.logGroup,
      streamConsumers: new Map(
        [...this.streamConsumers.consumers].map(([id, c]) => [
          id,
          { fn: c.worker.fn, failures: c.failures },
        ]),
      ),
    });

    const outputs: Record<string, { value: string; description: string }> = {
      SiteUrl: { value: this.web.siteUrl, description: 'The site (CloudFront)' },
      ApiUrl: { value: `${this.web.siteUrl}/api`, description: 'The API as the SPA calls it' },
      ApiEndpoint: {
        value: this.api.api.apiEndpoint,
        description: 'HTTP API endpoint (bypasses CloudFront)',
      },
      DistributionId: {
        value: this.web.distribution.distributionId,
        description: 'For cache invalidations',
      },
      UserPoolId: { value: this.auth.userPool.userPoolId, description: 'Cognito user pool' },
      UserPoolClientId: {
        value: this.auth.client.userPoolClientId,
        description: 'Cognito app client of the SPA',
      },
      TableName: { value: this.data.table.tableName, description: 'DynamoDB table' },
      WebBucketName: {
        value: this.buckets.web.bucketName,
        description: 'The SPA build (uploaded by the stack)',
      },
      ImagesBucketName: { value: this.buckets.images.bucketName, description: 'Listing photos' },
      SitemapsBucketName: {
        value: this.buckets.sitemaps.bucketName,
        description: 'sitemap*.xml, robots.txt',
      },
      OriginSecretArn: {
        value: this.originSecret.secret.secretArn,
        description:
          'The origin secret CloudFront adds to API requests (rotate: docs/infrastructure.md)',
      },
      SearchBucketName: {
        value: this.buckets.search.bucketName,
        description: 'Search projection snapshots (npm run search:rebuild -- --stage NAME)',
      },
      ExportsBucketName: {
        value: this.buckets.exports.bucketName,
        description: 'Admin exports (the users CSV; files expire after a day)',
      },
    };
    if (this.auth.hostedUiUrl) {
      outputs.HostedUiUrl = {
        value: this.auth.hostedUiUrl,
        description: 'Cognito hosted UI (Google)',
      };
    }
    for (const [id, output] of Object.entries(outputs)) new CfnOutput(this, id, output);
  }
}
