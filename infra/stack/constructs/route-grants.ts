import { Aws } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '../definitions/routes';
import {
  acknowledgeWildcard,
  grantBucketAccess,
  nagReferenceOf,
  ROUTE_TABLE_READS,
  ROUTE_TABLE_WRITES,
} from './grants';
import type { RouteFunctionContext } from './route-function-context';

type RouteAccess = RouteDefinition['access'];

/**
 * Grants `role` exactly the table, bucket, user pool, geocoding, payment and mail access that
 * `access` declares, and nothing else: the one rule for an API route's function and for the page
 * renderer, whose access is the union of the page data routes' (so a page can never do what the
 * API cannot). cdk-nag findings on the wildcards this needs are acknowledged on `scope`.
 */
export function grantRouteAccess(
  scope: Construct,
  role: iam.IRole,
  access: RouteAccess,
  context: Omit<RouteFunctionContext, 'siteUrl'>,
  who: string,
): void {
  const { buckets } = context;
  grantTable(scope, role, access.table, context.table);
  grantBucketAccess(scope, access.images ?? 'none', buckets.images, role, who);
  grantBucketAccess(scope, access.sitemaps ?? 'none', buckets.sitemaps, role, who);
  grantBucketAccess(scope, access.search ?? 'none', buckets.search, role, who);
  grantBucketAccess(scope, access.exports ?? 'none', buckets.exports, role, who);
  if (access.cognito && access.cognito.length > 0) {
    // The named user pool actions, on the stage's own pool only.
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: access.cognito.map((action) => `cognito-idp:${action}`),
        resources: [context.userPool.userPoolArn],
      }),
    );
  }
  if (access.geocode) context.geocoding.grantGeocode(role);
  if (access.payments) grantSecret(role, context.stripeSecretName);
  if (access.vehicleData) grantSecret(role, context.vehicleDataSecretName);
  if (access.alertSigning) grantSecret(role, context.alertSigningSecretName);
  if (access.mail) grantSendMail(role, context.mailIdentity);
}

/** ses:SendEmail only, and only from the stage's own identity. */
export function grantSendMail(role: iam.IRole, identity: { name: string; region: string }): void {
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [
        `arn:${Aws.PARTITION}:ses:${identity.region}:${Aws.ACCOUNT_ID}:identity/${identity.name}`,
      ],
    }),
  );
}

/**
 * GetSecretValue on one of the stage's secrets (Stripe's, the vehicle data providers') and
 * nothing else. The operator creates it by name,
 * so its ARN ends in Secrets Manager's six random characters: `-??????` matches those only
 * (a name-prefix `*` would also match `vanyard/prod/stripe-old`).
 */
export function grantSecret(role: iam.IRole, secretName: string): void {
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['secretsmanager:GetSecretValue'],
      resources: [
        `arn:${Aws.PARTITION}:secretsmanager:${Aws.REGION}:${Aws.ACCOUNT_ID}:secret:${secretName}-??????`,
      ],
    }),
  );
}

function grantTable(
  scope: Construct,
  role: iam.IRole,
  access: RouteAccess['table'],
  table: dynamodb.ITable,
): void {
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
    scope,
    `Resource::${nagReferenceOf(scope, table.node.defaultChild)}/index/*`,
    'Queries may use any GSI of this one table; the wildcard is the index part of its ARN only.',
  );
}
