import { App, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { ROUTES, type RouteDefinition } from '#infra/stack/definitions/routes';
import type { EdgeProtectionStack } from '#infra/stack/edge-protection-stack';
import { loadStageConfig, type StageConfig } from '#infra/stack/stage-config';
import { addStageStacks } from '#infra/stack/stage-stacks';
import type { VanYardStack } from '#infra/stack/vanyard-stack';
import { RENDER_BUNDLE } from '#shared/page-render';

export type Built = {
  app: App;
  stack: VanYardStack;
  /**
   * The stage's stack as one template: the parent's resources and every nested stack's, with
   * the values the parent passes in put in place of each nested stack's parameters, and the
   * nested outputs the parent reads put in place of its `Fn::GetAtt [Stack, Outputs.X]`. So a
   * route function's policy reads `{ 'Fn::GetAtt': [tableId, 'Arn'] }` wherever it lives.
   */
  template: Template;
  /** The stage's own stack as CloudFormation gets it, nested stacks as resources. */
  parent: Template;
  /** Each nested stack's own template, by the nested stack's construct path. */
  nested: ReadonlyMap<string, Template>;
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
  /** The built page renderer the render function carries; default a small fixture. */
  renderDir?: string;
  /** Copy assets into the cloud assembly as `cdk synth` does (slower: 22 MB); default off. */
  stageAssets?: boolean;
};

/** index.html of the fixture SPA build (the renderer's template; never uploaded). */
export const FIXTURE_INDEX_HTML =
  '<!doctype html>\n<html lang="en-GB"><head><title>VanYard – fixture</title>' +
  '<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>\n';

/** The infra project's temporary folder (tests/infra/support/global-setup.ts removes it). */
const root = () => process.env.VANYARD_INFRA_TMP ?? tmpdir();

let workDir: string | undefined;
let workerDir: string | undefined;

/** A temporary folder of this test file, removed after its tests (removeWorkDir). */
function testWorkDir(): string {
  workDir ??= mkdtempSync(join(root(), 'file-'));
  return workDir;
}

/** A temporary folder of this worker, for the builds synth() keeps for later files. */
function workerWorkDir(): string {
  workerDir ??= mkdtempSync(join(root(), 'worker-'));
  return workerDir;
}

/**
 * Removes this file's temporary folder. The infra project runs its files without isolation
 * (one module instance per worker), so tests/infra/support/setup.ts calls this after each file
 * rather than a hook here, which would belong to the first importing file only.
 */
export function removeWorkDir(): void {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
  workDir = undefined;
}

/**
 * A tiny stand-in for `npm run build`'s dist/web, so the tests neither need a build nor
 * depend on the SPA's state. Made once per test file.
 */
export function webDirFixture(folder = testWorkDir()): string {
  const dir = join(folder, 'web');
  if (existsSync(dir)) return dir;
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), FIXTURE_INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'app.js'), 'document.title = "VanYard";\n');
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}\n');
  for (const path of FIXTURE_PUBLIC_FILES) {
    mkdirSync(join(dir, dirname(path)), { recursive: true });
    writeFileSync(join(dir, path), `${path}\n`);
  }
  return dir;
}

/** Files of the fixture build that come from web/public (Vite copies them as they are). */
export const FIXTURE_PUBLIC_FILES = ['listing-import-template.csv', 'static/van.svg'] as const;

/** The fixture SSR bundle's entry: the stand-in for `npm run build`'s dist/render. */
export const FIXTURE_RENDER_ENTRY = 'export async function renderPage() {}\n';

/**
 * A tiny stand-in for `npm run build`'s dist/render (RENDER_BUNDLE and one chunk), so the tests
 * neither need a build nor depend on the renderer's state. Made once per test file.
 */
export function renderDirFixture(folder = testWorkDir()): string {
  const dir = join(folder, 'render');
  if (existsSync(dir)) return dir;
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, basename(RENDER_BUNDLE)), FIXTURE_RENDER_ENTRY);
  writeFileSync(join(dir, 'assets', 'home-abc.js'), 'export const Component = () => null;\n');
  return dir;
}

/**
 * A new app with the stacks of one stage (as infra/stack/app.ts makes them: the main stack, and the
 * edge stack when the stage has WAF on). Bundling is skipped so a synth takes seconds, and
 * unless asked, assets are not staged (copied into the cloud assembly, with their exclude
 * filters applied): the BucketDeployment's AWS CLI layer alone is 22 MB. The cloud assembly
 * goes into this worker's temporary folder.
 */
export function buildApp(
  options: BuildOptions & {
    cloudFormationValidation?: boolean;
    /** Where the fixtures and the cloud assembly go; default this test file's folder. */
    folder?: string;
  } = {},
): {
  app: App;
  stack: VanYardStack;
  edge?: EdgeProtectionStack;
} {
  const stage = options.stage ?? 'dev';
  const folder = options.folder ?? testWorkDir();
  const app = new App({
    outdir: mkdtempSync(join(folder, 'cdk.out-')),
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
      webDir: options.webDir ?? webDirFixture(folder),
      renderDir: options.renderDir ?? renderDirFixture(folder),
      originSecretVersion: options.originSecretVersion,
    },
  );
  return { app, stack: main, edge };
}

/**
 * Synths of the fixture builds, by their options, for the whole worker: most files read the
 * default stage (13 of them) or the same few variants, and a synth costs seconds. Their fixtures
 * and cloud assemblies live in the worker's folder, so a later file can still synthesise one of
 * their stacks (Template.fromStack). Builds from other folders, and staged assets, are made anew.
 */
