import { Aws, type RemovalPolicy } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { RouteDefinition } from '../definitions/routes';
import type { Geocoding } from './geocoding';
import {
  acknowledgeWildcard,
  grantBucketAccess,
  nagReferenceOf,
  ROUTE_TABLE_READS,
  ROUTE_TABLE_WRITES,
} from './grants';
import { createHandlerFunction, ROUTE_TIMEOUT } from './handler-function';

export type RouteBuckets = {
  images: s3.IBucket;
  sitemaps: s3.IBucket;
  search: s3.IBucket;
  exports: s3.IBucket;
};

export type RouteFunctionProps = {
  route: RouteDefinition;
  stage: string;
  table: dynamodb.ITable;
  buckets: RouteBuckets;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  /** Amazon Location place index, for routes with `geocode`. */
  geocoding: Geocoding;
  /** Sender of VanYard's own mails (MAIL_FROM), from the stage's SES settings. */
  mailFrom: string;
  /** The site's origin (SITE_ORIGIN), for links in mails: https://{domain or CloudFront}. */
  siteUrl: string;
  /** The SES identity MAIL_FROM belongs to, and its region: what `mail` routes may send from. */
  mailIdentity: { name: string; region: string };
  /**
   * The Secrets Manager name of the stage's Stripe secret (stage config `stripe.secretName`),
   * created by the operator (docs/infrastructure.md): what `payments` routes may read.
   */
  stripeSecretName: string;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
};

export const DEFAULT_ROUTE_MEMORY_MB = 512;

/**
 * One Lambda function for one route of infra/definitions/routes.ts, with its own role that
 * holds exactly the table, bucket and geocoding access the route declares, and nothing else.
 */
export class RouteFunction extends Construct {
  readonly fn: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    const { route, table, buckets } = props;
    const { access } = route;

    const { fn, role } = createHandlerFunction(this, {
      handler: route.handler,
      description: `${route.method} ${route.path}: ${route.description}`,
      roleDescription: `VanYard ${props.stage} ${route.method} ${route.path}`,
      memoryMb: route.memoryMb ?? DEFAULT_ROUTE_MEMORY_MB,
      timeout: ROUTE_TIMEOUT,
      environment: {
        // The names the local stage gives the handlers (infra/local/stage/handler-env.ts), minus its
        // emulator endpoints, fake credentials and mailbox folder. Names grant nothing: access
        // comes only from the route's `access` below.
        STAGE: props.stage,
        TABLE_NAME: table.tableName,
        IMAGES_BUCKET: buckets.images.bucketName,
        SITEMAPS_BUCKET: buckets.sitemaps.bucketName,
        EXPORTS_BUCKET: buckets.exports.bucketName,
        USER_POOL_ID: props.userPool.userPoolId,
        USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
        MAIL_PROVIDER: 'ses',
        MAIL_FROM: props.mailFrom,
        SITE_ORIGIN: props.siteUrl,
        NODE_OPTIONS: '--enable-source-maps',
        ...(access.search && access.search !== 'none'
          ? { SEARCH_BUCKET: buckets.search.bucketName }
          : {}),
        ...(access.geocode
          ? { GEOCODER: 'location', PLACE_INDEX_NAME: props.geocoding.placeIndexName }
          : {}),
        // The identity is verified in one region, which need not be the stack's.
        ...(access.mail ? { SES_REGION: props.mailIdentity.region } : {}),
        // The local stage: PAYMENT_PROVIDER=local and its own webhook secret instead.
        ...(access.payments
          ? { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_NAME: props.stripeSecretName }
          : {}),
      },
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    this.fn = fn;

    this.grantTable(access.table, table, role);
    const who = 'this route';
    grantBucketAccess(this, access.images ?? 'none', buckets.images, role, who);
    grantBucketAccess(this, access.sitemaps ?? 'none', buckets.sitemaps, role, who);
    grantBucketAccess(this, access.search ?? 'none', buckets.search, role, who);
    grantBucketAccess(this, access.exports ?? 'none', buckets.exports, role, who);
    if (access.cognito && access.cognito.length > 0) {
      // The named user pool actions, on the stage's own pool only.
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: access.cognito.map((action) => `cognito-idp:${action}`),
          resources: [props.userPool.userPoolArn],
        }),
      );
    }
    if (access.geocode) props.geocoding.grantGeocode(role);
    if (access.payments) this.grantStripeSecret(role, props.stripeSecretName);
    if (access.mail) {
      // Sending only, and only from the stage's own identity.
      role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [
            `arn:${Aws.PARTITION}:ses:${props.mailIdentity.region}:${Aws.ACCOUNT_ID}:identity/${props.mailIdentity.name}`,
          ],
        }),
      );
    }
  }

  /**
   * GetSecretValue on the stage's Stripe secret and nothing else. The operator creates it by name,
   * so its ARN ends in Secrets Manager's six random characters: `-??????` matches those only
   * (a name-prefix `*` would also match `vanyard/prod/stripe-old`).
   */
  private grantStripeSecret(role: iam.IRole, secretName: string) {
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [
          `arn:${Aws.PARTITION}:secretsmanager:${Aws.REGION}:${Aws.ACCOUNT_ID}:secret:${secretName}-??????`,
        ],
      }),
    );
  }

  private grantTable(
    access: RouteDefinition['access']['table'],
    table: dynamodb.ITable,
    role: iam.IRole,
  ) {
    if (access === 'none') return;
    // Not CDK's grantReadData: it includes Scan, and no request path may scan the table.
    const actions =
      access === 'read' ? ROUTE_TABLE_READS : [...ROUTE_TABLE_READS, ...ROUTE_TABLE_WRITES];
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions,
        resources: [table.tableArn, `${table.tableArn}/index/*`],
      }),
    );
    acknowledgeWildcard(
      this,
      `Resource::${nagReferenceOf(this, table.node.defaultChild)}/index/*`,
      'Queries may use any GSI of this one table; the wildcard is the index part of its ARN only.',
    );
  }
}
