import { CfnResource, Stack } from 'aws-cdk-lib';
import * as s3assets from 'aws-cdk-lib/aws-s3-assets';
import type * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIR } from '#infra/stack/constructs/web-deployment';
import { loadStageConfig } from '#infra/stack/stage-config';
import { runtimeConfigSchema } from '#shared/runtime-config';
import {
  FIXTURE_INDEX_HTML,
  FIXTURE_PUBLIC_FILES,
  buildApp,
  logicalId,
  synth,
  webDirFixture,
  type Built,
} from './support/synth';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

const actionsOf = (s: Statement) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

/** The Custom::CDKBucketDeployment resource of a BucketDeployment, by logical id. */
function customResourceId(deployment: s3deploy.BucketDeployment): string {
  const cr = deployment.node
    .findAll()
    .find(
      (c): c is CfnResource =>
        c instanceof CfnResource && c.cfnResourceType === 'Custom::CDKBucketDeployment',
    )!;
  return Stack.of(cr).resolve(cr.logicalId) as string;
}

/** The source assets of a BucketDeployment, as folders on disk. */
function sourceDirs(built: Built, deployment: s3deploy.BucketDeployment): string[] {
  return deployment.node.children
    .filter((c): c is s3assets.Asset => c instanceof s3assets.Asset)
    .map((asset) =>
      isAbsolute(asset.assetPath) ? asset.assetPath : join(built.app.outdir, asset.assetPath),
    );
}

const filesIn = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[]).map((f) => f.replaceAll('\\', '/')).sort();

