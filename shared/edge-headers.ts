/**
 * Headers CloudFront adds to every request it sends to the API, and the local gateway adds in
 * its place (docs/decisions/018-edge-protection.md). CloudFront overwrites a viewer's header of
 * the same name, so a caller can set neither.
 */

/** The origin secret: a custom origin header from Secrets Manager; the API refuses requests without it. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The viewer's address and port as CloudFront saw them, e.g. `198.51.100.7:46532`. */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/** Origin secrets shorter than this are ignored (an unset or placeholder value never matches). */
export const MIN_ORIGIN_SECRET_LENGTH = 32;
