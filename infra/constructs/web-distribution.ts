import { Duration, Validations } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { spaRequestFunctionCode, spaResponseFunctionCode } from './spa-rewrite-code';

export type WebDistributionProps = {
  web: s3.IBucket;
  images: s3.IBucket;
  sitemaps: s3.IBucket;
  accessLogs: s3.IBucket;
  /** Host name of the HTTP API's default endpoint. */
  apiDomainName: string;
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

/**
 * The one public entry point: CloudFront serving the SPA, /api/* from the HTTP API, listing
 * images and sitemaps from S3, all with the same security headers.
 */
export class WebDistribution extends Construct {
  readonly distribution: cloudfront.Distribution;
  /** Viewer-request function of the default behaviour: page paths → /index.html or /404.html. */
  readonly spaRewrite: cloudfront.Function;
  /** Viewer-response function of the default behaviour: 404 for /404.html and unknown pages. */
  readonly spaNotFound: cloudfront.Function;
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

    // The SPA's page paths and their status (decision 003, spa-rewrite-code.ts). Functions on
    // the default behaviour only, not distribution error responses: those would apply to
    // /api/* too and replace the API's JSON 403/404 answers with index.html.
    this.spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      code: cloudfront.FunctionCode.fromInline(spaRequestFunctionCode()),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Page paths (no file extension): SPA pages to index.html, others to 404.html',
    });
    this.spaNotFound = new cloudfront.Function(this, 'SpaNotFound', {
      code: cloudfront.FunctionCode.fromInline(spaResponseFunctionCode()),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Status 404 for 404.html and for page paths not in shared/spa-routes.ts',
    });

    const sitemaps = s3Behaviour(props.sitemaps);
    const api: cloudfront.BehaviorOptions = {
      origin: new origins.HttpOrigin(props.apiDomainName, {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // Host must stay the API's own host name or API Gateway cannot route the request.
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
      comment: 'VanYard: SPA, /api, /images, sitemaps',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Buyers and sellers are in the UK: the cheapest class that includes Europe.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      defaultBehavior: {
        ...s3Behaviour(props.web),
        functionAssociations: [
          { function: this.spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          { function: this.spaNotFound, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
        ],
      },
      // In this order: CloudFront takes the first pattern that matches, so the cached API
      // paths come before /api/*.
      additionalBehaviors: {
        ...Object.fromEntries(
          cachedPaths.map((path) => [path, { ...api, cachePolicy: apiQueryCache! }]),
        ),
        '/api/*': api,
        '/images/*': s3Behaviour(props.images),
        ...Object.fromEntries(SITEMAP_PATHS.map((path) => [path, sitemaps])),
      },
      // No errorResponses: they are distribution-wide and would mask the API's 403/404. A
      // missing file (a path with an extension) answers S3's own 403: OAC has no ListBucket.
      enableLogging: true,
      logBucket: props.accessLogs,
      logFilePrefix: 'cloudfront/',
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
    this.acknowledgeFindings(Boolean(props.domain));
  }

  private securityHeaders(props: WebDistributionProps): cloudfront.ResponseHeadersPolicy {
    const csp = [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      // Presigned photo uploads go from the browser straight to the images bucket.
      `connect-src 'self' ${[...props.authEndpoints, `https://${props.images.bucketRegionalDomainName}`].join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      'upgrade-insecure-requests',
    ].join('; ');
    return new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'VanYard security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365 * 2),
          includeSubdomains: true,
          override: true,
        },
      },
    });
  }

  private acknowledgeFindings(hasDomain: boolean): void {
    const acks = Validations.of(this.distribution);
    acks.acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason:
          'No geo restriction: UK buyers abroad and overseas buyers of UK vans are legitimate visitors.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No AWS WAF web ACL yet: it costs a fixed monthly fee per ACL plus per request and must live in us-east-1; API throttling and Cognito cover abuse at launch. Revisit with traffic.',
      },
    );
    if (!hasDomain) {
      acks.acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'This stage has no custom domain, so it uses the default *.cloudfront.net certificate, whose minimum TLS version cannot be set; stages with a domain use TLSv1.2_2021.',
      });
    }
  }
}
