import { Duration, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  contentSecurityPolicy,
  CUSTOM_SECURITY_HEADERS,
  FRAME_OPTIONS,
  HSTS,
  REFERRER_POLICY,
} from '../definitions/security-headers';
import { ORIGIN_VERIFY_HEADER } from '#shared/edge-headers';

export type WebDistributionProps = {
  web: s3.IBucket;
  /**
   * The page renderer's function URL (PageRenderer, AWS_IAM auth): the default behaviour's
   * origin, reached through origin access control.
   */
  renderer: lambda.IFunctionUrl;
  /**
   * Paths of the web bucket served as files (WEB_FILE_PATHS of infra/stack/definitions/page-renderer.ts,
   * CloudFront path patterns); every other path not matched by another behaviour is a page.
   */
  webFilePaths: readonly string[];
  images: s3.IBucket;
  sitemaps: s3.IBucket;
  accessLogs: s3.IBucket;
  /** Host name of the HTTP API's default endpoint. */
  apiDomainName: string;
  /**
   * The origin secret CloudFront adds to every API request (a Secrets Manager dynamic
   * reference, never the value): the handlers refuse requests without it.
   */
  originSecret: string;
  /** ARN of the stage's AWS WAF web ACL (us-east-1); unset when the stage has WAF off. */
  webAclArn?: string;
  /**
   * API paths (literal, public GET routes with `edgeCache`) cached at the edge, keyed on the
   * whole query string, for as long as the answer's Cache-Control allows (at most 5 minutes).
   */
  cachedApiPaths?: readonly string[];
  /** Cognito endpoints the SPA calls from the browser (Content-Security-Policy connect-src). */
  authEndpoints: string[];
  domain?: { name: string; certificateArn: string };
};

/** Paths served from the sitemaps bucket at the site root. */
export const SITEMAP_PATHS = ['/sitemap*.xml', '/robots.txt'] as const;

/** How long the edge may keep a rendered page at most, whatever the renderer's s-maxage. */
export const PAGE_CACHE_MAX_TTL = Duration.days(1);

/**
 * The page renderer's time limit at the edge: the function's own timeout (10 s), not
 * CloudFront's default 30 s, so a hung render fails over to a kept copy (stale-if-error) sooner.
 */
const RENDERER_READ_TIMEOUT = Duration.seconds(10);

/**
 * The one public entry point: CloudFront serving pages from the page renderer
 * (docs/decisions/028-server-rendered-pages.md), the SPA's files from the web bucket, /api/* from
 * the HTTP API, listing images and sitemaps from S3, all with the same security headers.
 */
