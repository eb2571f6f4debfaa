import type { RemovalPolicy } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Geocoding } from './geocoding';

export type RouteBuckets = {
  images: s3.IBucket;
  sitemaps: s3.IBucket;
  search: s3.IBucket;
  exports: s3.IBucket;
};

/** What every function running route handlers is given, whatever its route. */
export type RouteFunctionContext = {
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
  /** The stage's vehicle data secret (stage config `vehicleData.secretName`): what `vehicleData` routes may read. */
  vehicleDataSecretName: string;
  /** The stack's own saved-search alert signing secret: what `alertSigning` routes may read. */
  alertSigningSecretName: string;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
};
