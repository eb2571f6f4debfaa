import { Duration } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { grantSiteOriginRead, siteOriginParameterName } from './site-origin-parameter';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RENDER_BUNDLE } from '#shared/page-render';
import type { ContactDetails } from '#shared/runtime-config';
import type { PageRendererDefinition } from '../definitions/page-renderer';
import { createHandlerFunction } from './handler-function';
import { routeEnvironment } from './route-environment';
import type { RouteFunctionContext } from './route-function-context';
import { grantRouteAccess } from './route-grants';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Where `npm run build` writes the SSR bundle (RENDER_BUNDLE's folder). */
export const DEFAULT_RENDER_DIR = join(REPO_ROOT, RENDER_BUNDLE, '..');

/** The bundle's folder inside the function's asset, and so under /var/task in Lambda. */
export const RENDER_ASSET_DIR = 'render';

/** Lambda unpacks a function's asset here (LAMBDA_TASK_ROOT). */
const TASK_ROOT = '/var/task';

export type PageRendererProps = Omit<RouteFunctionContext, 'siteUrl'> & {
  definition: PageRendererDefinition;
  /** The built SSR bundle (`npm run build`): RENDER_BUNDLE's file and its chunks. */
  renderDir: string;
  /** The contact page's details (stage config), primed into the page (RENDER_CONTACT). */
  contact: ContactDetails;
};

/**
 * The page renderer (docs/decisions/028-server-rendered-pages.md): the function CloudFront's
 * default behaviour sends every page request to, through a function URL that only this stage's
 * distribution may call (AWS_IAM, signed by origin access control: WebDistribution grants it).
 * Its role holds exactly its definition's access, the union of the page data routes' grants, plus
 * reading the site-origin parameter. It learns the site's origin from that parameter, not from a
 * variable: the distribution references this function's URL, so the function cannot reference
 * the distribution.
 */
export class PageRenderer extends Construct {
  readonly fn: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;
  readonly url: lambda.FunctionUrl;

  constructor(scope: Construct, id: string, props: PageRendererProps) {
    super(scope, id);
    const { definition } = props;
    assertBuiltRenderer(props.renderDir);
    const siteOriginParameter = siteOriginParameterName(props.stage);

    const { fn, role, logGroup } = createHandlerFunction(this, {
      handler: definition.handler,
      description: definition.description,
      roleDescription: `VanYard ${props.stage} page renderer`,
      memoryMb: definition.memoryMb,
      timeout: Duration.seconds(definition.timeoutSeconds),
      environment: {
        ...routeEnvironment(props, definition.access),
        SITE_ORIGIN_PARAMETER: siteOriginParameter,
        RENDER_CONTACT: JSON.stringify(props.contact),
        RENDER_BUNDLE_DIR: `${TASK_ROOT}/${RENDER_ASSET_DIR}`,
      },
      afterBundling: (outputDir) => copyRenderBundle(props.renderDir, outputDir),
      logRetention: props.logRetention,
      removalPolicy: props.removalPolicy,
    });
    this.fn = fn;
    this.role = role;
    this.logGroup = logGroup;

    grantRouteAccess(this, role, definition.access, props, 'the page data routes');
    grantSiteOriginRead(this, role, siteOriginParameter);

    // Buffered: the renderer answers whole documents (status and head are known before a byte).
    this.url = fn.addFunctionUrl({
      authType: lambda.FunctionUrlAuthType.AWS_IAM,
      invokeMode: lambda.InvokeMode.BUFFERED,
    });
  }
}

/**
 * Shell commands that copy the SSR bundle's folder into the function's asset, beside the
 * handler's own bundle: the handler imports it by path at cold start (RENDER_BUNDLE_DIR). The
 * bundle is ES modules named `.js`; the asset has no package.json of its own, so one marks the
 * folder as ESM, or Node would load the files as CommonJS.
 */
export function copyRenderBundle(renderDir: string, outputDir: string): string[] {
  const target = join(outputDir, RENDER_ASSET_DIR);
  return [
    `mkdir -p "${target}"`,
    `cp -R "${renderDir}/." "${target}/"`,
    `printf '%s\\n' '{"type":"module"}' > "${target}/package.json"`,
  ];
}

/** Fails synthesis with instructions when the SSR bundle has not been built. */
function assertBuiltRenderer(renderDir: string): void {
  const bundle = join(renderDir, basename(RENDER_BUNDLE));
  if (existsSync(bundle)) return;
  throw new Error(
    `The built page renderer is missing at ${renderDir} (no ${basename(RENDER_BUNDLE)}). ` +
      'Run `npm run build` first (`npm run synth` does), or point the stack at a build with ' +
      '`-c renderDir=PATH`.',
  );
}
