import { Duration, Stack, Validations, type CfnResource, type RemovalPolicy } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handlerEntry, type BucketAccess, type RouteDefinition } from '../definitions/routes';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Every API function runs on this runtime. Node.js 22 rather than the newest (24): it is the
 * release nearest the Node 20 the local stage and tests run on, so behaviour matches; it is
 * supported by Lambda until 2027-04-30. Move to 24 together with the local toolchain.
 */
export const API_RUNTIME = lambda.Runtime.NODEJS_22_X;

export type RouteFunctionProps = {
  route: RouteDefinition;
  stage: string;
  table: dynamodb.ITable;
  buckets: { images: s3.IBucket; sitemaps: s3.IBucket };
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  /** Sender of VanYard's own mails (MAIL_FROM), from the stage's SES settings. */
  mailFrom: string;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
};

/**
 * One Lambda function for one route of infra/definitions/routes.ts, with its own role that
 * holds exactly the table and bucket access the route declares, and nothing else.
 */
export class RouteFunction extends Construct {
  readonly fn: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    const { route, table, buckets } = props;

    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    // Our own role instead of AWSLambdaBasicExecutionRole, whose log permissions cover
    // every log group in the account.
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `VanYard ${props.stage} ${route.method} ${route.path}`,
    });
    logGroup.grantWrite(role);

    this.fn = new nodejs.NodejsFunction(this, 'Function', {
      description: `${route.method} ${route.path}: ${route.description}`,
      entry: join(REPO_ROOT, handlerEntry(route)),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      runtime: API_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      role,
      logGroup,
      environment: {
        // The names the local stage gives the handlers (infra/local/handler-env.ts), minus its
        // emulator endpoints, fake credentials and mailbox folder. Names grant nothing: access
        // comes only from the route's `access` below.
        STAGE: props.stage,
        TABLE_NAME: table.tableName,
        IMAGES_BUCKET: buckets.images.bucketName,
        SITEMAPS_BUCKET: buckets.sitemaps.bucketName,
        USER_POOL_ID: props.userPool.userPoolId,
        USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
        MAIL_PROVIDER: 'ses',
        MAIL_FROM: props.mailFrom,
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        format: nodejs.OutputFormat.ESM,
        target: 'node22',
        minify: true,
        sourceMap: true,
        // Ship the SDK versions the code was tested with, not whatever the runtime carries.
        bundleAwsSDK: true,
        // Some CommonJS dependencies call require(); give the ESM bundle one.
        banner:
          "import { createRequire as __vyCreateRequire } from 'node:module'; const require = __vyCreateRequire(import.meta.url);",
        forceDockerBundling: false,
      },
    });

    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 on purpose (see API_RUNTIME): nearest to the Node 20 the local stage and tests run on; supported by Lambda until 2027-04-30.',
    });

    this.grantTable(route.access.table, table, role);
    this.grantBucket(route.access.images ?? 'none', buckets.images, role);
    this.grantBucket(route.access.sitemaps ?? 'none', buckets.sitemaps, role);
  }

  private grantTable(
    access: RouteDefinition['access']['table'],
    table: dynamodb.ITable,
    role: iam.IRole,
  ) {
    if (access === 'none') return;
    if (access === 'read') table.grantReadData(role);
    else table.grantReadWriteData(role);
    this.acknowledgeWildcard(
      `Resource::<${logicalIdOf(table.node.defaultChild)}.Arn>/index/*`,
      'Queries may use any GSI of this one table; the wildcard is the index part of its ARN only.',
    );
  }

  private grantBucket(access: BucketAccess, bucket: s3.IBucket, role: iam.IRole) {
    if (access === 'none') return;
    // 'write' creates objects (presigned uploads, generated files); deleting needs 'readwrite'.
    if (access === 'read') bucket.grantRead(role);
    else if (access === 'write') bucket.grantPut(role);
    else bucket.grantReadWrite(role);
    const reason = 'Object-level S3 actions on the objects of this one bucket only.';
    this.acknowledgeWildcard(`Resource::<${logicalIdOf(bucket.node.defaultChild)}.Arn>/*`, reason);
    const actions =
      access === 'write'
        ? ['s3:Abort*']
        : access === 'read'
          ? ['s3:GetObject*', 's3:GetBucket*', 's3:List*']
          : ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'];
    for (const action of actions) {
      this.acknowledgeWildcard(
        `Action::${action}`,
        `CDK's S3 grant action group ${action}, limited by resource to the buckets this route declares.`,
      );
    }
  }

  private acknowledgeWildcard(finding: string, reason: string) {
    Validations.of(this).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
  }
}

function logicalIdOf(resource: unknown): string {
  const cfn = resource as CfnResource;
  return Stack.of(cfn).resolve(cfn.logicalId) as string;
}
