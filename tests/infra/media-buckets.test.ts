import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { FULL_CONFIG, logicalId, synth, type Built } from './support/synth';

describe('MediaBuckets', () => {
  let built: Built;
  let buckets: Record<'web' | 'images' | 'sitemaps' | 'accessLogs', string>;
  beforeAll(() => {
    built = synth();
    const { web, images, sitemaps, accessLogs } = built.stack.buckets;
    buckets = {
      web: logicalId(web),
      images: logicalId(images),
      sitemaps: logicalId(sitemaps),
      accessLogs: logicalId(accessLogs),
    };
  });

  const bucket = (key: keyof typeof buckets) =>
    built.template.findResources('AWS::S3::Bucket')[buckets[key]]?.Properties;

  it('has the web, images and sitemaps buckets plus one access-log bucket', () => {
    built.template.resourceCountIs('AWS::S3::Bucket', 4);
  });

  it('blocks all public access and encrypts every bucket', () => {
    for (const key of Object.keys(buckets) as Array<keyof typeof buckets>) {
      expect(bucket(key), key).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [
            { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
          ],
        },
      });
    }
  });

  it('denies every request that is not over TLS', () => {
    for (const id of Object.values(buckets)) {
      built.template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Action: 's3:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    }
  });

  it('logs access to the content buckets into the access-log bucket', () => {
    for (const key of ['web', 'images', 'sitemaps'] as const) {
      expect(bucket(key)?.LoggingConfiguration, key).toEqual({
        DestinationBucketName: { Ref: buckets.accessLogs },
        LogFilePrefix: `s3/${key}/`,
      });
    }
  });

  it('versions the SPA and the photos, not the regenerated sitemaps', () => {
    expect(bucket('web')?.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket('images')?.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket('sitemaps')?.VersioningConfiguration).toBeUndefined();
  });

  it('lets browsers PUT presigned uploads into the images bucket only', () => {
    expect(bucket('images')?.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedMethods: ['PUT'], AllowedOrigins: ['*'] }),
    ]);
    for (const key of ['web', 'sitemaps', 'accessLogs'] as const) {
      expect(bucket(key)?.CorsConfiguration, key).toBeUndefined();
    }
  });

  it('limits upload CORS to the site once the stage has its own domain', () => {
    const withDomain = synth({ config: FULL_CONFIG });
    const images = logicalId(withDomain.stack.buckets.images);
    const props = withDomain.template.findResources('AWS::S3::Bucket')[images]?.Properties;
    expect(props?.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedOrigins: [`https://${FULL_CONFIG.domainName}`] }),
    ]);
  });
});