const synths = new Map<string, Built>();

export function synth(options: BuildOptions = {}): Built {
  if (options.webDir || options.renderDir || options.stageAssets) return synthNew(options);
  const key = JSON.stringify(options);
  let built = synths.get(key);
  if (!built) synths.set(key, (built = synthNew({ ...options, folder: workerWorkDir() })));
  return built;
}

function synthNew(options: BuildOptions & { folder?: string }): Built {
  const { app, stack, edge } = buildApp(options);
  const parent = Template.fromStack(stack);
  const nested = new Map<string, Template>();
  const combined = combinedTemplate(stack, parent, nested);
  return { app, stack, edge, template: Template.fromJSON(combined), parent, nested };
}

type Json = unknown;
type CfnTemplate = {
  Parameters?: Record<string, unknown>;
  Conditions?: Record<string, unknown>;
  Mappings?: Record<string, unknown>;
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
  Outputs?: Record<string, { Value: Json }>;
  [section: string]: unknown;
};

/** The nested stacks whose parent is `stack` itself (not nested deeper). */
function nestedStacksOf(stack: Stack): NestedStack[] {
  return stack.node
    .findAll()
    .filter((c): c is NestedStack => NestedStack.isNestedStack(c) && c.nestedStackParent === stack);
}

/** A copy of `value` with every node `replace` answers for swapped (not searched further). */
function replaceDeep(value: Json, replace: (node: Json) => Json | undefined): Json {
  const replaced = replace(value);
  if (replaced !== undefined) return replaced;
  if (Array.isArray(value)) return value.map((item) => replaceDeep(item, replace));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceDeep(item, replace)]),
    );
  }
  return value;
}

function mergeSection(
  into: Record<string, unknown>,
  from: Record<string, unknown> | undefined,
  where: string,
): void {
  for (const [id, item] of Object.entries(from ?? {})) {
    if (id in into)
      throw new Error(`${where}: logical id ${id} is in the parent and a nested stack`);
    into[id] = item;
  }
}

/**
 * `stack`'s template with its nested stacks' resources merged in (recursively), each nested
 * template recorded in `nested` as it is; nested parameters and outputs are gone from the
 * result, the parent's own stay. A logical id used twice fails the build rather than
 * letting one resource hide another.
 */
function combinedTemplate(
  stack: Stack,
  template: Template,
  nested: Map<string, Template>,
): CfnTemplate {
  // Read only: toJSON() is the Template's own object.
  const own = template.toJSON() as CfnTemplate;
  const children = new Map<string, CfnTemplate>();
  for (const child of nestedStacksOf(stack)) {
    const childTemplate = Template.fromStack(child);
    nested.set(child.node.path, childTemplate);
    children.set(logicalId(child), combinedTemplate(child, childTemplate, nested));
  }

  // A nested output the parent reads: its value, in the combined (parent's) names.
  const outputsResolved = (value: Json): Json =>
    replaceDeep(value, (node) => {
      const getAtt = (node as { 'Fn::GetAtt'?: unknown })?.['Fn::GetAtt'];
      if (!Array.isArray(getAtt)) return undefined;
      const [resourceId, attribute] = getAtt as [string, string];
      const child = children.get(resourceId);
      if (!child || !attribute.startsWith('Outputs.')) return undefined;
      const output = child.Outputs?.[attribute.slice('Outputs.'.length)];
      if (!output) throw new Error(`${resourceId} has no output ${attribute}`);
      return outputsResolved(parametersResolved(resourceId, output.Value));
    });
  // A nested stack's parameter: the value the parent passes it.
  const parametersResolved = (resourceId: string, value: Json): Json => {
    const passed = (own.Resources[resourceId]?.Properties?.Parameters ?? {}) as Record<
      string,
      Json
    >;
    return replaceDeep(value, (node) => {
      const ref = (node as { Ref?: unknown })?.Ref;
      if (typeof ref !== 'string' || Object.keys(node as object).length !== 1) return undefined;
      return ref in passed ? outputsResolved(passed[ref]) : undefined;
    });
  };

  const combined: CfnTemplate = {
    ...own,
    Resources: outputsResolved(own.Resources) as CfnTemplate['Resources'],
    ...(own.Outputs ? { Outputs: outputsResolved(own.Outputs) as CfnTemplate['Outputs'] } : {}),
  };
  for (const [resourceId, child] of children) {
    const where = `${stack.node.path} nested stack ${resourceId}`;
    const unpassed = Object.keys(child.Parameters ?? {}).filter(
      (name) => !(name in ((own.Resources[resourceId]?.Properties?.Parameters ?? {}) as object)),
    );
    if (unpassed.length > 0) throw new Error(`${where}: no value for ${unpassed.join(', ')}`);
    const resolved = parametersResolved(resourceId, {
      Resources: child.Resources,
      Conditions: child.Conditions,
      Mappings: child.Mappings,
    }) as Pick<CfnTemplate, 'Resources' | 'Conditions' | 'Mappings'>;
    mergeSection(combined.Resources, resolved.Resources, where);
    for (const section of ['Conditions', 'Mappings'] as const) {
      if (!resolved[section]) continue;
      combined[section] = { ...combined[section] };
      mergeSection(combined[section], resolved[section], where);
    }
  }
  return combined;
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