describe('WebDeployment', () => {
  let built: Built;
  let resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
  let assets: s3deploy.BucketDeployment;
  let documents: s3deploy.BucketDeployment;
  beforeAll(() => {
    built = synth();
    resources = built.template.toJSON().Resources;
    ({ assets, documents } = built.stack.webDeployment);
  });

  const properties = (deployment: s3deploy.BucketDeployment) =>
    resources[customResourceId(deployment)]!.Properties;

  it('uploads assets/ with a one-year immutable cache and never prunes old chunks', () => {
    expect(properties(assets)).toMatchObject({
      DestinationBucketName: { Ref: logicalId(built.stack.buckets.web) },
      DestinationBucketKeyPrefix: 'assets/',
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(properties(assets).DistributionId).toBeUndefined();
  });

  it('uploads every other file revalidated on each use, pruning all but assets/', () => {
    expect(properties(documents)).toMatchObject({
      DestinationBucketName: { Ref: logicalId(built.stack.buckets.web) },
      Prune: true,
      Exclude: ['assets/*'],
      SystemMetadata: { 'cache-control': 'max-age=0, must-revalidate' },
    });
    expect(properties(documents).DestinationBucketKeyPrefix).toBeUndefined();
  });

  it('deploys the assets, then the page renderer, then the documents, then invalidates', () => {
    expect(properties(documents)).toMatchObject({
      DistributionId: { Ref: logicalId(built.stack.web.distribution) },
      DistributionPaths: ['/*'],
    });
    const dependsOn = (id: string) => (resources[id] as { DependsOn?: string[] }).DependsOn ?? [];
    const renderer = logicalId(built.stack.pageRenderer.fn);
    const url = logicalId(built.stack.pageRenderer.url);
    // New chunks are in the bucket before the renderer whose HTML names them is updated...
    expect(dependsOn(renderer)).toContain(customResourceId(assets));
    // ...and the edge forgets the old pages only once that renderer is live.
    expect(dependsOn(customResourceId(documents))).toEqual(
      expect.arrayContaining([renderer, url, customResourceId(assets)]),
    );
    // The invalidation grant is the documents' alone: the shared handler must not wait for the
    // distribution, which waits for the renderer, which waits for the assets (a cycle).
    const [invalidation] = Object.entries(
      built.template.findResources('AWS::IAM::Policy', {
        Properties: { Roles: [{ Ref: logicalId(built.stack.webDeployment.role) }] },
      }),
    ).filter(([, p]) => JSON.stringify(p).includes('cloudfront:CreateInvalidation'));
    expect(dependsOn(customResourceId(documents))).toContain(invalidation![0]);
    expect(dependsOn(customResourceId(assets))).not.toContain(invalidation![0]);
  });

  it('puts assets/ and the other files into their own zips, without index.html, .vite/ or 404.html', () => {
    // Staged as `cdk synth` stages them, so the exclude filters are applied.
    const staged = synth({ stageAssets: true });
    const { assets: stagedAssets, documents: stagedDocuments } = staged.stack.webDeployment;
    expect(sourceDirs(staged, stagedAssets).map(filesIn)).toEqual([['app.js']]);
    const fixture = filesIn(webDirFixture());
    expect(fixture).toEqual(expect.arrayContaining(['index.html', '.vite/manifest.json']));
    const [site, config, ...others] = sourceDirs(staged, stagedDocuments);
    expect(others).toEqual([]);
    // The renderer embeds the template and the manifest; the site serves only web/public's files.
    expect(filesIn(site!).filter((f) => !statSync(join(site!, f)).isDirectory())).toEqual(
      [...FIXTURE_PUBLIC_FILES].sort(),
    );
    expect(filesIn(config!)).toEqual(['config.json']);
  });

  it("writes the stage's public settings as /config.json for the SPA, and nothing secret", () => {
    const staged = synth({ stageAssets: true });
    const config = sourceDirs(staged, staged.stack.webDeployment.documents)[1]!;
    const written = runtimeConfigSchema.parse(
      JSON.parse(readFileSync(join(config, 'config.json'), 'utf8')),
    );
    const dev = loadStageConfig('dev');
    expect(written).toMatchObject({
      stage: 'dev',
      contact: dev.contact,
      auth: { oauth: null, passwordFlow: 'USER_SRP_AUTH' },
    });
    // passwordFlow names the sign-in protocol (SRP in AWS), not a value: leave it out of the scan.
    const { passwordFlow: _flow, ...auth } = written.auth!;
    expect(JSON.stringify({ ...written, auth })).not.toMatch(/secret|password|arn:aws/i);
    // The pool and client ids exist only at deploy time: markers the deployment fills in.
    const markers = JSON.stringify(
      resources[customResourceId(staged.stack.webDeployment.documents)]?.Properties.SourceMarkers ??
        properties(documents).SourceMarkers,
    );
    expect(markers).toContain(logicalId(built.stack.auth.userPool));
    expect(markers).toContain(logicalId(built.stack.auth.client));
  });

  it('runs both deployments on one small Lambda with its own role and log group', () => {
    // CDK's other Python function, the bucket-notifications handler, is the image pipeline's.
    const functions = Object.entries(built.template.findResources('AWS::Lambda::Function')).filter(
      ([, fn]) =>
        fn.Properties.Runtime?.startsWith('python') &&
        !String(fn.Properties.Description).includes('S3BucketNotifications'),
    );
    expect(functions).toHaveLength(1);
    const [, fn] = functions[0]!;
    expect(properties(assets).ServiceToken).toEqual(properties(documents).ServiceToken);
    expect(fn.Properties).toMatchObject({
      MemorySize: 512,
      Role: { 'Fn::GetAtt': [logicalId(built.stack.webDeployment.role), 'Arn'] },
      LoggingConfig: { LogGroup: { Ref: expect.stringMatching(/^WebDeploymentLogs/) } },
    });
    const role = resources[logicalId(built.stack.webDeployment.role)]!.Properties;
    expect(role.ManagedPolicyArns).toBeUndefined();
    expect(role.Policies).toBeUndefined();
  });

  it('lets the Lambda read its source zips, write the web bucket and invalidate this distribution only', () => {
    const roleRef = JSON.stringify({ Ref: logicalId(built.stack.webDeployment.role) });
    const statements = Object.values(built.template.findResources('AWS::IAM::Policy'))
      .filter((p) => (p.Properties.Roles as unknown[]).some((r) => JSON.stringify(r) === roleRef))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
    const web = logicalId(built.stack.buckets.web);
    const byAction = new Map(
      statements.flatMap((s) => actionsOf(s).map((a) => [a, JSON.stringify(s.Resource)] as const)),
    );

    expect([...byAction.keys()].sort()).toEqual(
      [
        'cloudfront:CreateInvalidation',
        'cloudfront:GetInvalidation',
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        's3:AbortMultipartUpload',
        's3:DeleteObject',
        's3:GetObject',
        's3:ListBucket',
        's3:PutObject',
      ].sort(),
    );
    for (const s of statements) expect(s.Effect).toBe('Allow');

    // Source zips: exactly the objects the two deployments name, no bucket-wide read.
    const keys = [
      ...(properties(assets).SourceObjectKeys as string[]),
      ...(properties(documents).SourceObjectKeys as string[]),
    ];
    const zips = byAction.get('s3:GetObject')!;
    for (const key of keys) expect(zips).toContain(`/${key}`);
    expect(JSON.parse(zips)).toHaveLength(keys.length);
    expect(zips).not.toContain('*');

    expect(byAction.get('s3:ListBucket')).toBe(JSON.stringify({ 'Fn::GetAtt': [web, 'Arn'] }));
    for (const action of ['s3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload']) {
      expect(byAction.get(action)).toBe(
        JSON.stringify({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [web, 'Arn'] }, '/*']] }),
      );
    }
    expect(byAction.get('cloudfront:CreateInvalidation')).toContain(
      JSON.stringify({ Ref: logicalId(built.stack.web.distribution) }),
    );
    expect(byAction.get('cloudfront:CreateInvalidation')).not.toBe('"*"');
  });

  it('reads the SPA from dist/web unless told otherwise', () => {
    const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
    expect(DEFAULT_WEB_DIR).toBe(join(repoRoot, 'dist', 'web'));
    expect(webDirFixture()).not.toBe(DEFAULT_WEB_DIR);
  });

  it('stops synthesis with instructions when the SPA has not been built', () => {
    const empty = mkdtempSync(join(tmpdir(), 'vanyard-no-build-'));
    try {
      const missing = join(empty, 'dist', 'web');
      expect(existsSync(missing)).toBe(false);
      expect(() => buildApp({ webDir: missing })).toThrow(/Run `npm run build` first/);

      // index.html without assets/ is not a build either.
      mkdirSync(missing, { recursive: true });
      writeFileSync(join(missing, 'index.html'), FIXTURE_INDEX_HTML);
      expect(() => buildApp({ webDir: missing })).toThrow(/assets.*Run `npm run build` first/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
