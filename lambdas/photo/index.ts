/**
 * The photo domain's entry: what other domains use of it. Another domain imports
 * `#lambdas/photo`, never a file inside it (vanyard/lambda-layers, CODE_STYLE.md).
 */
export { type PhotoFiles, s3PhotoFiles } from './photo-files';
export { type PhotoVariant, renderPhotoVariants } from './photo-variants';
export type { PresignDeps } from './presign-upload';
export { sniffImageType } from './sniff-image-type';
export { putVariant } from './upload-object';
export { getUploadRecords, UPLOAD_ATTACH_SECONDS } from './uploads-repo';
