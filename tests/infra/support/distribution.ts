import type { Built } from './synth';

/** One cache behaviour of the synthesised CloudFront distribution. */
export type Behaviour = Record<string, unknown> & { PathPattern?: string; TargetOriginId: string };
export type Origin = Record<string, unknown> & { Id: string; DomainName: unknown };

/** The DistributionConfig of the stack's one CloudFront distribution. */
export function distributionConfig(built: Built) {
  const [distribution] = Object.values(
    built.template.findResources('AWS::CloudFront::Distribution'),
  );
  return distribution?.Properties.DistributionConfig as {
    DefaultCacheBehavior: Behaviour;
    CacheBehaviors: Behaviour[];
    Origins: Origin[];
    CustomErrorResponses?: unknown[];
    ViewerCertificate?: Record<string, unknown>;
    [key: string]: unknown;
  };
}
