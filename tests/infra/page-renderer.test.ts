import { Stack } from 'aws-cdk-lib';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  copyRenderBundle,
  DEFAULT_RENDER_DIR,
  RENDER_ASSET_DIR,
} from '#infra/stack/constructs/page-renderer';
import { PAGE_CACHE_MAX_TTL } from '#infra/stack/constructs/web-distribution';
import { SITE_ORIGIN_PARAMETER } from '#infra/stack/definitions/auth-triggers';
import { PAGE_RENDERER, WEB_PUBLIC_DIR } from '#infra/stack/definitions/page-renderer';
import { loadStageConfig } from '#infra/stack/stage-config';
import { RENDER_BUNDLE } from '#shared/page-render';
import { contactDetailsSchema } from '#shared/runtime-config';
import { statementsOf } from './support/policies';
import {
  buildApp,
  FIXTURE_RENDER_ENTRY,
  logicalId,
  renderDirFixture,
  synth,
  type Built,
} from './support/synth';
import { distributionConfig } from './support/distribution';

const REPO_ROOT = join(import.meta.dirname, '..', '..');

describe('PageRenderer behind the distribution', () => {
  let built: Built;
  let config: ReturnType<typeof distributionConfig>;
  let fnId: string;
  let urlId: string;
  let distributionId: string;
  let fnProperties: Record<string, unknown> & {
    Environment: { Variables: Record<string, unknown> };
  };
  beforeAll(() => {
    built = synth();
    config = distributionConfig(built);
    fnId = logicalId(built.stack.pageRenderer.fn);
    urlId = logicalId(built.stack.pageRenderer.url);
    distributionId = logicalId(built.stack.web.distribution);
    fnProperties = built.template.findResources('AWS::Lambda::Function')[fnId]!.Properties;
  });

  it('sends every page (the default behaviour) to the function URL through origin access control', () => {
    const pages = config.DefaultCacheBehavior;
    const origin = config.Origins.find((o) => o.Id === pages.TargetOriginId)!;
    // The URL's host: https://{id}.lambda-url.{region}.on.aws/ split on '/'.
    expect(origin.DomainName).toEqual({
      'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::GetAtt': [urlId, 'FunctionUrl'] }] }],
    });
    expect(origin.S3OriginConfig).toBeUndefined();
    expect(origin.CustomOriginConfig).toMatchObject({
      OriginProtocolPolicy: 'https-only',
      OriginReadTimeout: 10,
    });
    const oacId = (origin.OriginAccessControlId as { 'Fn::GetAtt': [string, string] })[
      'Fn::GetAtt'
    ][0];
    expect(
      built.template.findResources('AWS::CloudFront::OriginAccessControl')[oacId]?.Properties,
    ).toMatchObject({
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 'lambda',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
  });

  it('lets only this distribution invoke the renderer, and only through its URL', () => {
    const url = built.template.findResources('AWS::Lambda::Url')[urlId]!.Properties;
    expect(url).toEqual({
      AuthType: 'AWS_IAM',
      InvokeMode: 'BUFFERED',
      TargetFunctionArn: { 'Fn::GetAtt': [fnId, 'Arn'] },
    });
    const onRenderer = Object.values(built.template.findResources('AWS::Lambda::Permission'))
      .map((p) => p.Properties as Record<string, unknown>)
      .filter((p) => JSON.stringify(p.FunctionName).match(new RegExp(`"(${fnId}|${urlId})"`)));
    const sourceArn = {
      'Fn::Join': [
        '',
        [
          'arn:',
          { Ref: 'AWS::Partition' },
          ':cloudfront::',
          { Ref: 'AWS::AccountId' },
          ':distribution/',
          { Ref: distributionId },
        ],
      ],
    };
    expect(onRenderer.map((p) => p.Action).sort()).toEqual([
      'lambda:InvokeFunction',
      'lambda:InvokeFunctionUrl',
    ]);
    for (const permission of onRenderer) {
      expect(permission).toMatchObject({
        Principal: 'cloudfront.amazonaws.com',
        SourceArn: sourceArn,
      });
      expect(permission.FunctionUrlAuthType).toBeUndefined();
    }
    // InvokeFunction only as part of a function URL call, never directly.
    expect(onRenderer.find((p) => p.Action === 'lambda:InvokeFunction')).toMatchObject({
      InvokedViaFunctionUrl: true,
    });
  });

  it('caches pages by path and whole query string, nothing personal, TTL from s-maxage', () => {
    const pages = config.DefaultCacheBehavior;
    const policyId = (pages.CachePolicyId as { Ref: string }).Ref;
    expect(policyId).toBe(logicalId(built.stack.web.pageCache));
    const policy = built.template.findResources('AWS::CloudFront::CachePolicy')[policyId];
    expect(policy?.Properties.CachePolicyConfig).toMatchObject({
      // No Cache-Control: not kept. With s-maxage: kept that long, a day at most.
      MinTTL: 0,
      DefaultTTL: 0,
      MaxTTL: 86_400,
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      },
    });
    expect(PAGE_CACHE_MAX_TTL.toSeconds()).toBe(86_400);
    // Nothing but the URL reaches the renderer: no origin request policy forwards viewer headers.
    expect(pages.OriginRequestPolicyId).toBeUndefined();
  });

  it('answers GET and HEAD over HTTPS, compressed, with the security headers and no edge functions', () => {
    const pages = config.DefaultCacheBehavior;
    expect(pages).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      CachedMethods: ['GET', 'HEAD'],
      ViewerProtocolPolicy: 'redirect-to-https',
      Compress: true,
    });
    const [headers] = Object.keys(
      built.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'),
    );
    expect(pages.ResponseHeadersPolicyId).toEqual({ Ref: headers });
    expect(pages.FunctionAssociations).toBeUndefined();
    expect(pages.LambdaFunctionAssociations).toBeUndefined();
    // The SPA rewrite functions are gone (decision 003's rule now lives in the renderer).
    expect(Object.keys(built.template.findResources('AWS::CloudFront::Function'))).toEqual([]);
    // `/` is a page: a root object would send it to the renderer as /index.html.
    expect(config.DefaultRootObject).toBeUndefined();
  });

  it('serves /assets/*, /config.json and every top-level entry of web/public from the web bucket', () => {
    // Read from the folder itself, so a new file in web/public without a behaviour fails here
    // instead of silently reaching the renderer (and its 404).
    const publicEntries = readdirSync(WEB_PUBLIC_DIR, { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => (entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`));
    expect(publicEntries).toEqual(
      expect.arrayContaining(['/static/*', '/listing-import-template.csv']),
    );
    const web = logicalId(built.stack.buckets.web);
    for (const path of ['/assets/*', '/config.json', ...publicEntries]) {
      const behaviour = config.CacheBehaviors.find((b) => b.PathPattern === path);
      expect(behaviour, path).toBeDefined();
      const origin = config.Origins.find((o) => o.Id === behaviour!.TargetOriginId)!;
      expect(origin.DomainName, path).toEqual({ 'Fn::GetAtt': [web, 'RegionalDomainName'] });
      expect(origin.OriginAccessControlId, path).toBeDefined();
    }
    // Nothing else reads the web bucket: index.html and .vite/ are never served.
    const webBehaviours = config.CacheBehaviors.filter((b) => {
      const origin = config.Origins.find((o) => o.Id === b.TargetOriginId)!;
      return JSON.stringify(origin.DomainName).includes(`"${web}"`);
    });
    expect(webBehaviours.map((b) => b.PathPattern).sort()).toEqual(
      ['/assets/*', '/config.json', ...publicEntries].sort(),
    );
  });

  it('runs the render handler as its definition says, on its own role and log group', () => {
    expect(PAGE_RENDERER.handler).toBe('render-page');
    expect(existsSync(join(REPO_ROOT, 'lambdas', 'handlers', 'render-page.ts'))).toBe(true);
    expect(fnProperties).toMatchObject({
      MemorySize: PAGE_RENDERER.memoryMb,
      Timeout: PAGE_RENDERER.timeoutSeconds,
      Architectures: ['arm64'],
      Runtime: 'nodejs22.x',
      Role: { 'Fn::GetAtt': [logicalId(built.stack.pageRenderer.role), 'Arn'] },
      LoggingConfig: { LogGroup: { Ref: logicalId(built.stack.pageRenderer.logGroup) } },
    });
    expect(PAGE_RENDERER).toMatchObject({ memoryMb: 1769, timeoutSeconds: 10 });
    // In the stage's own stack, beside the distribution (not a route stack: it is no API route).
    expect(Stack.of(built.stack.pageRenderer.fn)).toBe(built.stack);
    expect(built.parent.findResources('AWS::Lambda::Function')[fnId]).toBeDefined();
  });

  it('reads the site origin from its parameter, never from the distribution (no cycle)', () => {
    const variables = fnProperties.Environment.Variables;
    const parameter = SITE_ORIGIN_PARAMETER.replace('{stage}', 'dev');
    expect(variables.SITE_ORIGIN).toBeUndefined();
    expect(variables.SITE_ORIGIN_PARAMETER).toBe(parameter);
    expect(JSON.stringify(fnProperties)).not.toContain(distributionId);
    // The parameter the Cognito trigger reads, holding the site's URL.
    const [ssmParameter] = Object.values(
      built.template.findResources('AWS::SSM::Parameter', { Properties: { Name: parameter } }),
    );
    expect(JSON.stringify(ssmParameter?.Properties.Value)).toContain(distributionId);
    // Read by a literal ARN: a reference to the parameter would make the role wait for it.
    const ssm = statementsOf(built, built.stack.pageRenderer.role).filter((s) =>
      JSON.stringify(s.Action).includes('ssm:'),
    );
    expect(ssm).toHaveLength(1);
    expect(ssm[0]!.Action).toBe('ssm:GetParameter');
    expect(JSON.stringify(ssm[0]!.Resource)).toContain(`:parameter${parameter}"`);
    expect(JSON.stringify(ssm[0]!.Resource)).not.toMatch(/"Ref":"[A-Za-z]*SiteOrigin/);
  });

  it('gets the contact details and the bundle folder, and not the origin secret', () => {
    const variables = fnProperties.Environment.Variables;
    // Its data port calls domain functions, not the API's handlers: it has no edge check to pass
    // (docs/decisions/038-page-data-port.md), so it does not hold the secret.
    expect(variables).not.toHaveProperty('ORIGIN_SECRET');
    expect(JSON.stringify(variables)).not.toContain(logicalId(built.stack.originSecret.secret));
    const contact = contactDetailsSchema.parse(JSON.parse(String(variables.RENDER_CONTACT)));
    expect(contact).toEqual(loadStageConfig('dev').contact);
    expect(variables.RENDER_BUNDLE_DIR).toBe(`/var/task/${RENDER_ASSET_DIR}`);
  });

  it('copies the built bundle folder into the asset where RENDER_BUNDLE_DIR points', () => {
    const work = mkdtempSync(join(tmpdir(), 'vanyard-render-asset-'));
    try {
      const output = join(work, 'asset');
      mkdirSync(output);
      for (const command of copyRenderBundle(renderDirFixture(), output)) {
        execFileSync('bash', ['-c', command]);
      }
      const copied = join(output, RENDER_ASSET_DIR);
      expect(readFileSync(join(copied, 'render-page.js'), 'utf8')).toBe(FIXTURE_RENDER_ENTRY);
      // The route chunks the entry imports come along.
      expect(existsSync(join(copied, 'assets', 'home-abc.js'))).toBe(true);
      // ES modules named .js: without this, Node would load them as CommonJS.
      expect(JSON.parse(readFileSync(join(copied, 'package.json'), 'utf8'))).toEqual({
        type: 'module',
      });
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  it('builds into dist/render unless told otherwise, where the build writes RENDER_BUNDLE', () => {
    expect(DEFAULT_RENDER_DIR).toBe(join(REPO_ROOT, 'dist', 'render'));
    expect(join(DEFAULT_RENDER_DIR, 'render-page.js')).toBe(join(REPO_ROOT, RENDER_BUNDLE));
  });

  it('stops synthesis with instructions when the renderer has not been built', () => {
    const empty = mkdtempSync(join(tmpdir(), 'vanyard-no-render-'));
    try {
      expect(() => buildApp({ renderDir: join(empty, 'dist', 'render') })).toThrow(
        /page renderer is missing.*Run `npm run build` first/,
      );
      // A folder without the entry is not a build either.
      expect(() => buildApp({ renderDir: empty })).toThrow(/no render-page\.js/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
