import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** S3's smallest part but the last: a part is sent as soon as this much is made. */
export const EXPORT_PART_BYTES = 5 * 1024 * 1024;

export type WrittenExport = { bytes: number; parts: number };

/** The private exports bucket (EXPORTS_BUCKET): files written in parts, fetched by a signed link. */
export type ExportFiles = {
  /**
   * Writes text made a piece at a time: sent in parts (a multipart upload) as soon as a part's
   * worth is ready, or as one object when the whole is smaller than a part.
   */
  write(key: string, pieces: Iterable<string>, contentType: string): Promise<WrittenExport>;
  /** A GET link valid for `seconds`, downloading the file as `filename`. */
  link(key: string, filename: string, contentType: string, seconds: number): Promise<string>;
};

/**
 * `partBytes` is S3's least (5 MiB) but in tests, which prove the parts with a small file
 * (s3rver takes parts of any size).
 */
export function s3ExportFiles(
  s3: S3Client,
  bucket: string,
  partBytes = EXPORT_PART_BYTES,
): ExportFiles {
  return {
    async write(key, pieces, contentType) {
      let pending: string[] = [];
      let pendingBytes = 0;
      let total = 0;
      let uploadId: string | undefined;
      const parts: CompletedPart[] = [];

      const sendPart = async (body: Buffer) => {
        uploadId ??= (
          await s3.send(
            new CreateMultipartUploadCommand({
              Bucket: bucket,
              Key: key,
              ContentType: contentType,
            }),
          )
        ).UploadId;
        const PartNumber = parts.length + 1;
        const { ETag } = await s3.send(
          new UploadPartCommand({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            PartNumber,
            Body: body,
          }),
        );
        parts.push({ ETag, PartNumber });
      };
      const take = () => {
        const body = Buffer.from(pending.join(''), 'utf8');
        pending = [];
        pendingBytes = 0;
        total += body.length;
        return body;
      };

      try {
        for (const piece of pieces) {
          pending.push(piece);
          pendingBytes += Buffer.byteLength(piece, 'utf8');
          if (pendingBytes >= partBytes) await sendPart(take());
        }
        const last = take();
        if (!uploadId) {
          await s3.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: last,
              ContentType: contentType,
            }),
          );
          return { bytes: total, parts: 1 };
        }
        if (last.length > 0) await sendPart(last);
        await s3.send(
          new CompleteMultipartUploadCommand({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
        return { bytes: total, parts: parts.length };
      } catch (error) {
        // No half file left behind (the bucket's lifecycle rule would also abort it in a day).
        if (uploadId) {
          await s3
            .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }))
            .catch(() => undefined);
        }
        throw error;
      }
    },

    link(key, filename, contentType, seconds) {
      return getSignedUrl(
        s3,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentDisposition: `attachment; filename="${filename.replace(/["\\]/g, '')}"`,
          ResponseContentType: contentType,
        }),
        { expiresIn: seconds },
      );
    },
  };
}