export class WebDistribution extends Construct {
  readonly distribution: cloudfront.Distribution;
  /** The default behaviour's cache policy: rendered pages, keyed on path and query string. */
  readonly pageCache: cloudfront.CachePolicy;
  /** https://{custom domain or CloudFront domain}, without a trailing slash. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebDistributionProps) {
    super(scope, id);

    const headers = this.securityHeaders(props);
    const originAccessControl = new cloudfront.S3OriginAccessControl(this, 'OriginAccess', {
      description: 'CloudFront reads the private VanYard buckets (SigV4 signed requests)',
    });
    const s3Behaviour = (bucket: s3.IBucket): cloudfront.BehaviorOptions => ({
      origin: origins.S3BucketOrigin.withOriginAccessControl(bucket, { originAccessControl }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: headers,
      compress: true,
    });

    // Pages: the renderer decides status, robots and lifetime (s-maxage) per page (decision
    // 028, section 4). The HTML is the anonymous visitor's page, so no header or cookie is in the
    // key or reaches the renderer: nothing personal can be cached and served to someone else.
    this.pageCache = new cloudfront.CachePolicy(this, 'PageCache', {
      comment: "Rendered pages: path and whole query string; TTL from the renderer's s-maxage",
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: PAGE_CACHE_MAX_TTL,
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const pages: cloudfront.BehaviorOptions = {
      // Signed with SigV4 (OAC); the origin adds CloudFront's invoke permissions, with this
      // distribution as their only source.
      origin: origins.FunctionUrlOrigin.withOriginAccessControl(props.renderer, {
        originAccessControl: new cloudfront.FunctionUrlOriginAccessControl(this, 'RendererAccess', {
          description: 'CloudFront calls the VanYard page renderer (SigV4 signed requests)',
        }),
        readTimeout: RENDERER_READ_TIMEOUT,
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
      cachePolicy: this.pageCache,
      responseHeadersPolicy: headers,
      compress: true,
    };
    const web = s3Behaviour(props.web);

    const sitemaps = s3Behaviour(props.sitemaps);
    const api: cloudfront.BehaviorOptions = {
      origin: new origins.HttpOrigin(props.apiDomainName, {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
        // Replaces any header of that name a viewer sends (decision 018).
        customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originSecret },
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // Host must stay the API's own host name or API Gateway cannot route the request. This
      // managed policy is the one that forwards every viewer header but Host, Authorization
      // included (a custom policy cannot list Authorization), plus CloudFront's own headers,
      // among them CloudFront-Viewer-Address, which the handlers key rate limits on (decision 018).
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
    };
    const cachedPaths = props.cachedApiPaths ?? [];
    // Only answers that say so (Cache-Control: public, max-age) are kept: TTL 0 by default.
    const apiQueryCache =
      cachedPaths.length === 0
        ? undefined
        : new cloudfront.CachePolicy(this, 'ApiQueryCache', {
            comment: 'Public API reads: the whole query string is the key; TTL from Cache-Control',
            queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
            headerBehavior: cloudfront.CacheHeaderBehavior.none(),
            cookieBehavior: cloudfront.CacheCookieBehavior.none(),
            minTtl: Duration.seconds(0),
            defaultTtl: Duration.seconds(0),
            maxTtl: Duration.minutes(5),
            enableAcceptEncodingGzip: true,
            enableAcceptEncodingBrotli: true,
          });
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'VanYard: rendered pages, SPA files, /api, /images, sitemaps',
      // No defaultRootObject: `/` is a page like any other, and with one CloudFront would ask the
      // renderer for /index.html instead.
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Buyers and sellers are in the UK: the cheapest class that includes Europe.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      defaultBehavior: pages,
      // In this order: CloudFront takes the first pattern that matches, so the cached API
      // paths come before /api/*.
      additionalBehaviors: {
        ...Object.fromEntries(
          cachedPaths.map((path) => [path, { ...api, cachePolicy: apiQueryCache! }]),
        ),
        '/api/*': api,
        '/images/*': s3Behaviour(props.images),
        ...Object.fromEntries(SITEMAP_PATHS.map((path) => [path, sitemaps])),
        // The SPA's own files; anything else in the bucket (index.html) is never served.
        ...Object.fromEntries(props.webFilePaths.map((path) => [path, web])),
      },
      // No errorResponses: they are distribution-wide and would mask the API's 403/404. A
      // missing file (a path with an extension) answers S3's own 403: OAC has no ListBucket.
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      ...(props.domain
        ? {
            domainNames: [props.domain.name],
            certificate: acm.Certificate.fromCertificateArn(
              this,
              'Certificate',
              props.domain.certificateArn,
            ),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
            sslSupportMethod: cloudfront.SSLMethod.SNI,
          }
        : {}),
    });
    this.siteUrl = `https://${props.domain?.name ?? this.distribution.distributionDomainName}`;
    this.acknowledgeFindings(Boolean(props.domain), Boolean(props.webAclArn));
  }

  /** The header set of `infra/stack/definitions/security-headers.ts`: the local gateway sends it too. */
  private securityHeaders(props: WebDistributionProps): cloudfront.ResponseHeadersPolicy {
    const csp = contentSecurityPolicy({
      // Presigned photo uploads go from the browser straight to the images bucket.
      connectSources: [...props.authEndpoints, `https://${props.images.bucketRegionalDomainName}`],
    });
    return new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'VanYard security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        contentTypeOptions: { override: true },
        frameOptions: {
          frameOption: cdkEnumValue(cloudfront.HeadersFrameOption, FRAME_OPTIONS),
          override: true,
        },
        referrerPolicy: {
          referrerPolicy: cdkEnumValue(cloudfront.HeadersReferrerPolicy, REFERRER_POLICY),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS.maxAgeSeconds),
          includeSubdomains: HSTS.includeSubdomains,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: Object.entries(CUSTOM_SECURITY_HEADERS).map(([header, value]) => ({
          header,
          value,
          override: true,
        })),
      },
    });
  }

  private acknowledgeFindings(hasDomain: boolean, hasWaf: boolean): void {
    const acks = Validations.of(this.distribution);
    acks.acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'No geo restriction: UK buyers abroad and overseas buyers of UK vans are legitimate visitors.',
    });
    if (!hasWaf) {
      acks.acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'AWS WAF is switched off for this stage (stage setting waf.enabled, decision 018): a web ACL costs a monthly fee per ACL and rule plus a fee per request, not worth it for a development stage; the origin secret, per-route API throttles and per-client limits still apply. Prod has it on.',
      });
    }
    if (!hasDomain) {
      acks.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'This stage has no custom domain, so it uses the default *.cloudfront.net certificate, whose minimum TLS version cannot be set; stages with a domain use TLSv1.2_2021.',
      });
    }
  }
}

/** The CDK enum member whose value is `value`: fails the synth if the CDK has no such value. */
function cdkEnumValue<E extends string>(values: Record<string, E>, value: string): E {
  const member = Object.values(values).find((v) => v === value);
  if (!member) throw new Error(`The CDK has no header value ${value}.`);
  return member;
}
