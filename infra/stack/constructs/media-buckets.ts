import { Duration, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  BUCKETS,
  IMPORTS_PREFIX,
  PROCESSED_PREFIX,
  UPLOADS_PREFIX,
  type BucketKey,
} from '../definitions/buckets';

export type MediaBucketsProps = {
  removalPolicy: RemovalPolicy;
  /** Origins allowed to send presigned uploads (POST, or PUT) into the images bucket from the browser. */
  uploadOrigins: string[];
};

/**
 * The buckets of infra/stack/definitions/buckets.ts plus the bucket their access logs (and
 * CloudFront's) go to. All private: CloudFront reads them through Origin Access Control.
 */
export class MediaBuckets extends Construct {
  readonly web: s3.Bucket;
  readonly images: s3.Bucket;
  readonly sitemaps: s3.Bucket;
  readonly search: s3.Bucket;
  readonly exports: s3.Bucket;
  readonly accessLogs: s3.Bucket;

  constructor(scope: Construct, id: string, props: MediaBucketsProps) {
    super(scope, id);

    const common = {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // No autoDeleteObjects: it adds a custom-resource Lambda; a destroyed stage's buckets
      // are emptied by hand first (docs/infrastructure.md).
      removalPolicy: props.removalPolicy,
    } satisfies s3.BucketProps;

    this.accessLogs = new s3.Bucket(this, 'AccessLogs', {
      ...common,
      // CloudFront's standard logging still delivers through ACLs, so ACLs stay enabled here.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    Validations.of(this.accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This is the access-log bucket itself; logging it into another bucket would only move the question one bucket along.',
    });

    const logged = (key: BucketKey) => ({
      ...common,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: `s3/${BUCKETS[key].suffix}/`,
    });
    const keepOldVersionsFor = (days: number): s3.LifecycleRule => ({
      noncurrentVersionExpiration: Duration.days(days),
      abortIncompleteMultipartUploadAfter: Duration.days(1),
    });

    // Versioned so a bad deploy of the SPA can be rolled back object by object.
    this.web = new s3.Bucket(this, 'Web', {
      ...logged('web'),
      versioned: true,
      lifecycleRules: [keepOldVersionsFor(30)],
    });

    // Versioned because sellers' photos cannot be recreated if deleted or overwritten by mistake.
    this.images = new s3.Bucket(this, 'Images', {
      ...logged('images'),
      versioned: true,
      lifecycleRules: [
        keepOldVersionsFor(30),
        // Raw uploads still carry EXIF (GPS) metadata. The photo processor deletes each one
        // (its version, for good) once it has written the variants or refused the file; these
        // rules catch whatever it did not: a day for the object and for an old version (the
        // shorter expiry of overlapping rules wins).
        {
          id: 'ExpireUploads',
          prefix: UPLOADS_PREFIX,
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        // The processor's variants wait here for the seller to save the listing, which copies
        // them under images/; variants of photos never attached to a listing go after a day,
        // as their upload records do (TTL).
        {
          id: 'ExpireUnattachedVariants',
          prefix: PROCESSED_PREFIX,
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        // CSV imports (docs/csv-import.md): the file and the run's chunks live as long as the
        // import record (30 days, the duplicate warning's window), then go for good.
        {
          id: 'ExpireImports',
          prefix: IMPORTS_PREFIX,
          expiration: Duration.days(30),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
      cors: [
        {
          // Presigned POST (a form upload: the photo pipeline and CSV imports) and presigned PUT.
          allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.PUT],
          allowedOrigins: props.uploadOrigins,
          allowedHeaders: ['content-type'],
          maxAge: 3600,
        },
      ],
    });

    // Not versioned: sitemaps and robots.txt are regenerated from the table on a schedule.
    this.sitemaps = new s3.Bucket(this, 'Sitemaps', logged('sitemaps'));

    // Not versioned and no expiry: compaction writes a snapshot under a new key every ten
    // minutes and deletes all but the newest few itself, so the newest can never expire.
    this.search = new s3.Bucket(this, 'Search', logged('search'));

    // Admin exports (a CSV of users' addresses): read only through a five-minute signed link,
    // so a day is ample; the file and any upload left unfinished go then. Not versioned, so
    // nothing outlives the day. No CORS: the browser navigates to the link, it never fetches.
    this.exports = new s3.Bucket(this, 'Exports', {
      ...logged('exports'),
      lifecycleRules: [
        {
          id: 'ExpireExports',
          expiration: Duration.days(1),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
    });
  }
}
