/**
 * The security headers of every answer the site gives (pages, assets, images, API), defined once
 * for CloudFront's response headers policy (`infra/stack/constructs/web-distribution.ts`) and the local
 * gateway (`infra/local/stage/gateway/`), so browser tests run under the deployed policy
 * (decision 017, `docs/infrastructure.md`). Pure data: no CDK imports.
 */

/** Two years, with subdomains. Browsers ignore HSTS on http://localhost; it is harmless there. */
export const HSTS = { maxAgeSeconds: 2 * 365 * 24 * 60 * 60, includeSubdomains: true } as const;

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export const FRAME_OPTIONS = 'DENY';

/**
 * Headers CloudFront's security-headers behaviour has no field for: sent as custom headers there.
 * The SPA uses none of these features (photos are picked with a file input, which needs no camera
 * permission); a popup of another origin gets no handle on the site's window.
 */
export const CUSTOM_SECURITY_HEADERS = {
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/** Exceptions to the policy, for local pages that are never deployed. */
export type CspRelaxations = {
  inlineScripts?: boolean;
  inlineStyles?: boolean;
  /** ws: in connect-src. */
  websockets?: boolean;
};

/**
 * `npm run dev` only: Vite's dev server injects an inline script (React fast refresh) and inline
 * styles, and talks to its HMR websocket. A built SPA (`npm start`, AWS) needs none of these.
 */
export const VITE_DEV_SERVER: CspRelaxations = {
  inlineScripts: true,
  inlineStyles: true,
  websockets: true,
};

export type CspOptions = {
  /**
   * Origins the SPA calls besides its own: the Cognito endpoints and the images bucket (presigned
   * photo uploads go from the browser straight to it). Locally the gateway serves everything but
   * the presigned uploads, which go to s3rver.
   */
  connectSources: readonly string[];
  relax?: CspRelaxations;
};

/** The Content-Security-Policy, one line. */
export function contentSecurityPolicy(options: CspOptions): string {
  const relax = options.relax ?? {};
  const unsafeInline = (allowed: boolean | undefined) => (allowed ? " 'unsafe-inline'" : '');
  return [
    "default-src 'self'",
    `script-src 'self'${unsafeInline(relax.inlineScripts)}`,
    `style-src 'self'${unsafeInline(relax.inlineStyles)}`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src ${["'self'", ...options.connectSources, ...(relax.websockets ? ['ws:'] : [])].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

export function strictTransportSecurity(): string {
  return `max-age=${HSTS.maxAgeSeconds}${HSTS.includeSubdomains ? '; includeSubDomains' : ''}`;
}

/** Every security header by name, as the local gateway sends them (CloudFront sends the same). */
export function securityHeaders(options: CspOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': strictTransportSecurity(),
    'Referrer-Policy': REFERRER_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': FRAME_OPTIONS,
    ...CUSTOM_SECURITY_HEADERS,
  };
}
