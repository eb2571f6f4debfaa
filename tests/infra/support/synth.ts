import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { ROUTES, type RouteDefinition } from '../../../infra/definitions/routes';
import type { EdgeProtectionStack } from '../../../infra/edge-protection-stack';
import { loadStageConfig, type StageConfig } from '../../../infra/stage-config';
import { addStageStacks } from '../../../infra/stage-stacks';
import type { VanYardStack } from '../../../infra/vanyard-stack';

export type Built = {
  app: App;
  stack: VanYardStack;
  template: Template;
  edge?: EdgeProtectionStack;
};

export type BuildOptions = {
  stage?: string;
  /** Changes on top of the stage's own settings (a domain, Google, an alarm address). */
  config?: Partial<StageConfig>;
  routes?: readonly RouteDefinition[];
  /** `-c originSecretVersion=ID`, as after a rotation. */
  originSecretVersion?: string;
  /** The built SPA the stack uploads; default a small fixture (FIXTURE_INDEX_HTML, assets/app.js). */
  webDir?: string;
  /** Copy assets into the cloud assembly as `cdk synth` does (slower: 22 MB); default off. */
  stageAssets?: boolean;
};

/** index.html of the fixture SPA build; the deployment copies it to 404.html. */
export const FIXTURE_INDEX_HTML =
  '<!doctype html>\n<html lang="en-GB"><head><title>VanYard – fixture</title>' +
  '<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>\n';

let workDir: string | undefined;

/** A temporary folder of this test file, removed after its tests (see afterAll below). */
function testWorkDir(): string {
  workDir ??= mkdtempSync(join(tmpdir(), 'vanyard-infra-test-'));
  return workDir;
}

// Vitest evaluates this module once per test file, so this hook belongs to the importing file.
afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  workDir = undefined;
});

/**
 * A tiny stand-in for `npm run build`'s dist/web, so the tests neither need a build nor
 * depend on the SPA's state. Made once per test file.
 */
export function webDirFixture(): string {
  const dir = join(testWorkDir(), 'web');
  if (existsSync(dir)) return dir;
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), FIXTURE_INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'app.js'), 'document.title = "VanYard";\n');
  return dir;
}

/**
 * A new app with the stacks of one stage (as infra/app.ts makes them: the main stack, and the
 * edge stack when the stage has WAF on). Bundling is skipped so a synth takes seconds, and
 * unless asked, assets are not staged (copied into the cloud assembly, with their exclude
 * filters applied): the BucketDeployment's AWS CLI layer alone is 22 MB. The cloud assembly
 * goes into this worker's temporary folder.
 */
export function buildApp(options: BuildOptions & { cloudFormationValidation?: boolean } = {}): {
  app: App;
  stack: VanYardStack;
  edge?: EdgeProtectionStack;
} {
  const stage = options.stage ?? 'dev';
  const app = new App({
    outdir: mkdtempSync(join(testWorkDir(), 'cdk.out-')),
    context: {
      'aws:cdk:bundling-stacks': [],
      'aws:cdk:disable-asset-staging': !options.stageAssets,
    },
    // CDK's built-in template validation costs seconds per worker; the cdk-nag test keeps it.
    builtinCloudFormationValidation: options.cloudFormationValidation ?? false,
  });
  const { main, edge } = addStageStacks(
    app,
    { ...loadStageConfig(stage), ...options.config },
    {
      routes: options.routes ?? ROUTES,
      webDir: options.webDir ?? webDirFixture(),
      originSecretVersion: options.originSecretVersion,
    },
  );
  return { app, stack: main, edge };
}

export function synth(options: BuildOptions = {}): Built {
  const { app, stack, edge } = buildApp(options);
  return { app, stack, edge, template: Template.fromStack(stack) };
}

/** Logical id of a construct's CloudFormation resource, as it appears in the template. */
export function logicalId(construct: { node: { defaultChild?: unknown } }): string {
  const child = construct.node.defaultChild as Parameters<Stack['getLogicalId']>[0];
  return Stack.of(child).resolve(Stack.of(child).getLogicalId(child)) as string;
}

/** Settings that switch on every optional part: custom domain, Google sign-in, alarms. */
export const FULL_CONFIG: Partial<StageConfig> = {
  domainName: 'vanyard.example',
  certificateArn:
    'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
  google: {
    clientId: 'google-client-id.apps.googleusercontent.com',
    clientSecretName: 'vanyard/test/google-client-secret',
  },
  alarmEmail: 'ops@vanyard.example',
};

/**
 * The real route table plus routes that exercise every auth level and every access level, so
 * the IAM and authorizer tests do not depend on which routes happen to exist today.
 */
export const ACCESS_MATRIX_ROUTES: readonly RouteDefinition[] = [
  ...ROUTES,
  {
    id: 'TestNoTable',
    method: 'GET',
    path: '/api/test/no-table',
    handler: 'health',
    auth: 'user',
    access: { table: 'none' },
    description: 'Test route: no table access.',
  },
  {
    id: 'TestWriter',
    method: 'POST',
    path: '/api/test/writer/{id}',
    handler: 'health',
    auth: 'admin',
    access: { table: 'readwrite', images: 'write', search: 'readwrite' },
    description: 'Test route: writes the table, creates images, rewrites search snapshots.',
  },
  {
    id: 'TestReader',
    method: 'PUT',
    path: '/api/test/reader',
    handler: 'health',
    auth: 'user',
    access: { table: 'read', images: 'read', sitemaps: 'readwrite' },
    description: 'Test route: reads images, rewrites sitemaps.',
  },
];
