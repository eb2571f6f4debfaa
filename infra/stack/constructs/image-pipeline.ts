import { Duration, Stack, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import { Construct } from 'constructs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImageProcessorDefinition } from '../definitions/image-pipeline';
import { handlerEntry } from '../definitions/routes';
import { acknowledgeWildcard, logicalIdOf } from './grants';
import { API_RUNTIME } from './handler-function';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** CDK's stack-level function behind every bucket notification (aws-s3 NotificationsResourceHandler). */
const BUCKET_NOTIFICATIONS_HANDLER_ID =
  'BucketNotificationsHandler050a0587b7544547bf325f094a3db834';

/**
 * npm's settings while the bundle's node_modules is installed: sharp's native parts for the
 * function's platform (Linux, arm64, glibc), whatever machine synthesises. npm ci runs in the
 * bundle folder from the repository's lock file, from npm's cache when it has the packages
 * (no Docker; the registry otherwise).
 */
const SHARP_FOR_LAMBDA = {
  npm_config_os: 'linux',
  npm_config_cpu: 'arm64',
  npm_config_libc: 'glibc',
  npm_config_prefer_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
};

export type ImagePipelineProps = {
  definition: ImageProcessorDefinition;
  stage: string;
  table: dynamodb.ITable;
  /** The bucket of the definition's trigger (the images bucket). */
  bucket: s3.IBucket;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
};

/**
 * The photo processor: a function invoked by the bucket's ObjectCreated notification for the
 * definition's prefix (uploads/), allowed GetItem/UpdateItem on `USER#` items, read and delete
 * of uploads/ and writes under processed/ only. Built like every other function
 * (createHandlerFunction: own role and log group, arm64, ESM bundle with the SDK inside), but
 * with sharp left out of the bundle and installed beside it with its Linux arm64 binaries.
 */
export class ImagePipeline extends Construct {
  readonly fn: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: ImagePipelineProps) {
    super(scope, id);
    const { definition, bucket, table } = props;

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `VanYard ${props.stage} image pipeline ${definition.id}`,
    });
    this.logGroup.grantWrite(this.role);

    this.fn = new nodejs.NodejsFunction(this, 'Function', {
      description: `image pipeline: ${definition.description}`,
      entry: join(REPO_ROOT, handlerEntry(definition)),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      runtime: API_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: definition.memoryMb,
      timeout: Duration.seconds(definition.timeoutSeconds),
      role: this.role,
      logGroup: this.logGroup,
      environment: {
        STAGE: props.stage,
        TABLE_NAME: table.tableName,
        IMAGES_BUCKET: bucket.bucketName,
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        format: nodejs.OutputFormat.ESM,
        target: 'node22',
        minify: true,
        sourceMap: true,
        bundleAwsSDK: true,
        banner:
          "import { createRequire as __vyCreateRequire } from 'node:module'; const require = __vyCreateRequire(import.meta.url);",
        forceDockerBundling: false,
        // A native module cannot be bundled: sharp and its @img/sharp-linux-arm64 and
        // @img/sharp-libvips-linux-arm64 go into the asset's node_modules (about 20 MB).
        nodeModules: ['sharp'],
        environment: SHARP_FOR_LAMBDA,
      },
    });
    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 on purpose (see API_RUNTIME): nearest to the Node 20 the local stage and tests run on; supported by Lambda until 2027-04-30.',
    });
    // An invocation that threw (S3 or DynamoDB unavailable) is retried; a refused photo never throws.
    this.fn.configureAsyncInvoke({
      retryAttempts: definition.retryAttempts,
      maxEventAge: Duration.hours(6),
    });

    this.grantAccess(definition, table, bucket);

    bucket.addEventNotification(s3.EventType.OBJECT_CREATED, new s3n.LambdaDestination(this.fn), {
      prefix: definition.trigger.prefix,
    });
    this.acknowledgeNotificationsHandler();
  }

  private grantAccess(
    definition: ImageProcessorDefinition,
    table: dynamodb.ITable,
    bucket: s3.IBucket,
  ): void {
    const { keyPrefixes } = definition.access.table;
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': keyPrefixes.map((prefix) => `${prefix}*`),
          },
        },
      }),
    );

    const bucketId = logicalIdOf(bucket.node.defaultChild);
    const { readDelete, write } = definition.access.objects;
    const objects = (prefixes: readonly string[]) =>
      prefixes.map((prefix) => bucket.arnForObjects(`${prefix}*`));
    // Versions too: the event names the version, which is read and then deleted for good.
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [
          's3:GetObject',
          's3:GetObjectVersion',
          's3:DeleteObject',
          's3:DeleteObjectVersion',
        ],
        resources: objects(readDelete),
      }),
    );
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: objects(write) }),
    );
    for (const prefix of [...readDelete, ...write]) {
      acknowledgeWildcard(
        this,
        `Resource::<${bucketId}.Arn>/${prefix}*`,
        `Objects under ${prefix} of the images bucket only: every upload and variant has its own key.`,
      );
    }
  }

  /** CDK's one function that writes bucket notification configurations, outside this subtree. */
  private acknowledgeNotificationsHandler(): void {
    const handler = Stack.of(this).node.tryFindChild(BUCKET_NOTIFICATIONS_HANDLER_ID);
    if (!handler) return;
    Validations.of(handler).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        "CDK's bucket-notifications Lambda uses the AWS managed basic execution policy (log writes only); it runs only during deployments, to set the images bucket's notification.",
    });
  }
}
