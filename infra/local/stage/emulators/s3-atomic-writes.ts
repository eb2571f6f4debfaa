import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';

type StoredObject = {
  bucket: string;
  key: string;
  content: Buffer | Readable;
  metadata: Record<string, string>;
};

type FilesystemStore = {
  getResourcePath(bucket: string, key: string, resource: string): string;
  getMetadata(bucket: string, key: string): Promise<Record<string, string | number>>;
  putMetadata(
    bucket: string,
    key: string,
    metadata: Record<string, string>,
    md5: string,
  ): Promise<void>;
  putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
  getObject(
    bucket: string,
    key: string,
    options?: { start?: number; end?: number },
  ): Promise<unknown>;
};

type S3ObjectClass = {
  new (
    bucket: string,
    key: string,
    content: Readable | null,
    metadata: Record<string, string | number>,
  ): { range?: { start: number; end: number } };
  ALLOWED_METADATA: string[];
};

let patched = false;

/**
 * s3rver writes an object in place and reads its size before opening it, so a reader during a
 * write (sitemaps regenerated while a crawler reads them) got a half-written file or waited
 * forever for bytes the declared length promised. S3 itself replaces an object atomically; so
 * does the local stage after this: a write goes to a temporary file renamed over the object,
 * and a read takes the size from the file it opened, which a later rename cannot change
 * (docs/local-stage.md, "Storage").
 */
export function makeS3rverWritesAtomic(): void {
  if (patched) return;
  patched = true;
  const require = createRequire(import.meta.url);
  const Store = require('s3rver/lib/stores/filesystem.js') as {
    prototype: FilesystemStore;
  };
  const S3Object = require('s3rver/lib/models/object.js') as S3ObjectClass;

  Store.prototype.putObject = async function putObject(this: FilesystemStore, object) {
    const objectPath = this.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    const temporary = `${objectPath}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const { size, md5 } = await writeFileOf(temporary, object.content);
      // The metadata first: a reader between the two renames sees the new type with the old
      // bytes for a moment, never a length that does not match what it reads.
      await this.putMetadata(object.bucket, object.key, object.metadata, md5);
      await rename(temporary, objectPath);
      return { size, md5 };
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };

  Store.prototype.getObject = async function getObject(
    this: FilesystemStore,
    bucket,
    key,
    options,
  ) {
    const objectPath = this.getResourcePath(bucket, key, 'object');
    let file;
    try {
      file = await open(objectPath, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const stat = await file.stat();
      const metadata = {
        ...(await this.getMetadata(bucket, key)),
        'content-length': stat.size,
        'last-modified': stat.mtime.toUTCString(),
      };
      const lastByte = Math.max(0, stat.size - 1);
      const range = {
        start: options?.start ?? 0,
        end: Math.min(options?.end ?? Infinity, lastByte),
      };
      const ranged = options !== undefined && (options.start !== undefined || !!options.end);
      if (range.start < 0 || range.end < range.start || stat.size === 0) {
        await file.close();
        const empty = new S3Object(bucket, key, null, metadata);
        if (ranged) empty.range = range;
        return empty;
      }
      const content = file.createReadStream({ start: range.start, end: range.end });
      const object = new S3Object(bucket, key, content, metadata);
      if (ranged) object.range = range;
      return object;
    } catch (error) {
      await file.close();
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  Store.prototype.putMetadata = async function putMetadata(
    this: FilesystemStore,
    bucket,
    key,
    metadata,
    md5,
  ) {
    // Each metadata file whole or not at all, like the object.
    const kept = Object.fromEntries(
      Object.entries(metadata).filter(
        ([name]) => S3Object.ALLOWED_METADATA.includes(name) || name.startsWith('x-amz-meta-'),
      ),
    );
    if (md5) await writeWhole(this.getResourcePath(bucket, key, 'object.md5'), Buffer.from(md5));
    await writeWhole(
      this.getResourcePath(bucket, key, 'metadata.json'),
      Buffer.from(JSON.stringify(kept, null, 2)),
    );
  };
}

/** Writes `content` to a temporary file beside `path`, then renames it over `path`. */
async function writeWhole(
  path: string,
  content: Buffer | Readable,
): Promise<{ size: number; md5: string }> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const written = await writeFileOf(temporary, content);
    await rename(temporary, path);
    return written;
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function writeFileOf(
  path: string,
  content: Buffer | Readable,
): Promise<{ size: number; md5: string }> {
  const hash = createHash('md5');
  if (Buffer.isBuffer(content)) {
    await writeFile(path, content);
    return { size: content.length, md5: hash.update(content).digest('hex') };
  }
  const file = await open(path, 'w');
  let size = 0;
  try {
    for await (const chunk of content) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      hash.update(buffer);
      size += buffer.length;
      await file.write(buffer);
    }
  } finally {
    await file.close();
  }
  return { size, md5: hash.digest('hex') };
}
