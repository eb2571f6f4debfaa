import {
  DeleteObjectsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { SitemapStore } from './generate-sitemaps';

/** Sitemap files are named sitemap.xml and sitemap-*.xml at the bucket's root. */
const SITEMAP_FILE = /^sitemap[A-Za-z0-9_.-]*\.xml$/;

/** The sitemaps bucket as a SitemapStore; files are cached an hour by browsers and CloudFront. */
export function s3SitemapStore(s3: S3Client, bucket: string): SitemapStore {
  return {
    async put(key, body, contentType) {
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=3600',
        }),
      );
    },
    async listSitemapFiles() {
      const files: { key: string; lastModified: Date }[] = [];
      let token: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: 'sitemap', ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && SITEMAP_FILE.test(object.Key)) {
            files.push({ key: object.Key, lastModified: object.LastModified ?? new Date(0) });
          }
        }
        token = page.NextContinuationToken;
      } while (token);
      return files;
    },
    async delete(keys) {
      await s3.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    },
  };
}
