import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { FULL_CONFIG, logicalId, synth, type Built } from './support/synth';

describe('MediaBuckets', () => {
  let built: Built;
  let buckets: Record<'web' | 'images' | 'sitemaps' | 'search' | 'exports' | 'accessLogs', string>;
  beforeAll(() => {
    built = synth();
    const { web, images, sitemaps, search, exports, accessLogs } = built.stack.buckets;
    buckets = {
      web: logicalId(web),
      images: logicalId(images),
      sitemaps: logicalId(sitemaps),
      search: logicalId(search),
      exports: logicalId(exports),
      accessLogs: logicalId(accessLogs),
    };
  });

  const bucket = (key: keyof typeof buckets) =>
    built.template.findResources('AWS::S3::Bucket')[buckets[key]]?.Properties;

  it('has the web, images, sitemaps, search and exports buckets plus one access-log bucket', () => {
    built.template.resourceCountIs('AWS::S3::Bucket', 6);
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
    for (const key of ['web', 'images', 'sitemaps', 'search', 'exports'] as const) {
      expect(bucket(key)?.LoggingConfiguration, key).toEqual({
        DestinationBucketName: { Ref: buckets.accessLogs },
        LogFilePrefix: `s3/${key}/`,
      });
    }
  });

  it('versions the SPA and the photos, not the regenerated sitemaps and search snapshots', () => {
    expect(bucket('web')?.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket('images')?.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(bucket('sitemaps')?.VersioningConfiguration).toBeUndefined();
    expect(bucket('search')?.VersioningConfiguration).toBeUndefined();
  });

  it('expires raw uploads (with their GPS) and unattached variants after a day, old versions too', () => {
    const rules = bucket('images')?.LifecycleConfiguration.Rules as Record<string, unknown>[];
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Prefix: 'uploads/',
          ExpirationInDays: 1,
          NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          Status: 'Enabled',
        }),
        expect.objectContaining({
          Prefix: 'processed/',
          ExpirationInDays: 1,
          NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          Status: 'Enabled',
        }),
      ]),
    );
    // CSV import files (and their run's chunks) after 30 days; nothing else in the bucket
    // expires: listing photos under images/ stay.
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Prefix: 'imports/',
          ExpirationInDays: 30,
          NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          Status: 'Enabled',
        }),
      ]),
    );
    const expiring = rules.filter((rule) => rule.ExpirationInDays !== undefined);
    expect(expiring.map((rule) => rule.Prefix).sort()).toEqual([
      'imports/',
      'processed/',
      'uploads/',
    ]);
  });

  it("deletes admin exports (users' addresses) after a day, unfinished uploads too, and keeps no versions", () => {
    expect(bucket('exports')?.VersioningConfiguration).toBeUndefined();
    expect(bucket('exports')?.LifecycleConfiguration.Rules).toEqual([
      expect.objectContaining({
        ExpirationInDays: 1,
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
        Status: 'Enabled',
      }),
    ]);
    expect(bucket('exports')?.LifecycleConfiguration.Rules[0].Prefix).toBeUndefined();
  });

  it('keeps the exports out of CloudFront: only a signed link reads them', () => {
    const distribution = Object.values(
      built.template.findResources('AWS::CloudFront::Distribution'),
    )[0];
    expect(JSON.stringify(distribution)).not.toContain(buckets.exports);
  });

  it('never expires search snapshots by age: compaction prunes them, keeping the newest', () => {
    expect(bucket('search')?.LifecycleConfiguration).toBeUndefined();
  });

  it('keeps the search snapshots out of CloudFront: no origin reads the search bucket', () => {
    const distribution = Object.values(
      built.template.findResources('AWS::CloudFront::Distribution'),
    )[0];
    expect(JSON.stringify(distribution)).not.toContain(buckets.search);
    const policy = Object.values(
      built.template.findResources('AWS::S3::BucketPolicy', {
        Properties: { Bucket: { Ref: buckets.search } },
      }),
    )[0];
    expect(JSON.stringify(policy)).not.toContain('cloudfront');
  });

  it('lets browsers POST (and PUT) presigned uploads into the images bucket only', () => {
    expect(bucket('images')?.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedMethods: ['POST', 'PUT'], AllowedOrigins: ['*'] }),
    ]);
    for (const key of ['web', 'sitemaps', 'search', 'exports', 'accessLogs'] as const) {
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
