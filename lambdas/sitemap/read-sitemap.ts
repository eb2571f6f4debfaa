import { GetObjectCommand, NoSuchKey, type S3Client } from '@aws-sdk/client-s3';
import { NotFoundError } from '../platform/errors';
import { SITEMAP_INDEX_KEY } from './generate-sitemaps';
import type { SitemapName } from '#shared/sitemaps';

/**
 * The XML of one sitemap as the last run wrote it: the index, or a kind's file (its part
 * `part`, from 1, when the kind was split). NotFoundError when there is none.
 */
export async function readSitemap(
  s3: S3Client,
  bucket: string,
  name: SitemapName,
  part: number | undefined,
): Promise<string> {
  const candidates =
    name === 'index'
      ? [SITEMAP_INDEX_KEY]
      : part === undefined
        ? [`sitemap-${name}.xml`, `sitemap-${name}-1.xml`]
        : [`sitemap-${name}-${part}.xml`, ...(part === 1 ? [`sitemap-${name}.xml`] : [])];
  for (const key of candidates) {
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return await object.Body!.transformToString('utf-8');
    } catch (error) {
      if (!(error instanceof NoSuchKey)) throw error;
    }
  }
  throw new NotFoundError(
    name === 'index'
      ? 'The sitemaps have not been generated yet.'
      : `There is no ${name} sitemap${part ? ` part ${part}` : ''}: nothing of that kind is live, or the sitemaps have not been generated yet.`,
  );
}
