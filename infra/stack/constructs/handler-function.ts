import { Duration, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handlerEntry } from '../definitions/routes';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Every function runs on this runtime. Node.js 22 rather than the newest (24): it is the
 * release nearest the Node 20 the local stage and tests run on, so behaviour matches; it is
 * supported by Lambda until 2027-04-30. Move to 24 together with the local toolchain.
 */
export const API_RUNTIME = lambda.Runtime.NODEJS_22_X;

export type HandlerFunctionProps = {
  /** Module under lambdas/handlers exporting `handler`. */
  handler: string;
  description: string;
  roleDescription: string;
  memoryMb: number;
  timeout: Duration;
  environment: Record<string, string>;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
  /**
   * Shell commands run after esbuild, with the asset's folder (what Lambda unpacks into
   * /var/task): for files the bundle loads by path at run time (the page renderer's SSR bundle).
   */
  afterBundling?: (outputDir: string) => string[];
};

export type HandlerFunction = {
  fn: nodejs.NodejsFunction;
  role: iam.Role;
  logGroup: logs.LogGroup;
};

/**
 * One Lambda function for a handler module, built the same way for API routes, stream
 * consumers and scheduled jobs: its own role (which may only write its own log group until
 * the caller grants more), its own log group, arm64, ESM bundle with the SDK inside.
 */
export function createHandlerFunction(
  scope: Construct,
  props: HandlerFunctionProps,
): HandlerFunction {
  const logGroup = new logs.LogGroup(scope, 'Logs', {
    retention: props.logRetention,
    removalPolicy: props.removalPolicy,
  });
  // Our own role instead of AWSLambdaBasicExecutionRole, whose log permissions cover
  // every log group in the account.
  const role = new iam.Role(scope, 'Role', {
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    description: props.roleDescription,
  });
  logGroup.grantWrite(role);

  const fn = new nodejs.NodejsFunction(scope, 'Function', {
    description: props.description,
    entry: join(REPO_ROOT, handlerEntry(props)),
    handler: 'handler',
    projectRoot: REPO_ROOT,
    depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
    runtime: API_RUNTIME,
    architecture: lambda.Architecture.ARM_64,
    memorySize: props.memoryMb,
    timeout: props.timeout,
    role,
    logGroup,
    environment: props.environment,
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
      ...(props.afterBundling ? { commandHooks: afterBundlingHooks(props.afterBundling) } : {}),
    },
  });

  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason:
      'Node.js 22 on purpose (see API_RUNTIME): nearest to the Node 20 the local stage and tests run on; supported by Lambda until 2027-04-30.',
  });
  return { fn, role, logGroup };
}

function afterBundlingHooks(commands: (outputDir: string) => string[]): nodejs.ICommandHooks {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir, outputDir) => commands(outputDir),
  };
}

/** Default function timeout of API routes (API Gateway itself gives up after 30 s). */
export const ROUTE_TIMEOUT = Duration.seconds(10);
