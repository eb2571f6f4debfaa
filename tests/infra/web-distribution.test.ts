import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteDefinition } from '#infra/stack/definitions/routes';
import {
  contentSecurityPolicy,
  CUSTOM_SECURITY_HEADERS,
  HSTS,
} from '#infra/stack/definitions/security-headers';
import { WEB_FILE_PATHS } from '#infra/stack/definitions/page-renderer';
import { edgeCachedPaths } from '#infra/stack/vanyard-stack';
import { FULL_CONFIG, logicalId, synth, type Built } from './support/synth';
import { distributionConfig, type Behaviour } from './support/distribution';

// Managed policy ids (AWS-published, stable).
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('WebDistribution', () => {
  let dev: Built;
  let config: ReturnType<typeof distributionConfig>;
  let bucketOf: (behaviour: Behaviour) => string | undefined;
  beforeAll(() => {
    dev = synth();
    config = distributionConfig(dev);
    // Which bucket (logical id) an S3 behaviour's origin reads from.
    bucketOf = (behaviour) => {
      const origin = config.Origins.find((o) => o.Id === behaviour.TargetOriginId);
      const domain = origin?.DomainName as { 'Fn::GetAtt'?: [string, string] } | undefined;
      return origin?.OriginAccessControlId ? domain?.['Fn::GetAtt']?.[0] : undefined;
    };
  });

  const behaviour = (path: string): Behaviour => {
    const found = config.CacheBehaviors.find((b) => b.PathPattern === path);
    if (!found) throw new Error(`no behaviour for ${path}`);
    return found;
  };

  it('sends pages to the renderer by default (page-renderer.test.ts), files to the web bucket', () => {
    expect(bucketOf(config.DefaultCacheBehavior)).toBeUndefined();
    for (const path of WEB_FILE_PATHS) {
      expect(bucketOf(behaviour(path)), path).toBe(logicalId(dev.stack.buckets.web));
      expect(behaviour(path), path).toMatchObject({
        ViewerProtocolPolicy: 'redirect-to-https',
        CachePolicyId: CACHING_OPTIMIZED,
        Compress: true,
      });
    }
    expect(config.DefaultRootObject).toBeUndefined();
  });

  it('has exactly the cached search and settings, /api/*, /images/*, sitemap and SPA file behaviours', () => {
    expect(config.CacheBehaviors.map((b) => b.PathPattern).sort()).toEqual(
      [
        '/api/listings/search',
        '/api/settings',
        '/api/*',
        '/images/*',
        '/robots.txt',
        '/sitemap*.xml',
        ...WEB_FILE_PATHS,
      ].sort(),
    );
    // CloudFront allows 25 path patterns a distribution unless the quota is raised.
    expect(config.CacheBehaviors.length).toBeLessThanOrEqual(24);
  });

  it('caches the search API by its whole query string, before /api/* can match it', () => {
    const paths = config.CacheBehaviors.map((b) => b.PathPattern);
    expect(paths.indexOf('/api/listings/search')).toBeLessThan(paths.indexOf('/api/*'));
    const search = behaviour('/api/listings/search');
    const api = behaviour('/api/*');
    // Same origin, headers and methods as the rest of the API; only the cache policy differs.
    expect(search.TargetOriginId).toBe(api.TargetOriginId);
    expect(search).toMatchObject({
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: api.AllowedMethods,
      ResponseHeadersPolicyId: api.ResponseHeadersPolicyId,
    });
    const policyId = (search.CachePolicyId as { Ref: string }).Ref;
    const policy = dev.template.findResources('AWS::CloudFront::CachePolicy')[policyId];
    expect(policy?.Properties.CachePolicyConfig).toMatchObject({
      // TTL from the answer's Cache-Control, nothing cached without one, at most 5 minutes.
      DefaultTTL: 0,
      MinTTL: 0,
      MaxTTL: 300,
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      },
    });
  });

  it('sends /api/* to the HTTP API uncached, with every viewer header but Host', () => {
    const api = behaviour('/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    // Nothing at the edge touches API answers: they keep their status and JSON body.
    expect(api.FunctionAssociations).toBeUndefined();
    expect(api.LambdaFunctionAssociations).toBeUndefined();
    const origin = config.Origins.find((o) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain(logicalId(dev.stack.api.api));
    expect(origin?.CustomOriginConfig).toEqual({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
  });

  it('serves images and sitemaps from their buckets through Origin Access Control', () => {
    expect(bucketOf(behaviour('/images/*'))).toBe(logicalId(dev.stack.buckets.images));
    expect(bucketOf(behaviour('/sitemap*.xml'))).toBe(logicalId(dev.stack.buckets.sitemaps));
    expect(bucketOf(behaviour('/robots.txt'))).toBe(logicalId(dev.stack.buckets.sitemaps));
    for (const origin of config.Origins.filter((o) => o.S3OriginConfig)) {
      expect(origin.OriginAccessControlId, origin.Id).toBeDefined();
    }
  });

  it('caches only public GET routes with a literal path at the edge', () => {
    expect(edgeCachedPaths(ROUTES)).toEqual(['/api/listings/search', '/api/settings']);
    const cached = ROUTES.find((r) => r.id === 'SearchListings')! as RouteDefinition;
    for (const wrong of [
      { ...cached, method: 'POST' as const },
      { ...cached, auth: 'user' as const },
      { ...cached, path: '/api/listings/{id}' as const },
    ]) {
      expect(() => edgeCachedPaths([wrong]), JSON.stringify(wrong)).toThrow(/only public GET/);
    }
  });

  it('has no custom error responses, which would mask the API 403/404 on every behaviour', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(JSON.stringify(dev.template.toJSON())).not.toContain('CustomErrorResponses');
    const withDomain = synth({ config: FULL_CONFIG, stage: 'prod' });
    expect(JSON.stringify(withDomain.template.toJSON())).not.toContain('CustomErrorResponses');
  });

  it('lets CloudFront only read objects, so a missing file answers S3 403 (no ListBucket)', () => {
    const [policy] = Object.values(
      dev.template.findResources('AWS::S3::BucketPolicy', {
        Properties: { Bucket: { Ref: logicalId(dev.stack.buckets.web) } },
      }),
    );
    const statements = policy?.Properties.PolicyDocument.Statement as Array<{
      Action: string | string[];
      Principal?: { Service?: string };
    }>;
    const cloudFront = statements.filter(
      (s) => s.Principal?.Service === 'cloudfront.amazonaws.com',
    );
    expect(cloudFront.map((s) => s.Action)).toEqual(['s3:GetObject']);
  });

  it('speaks HTTP/2 and HTTP/3 and logs requests', () => {
    expect(config.HttpVersion).toBe('http2and3');
    expect(config.Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });

  it('sends the same security headers on every behaviour', () => {
    const policies = Object.keys(
      dev.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'),
    );
    expect(policies).toHaveLength(1);
    for (const b of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(b.ResponseHeadersPolicyId, b.PathPattern).toEqual({ Ref: policies[0] });
    }
  });

  it('sets HSTS, nosniff, frame DENY, the referrer policy and a CSP', () => {
    const [policy] = Object.values(
      dev.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'),
    );
    const headers = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers).toMatchObject({
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: expect.any(Number),
        IncludeSubdomains: true,
        Override: true,
      },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
    });
    expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31536000);

    const csp = cspText(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://cognito-idp.${AWS::Region}.amazonaws.com']),
    );
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it('sends the header set of infra/stack/definitions/security-headers.ts, custom headers included', () => {
    const [policy] = Object.values(
      dev.template.findResources('AWS::CloudFront::ResponseHeadersPolicy'),
    );
    const config = policy?.Properties.ResponseHeadersPolicyConfig;
    expect(config.SecurityHeadersConfig.StrictTransportSecurity.AccessControlMaxAgeSec).toBe(
      HSTS.maxAgeSeconds,
    );
    expect(config.CustomHeadersConfig.Items).toEqual(
      Object.entries(CUSTOM_SECURITY_HEADERS).map(([Header, Value]) => ({
        Header,
        Value,
        Override: true,
      })),
    );
    expect(CUSTOM_SECURITY_HEADERS['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(CUSTOM_SECURITY_HEADERS['Permissions-Policy']).toContain('camera=()');
    // The same policy as the local gateway's, but for connect-src (per stage).
    const withoutConnect = (csp: string) =>
      csp
        .split('; ')
        .filter((d) => !d.startsWith('connect-src'))
        .join('; ');
    const csp = cspText(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(withoutConnect(csp)).toBe(withoutConnect(contentSecurityPolicy({ connectSources: [] })));
    expect(csp).toContain(`\${${logicalId(dev.stack.buckets.images)}.RegionalDomainName}`);
  });

  it('uses the default certificate without a domain, and TLS 1.2_2021 with one', () => {
    expect(config.ViewerCertificate).toBeUndefined();
    const withDomain = distributionConfig(synth({ config: FULL_CONFIG }));
    expect(withDomain.Aliases).toEqual([FULL_CONFIG.domainName]);
    expect(withDomain.ViewerCertificate).toEqual({
      AcmCertificateArn: FULL_CONFIG.certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
  });
});

/** The CSP as text, with CloudFormation references written as ${Name}. */
function cspText(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
  return join[1]
    .map((part) => {
      if (typeof part === 'string') return part;
      const ref = (part as { Ref?: string }).Ref;
      const getAtt = (part as { 'Fn::GetAtt'?: string[] })['Fn::GetAtt'];
      return ref ? `\${${ref}}` : `\${${getAtt?.join('.')}}`;
    })
    .join(join[0]);
}
