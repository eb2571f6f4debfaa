import { IgnoreMode, Stack, Validations, type CfnResource, type RemovalPolicy } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3assets from 'aws-cdk-lib/aws-s3-assets';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct, type IConstruct } from 'constructs';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '#shared/runtime-config';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Where `npm run build` (web/vite.config.ts) writes the SPA. */
export const DEFAULT_WEB_DIR = join(REPO_ROOT, 'dist', 'web');

/** Vite's output folder of content-hashed files: a changed file always gets a new name. */
const HASHED_DIR = 'assets';

/**
 * Vite's build manifest (dist/web/.vite/manifest.json) and the page template: the SSR build
 * embeds both, the site serves neither, so neither is uploaded.
 */
const BUILD_METADATA_DIR = '.vite';
const INDEX_HTML = 'index.html';

/** Hashed files never change under their name: browsers and CloudFront keep them a year. */
export const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Everything else (config.json, files from web/public such as static/blog/*.svg) keeps
 * its name across builds, so every use revalidates. CloudFront's CachingOptimized policy then
 * keeps it for its minimum TTL (1 s) and browsers revalidate with the ETag (a 304 when unchanged).
 */
export const DOCUMENT_CACHE_CONTROL = 'max-age=0, must-revalidate';

export type WebDeploymentProps = {
  /** The built SPA (`npm run build`): index.html and assets/ at least. */
  webDir: string;
  bucket: s3.IBucket;
  distribution: cloudfront.IDistribution;
  /**
   * The page renderer (PageRenderer): deployed after `Assets`, so it never references chunks that
   * are not in the bucket yet, and before `Documents`, whose invalidation must find it live.
   */
  renderer: IConstruct;
  /** Written as /config.json beside the SPA: the stage's public settings. */
  runtimeConfig: RuntimeConfig;
  logRetention: logs.RetentionDays;
  removalPolicy: RemovalPolicy;
};

/**
 * Uploads the built SPA into the web bucket and invalidates CloudFront, in two deployments that
 * never delete each other's files, with the page renderer between them
 * (docs/decisions/028-server-rendered-pages.md, section 5):
 *
 * 1. `Assets`: `assets/` (content-hashed) with a one-year immutable cache. Not pruned: HTML an
 *    edge or a tab still holds from the previous build lazy-loads that build's chunks by their
 *    old names, so they must outlive a deploy. They are small and few.
 * 2. The page renderer, whose HTML names the new chunks: updated once they are in the bucket.
 * 3. `Documents`: every other file (the `web/public` ones) and `config.json` (the stage's
 *    public settings), revalidated on every use. Not `index.html` nor `.vite/` (the build
 *    manifest): the renderer embeds both and CloudFront serves neither, so the bucket holds only
 *    what the site serves (and the prune removes the copies earlier builds left).
 *    Pruned, but `assets/*` is excluded from both the upload and the pruning. Runs once the new
 *    renderer is live and then invalidates `/*` (one invalidation path, whatever the number of
 *    pages), so the edge keeps no page from the old build.
 *
 * Both share CDK's one BucketDeployment Lambda (same memory). It runs with a role and a log group
 * of this construct instead of the AWS managed basic execution policy, and BucketDeployment
 * only sees the role through `withoutPolicyUpdates()`: its own grants (S3 action groups on the
 * whole bootstrap assets bucket, CloudFront invalidations on every distribution) are dropped
 * and the role holds exactly what the handler calls (see `grantHandler`).
 */
export class WebDeployment extends Construct {
  readonly assets: s3deploy.BucketDeployment;
  readonly documents: s3deploy.BucketDeployment;
  /** Role of the BucketDeployment Lambda. */
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: WebDeploymentProps) {
    super(scope, id);
    const webDir = resolve(props.webDir);
    assertBuiltSpa(webDir);

    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'VanYard web deployment: copies the SPA build into the web bucket',
    });
    logGroup.grantWrite(this.role);

    const common = {
      destinationBucket: props.bucket,
      role: this.role.withoutPolicyUpdates(),
      logGroup,
      // The default is 1024 MiB; the SPA is a few hundred KB, which the AWS CLI syncs in 512.
      memoryLimit: 512,
    } satisfies Partial<s3deploy.BucketDeploymentProps>;

    this.assets = new s3deploy.BucketDeployment(this, 'Assets', {
      ...common,
      sources: [s3deploy.Source.asset(join(webDir, HASHED_DIR))],
      destinationKeyPrefix: `${HASHED_DIR}/`,
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(HASHED_CACHE_CONTROL)],
    });

    this.documents = new s3deploy.BucketDeployment(this, 'Documents', {
      ...common,
      sources: [
        s3deploy.Source.asset(webDir, {
          ignoreMode: IgnoreMode.GIT,
          exclude: [`/${HASHED_DIR}/`, `/${BUILD_METADATA_DIR}/`, `/${INDEX_HTML}`],
        }),
        s3deploy.Source.jsonData(RUNTIME_CONFIG_PATH.slice(1), props.runtimeConfig),
      ],
      prune: true,
      // Keeps the Assets deployment's files out of this deployment's sync --delete.
      exclude: [`${HASHED_DIR}/*`],
      cacheControl: [s3deploy.CacheControl.fromString(DOCUMENT_CACHE_CONTROL)],
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });
    props.renderer.node.addDependency(this.assets);
    this.documents.node.addDependency(this.assets, props.renderer);

    this.grantHandler(props);
    this.acknowledgeFindings(props.bucket);
  }

  /**
   * What the BucketDeployment handler (aws-cdk-lib custom-resource-handlers, index.py) calls with
   * these settings: `aws s3 cp` of each source zip, `aws s3 sync [--delete]` into the bucket
   * (ListObjectsV2, PutObject or a multipart upload, DeleteObjects), CloudFront
   * CreateInvalidation and its waiter's GetInvalidation. With retainOnDelete (the default) it
   * deletes nothing when the stack or a deployment goes away, so it needs no bucket tagging read.
   */
  private grantHandler(props: WebDeploymentProps): void {
    // Each Source binds an Asset as a direct child of its deployment (the AWS CLI layer's zip,
    // further down, is fetched by Lambda itself, not by the handler).
    const sourceZips = [this.assets, this.documents]
      .flatMap((deployment) => deployment.node.children)
      .filter((child): child is s3assets.Asset => child instanceof s3assets.Asset)
      .map((asset) => asset.bucket.arnForObjects(asset.s3ObjectKey));
    this.role.addToPolicy(
      new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: sourceZips }),
    );
    this.role.addToPolicy(
      new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [props.bucket.bucketArn] }),
    );
    this.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'],
        resources: [props.bucket.arnForObjects('*')],
      }),
    );
    // A policy of its own, not the role's default one, which the handler Lambda depends on: the
    // distribution references the renderer, the renderer waits for `Assets`, and `Assets` for the
    // handler, so a handler waiting for the distribution would close a cycle. Only `Documents`
    // invalidates, and it waits for this policy.
    const invalidation = new iam.Policy(this, 'InvalidationPolicy', {
      roles: [this.role],
      statements: [
        new iam.PolicyStatement({
          actions: ['cloudfront:CreateInvalidation', 'cloudfront:GetInvalidation'],
          resources: [props.distribution.distributionArn],
        }),
      ],
    });
    this.documents.node.addDependency(invalidation);
  }

  /** The Lambda all BucketDeployments of the stack with this memory size share. */
  get handler(): lambda.IFunction {
    const singleton = this.assets.node.findChild(
      'CustomResourceHandler',
    ) as lambda.SingletonFunction;
    return Stack.of(this).node.findChild(singleton.constructName) as lambda.IFunction;
  }

  private acknowledgeFindings(bucket: s3.IBucket): void {
    // The function is CDK's stack-level singleton, outside this construct's subtree.
    Validations.of(this.handler).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        "CDK's BucketDeployment Lambda: aws-s3-deployment pins its Python runtime together with the AWS CLI layer it ships; it runs only during deployments and moves with aws-cdk-lib upgrades.",
    });
    Validations.of(this.role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${logicalIdOf(bucket)}.Arn>/*]`,
      reason:
        'Put, delete and abort-upload on the objects of the web bucket only: the deployment writes and prunes SPA files whose names change with every build.',
    });
  }
}

function logicalIdOf(construct: Construct): string {
  const cfn = construct.node.defaultChild as CfnResource;
  return Stack.of(cfn).resolve(cfn.logicalId) as string;
}

/** Fails synthesis with instructions when the SPA has not been built. */
function assertBuiltSpa(webDir: string): void {
  const missing = [join(webDir, INDEX_HTML), join(webDir, HASHED_DIR)].filter(
    (path) => !existsSync(path),
  );
  if (missing.length === 0 && statSync(join(webDir, HASHED_DIR)).isDirectory()) return;
  throw new Error(
    `The built SPA is missing at ${webDir} (no ${missing.join(', ') || `${HASHED_DIR}/ folder`}). ` +
      'Run `npm run build` first (`npm run synth` does), or point the stack at a build with ' +
      '`-c webDir=PATH`.',
  );
}
