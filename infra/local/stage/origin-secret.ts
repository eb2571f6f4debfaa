/**
 * The local stage's origin secret: the local gateway adds it to every API request as CloudFront
 * adds the deployed stage's (docs/decisions/018-edge-protection.md), and the handlers get it as
 * ORIGIN_SECRET. Not a secret at all, and never used outside the local stage and the tests.
 */
export const LOCAL_ORIGIN_SECRET = 'local-stage-origin-secret-not-for-aws-0001';
