/** Environment every handler reads; the CDK stack and the local stage set the same variables. */
export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const env = {
  get tableName() {
    return requiredEnv('TABLE_NAME');
  },
  get imagesBucket() {
    return requiredEnv('IMAGES_BUCKET');
  },
  /** The search projection's snapshots (lambdas/search/projection/snapshot-store.ts). */
  get searchBucket() {
    return requiredEnv('SEARCH_BUCKET');
  },
  /** The site's origin for absolute links (mails, sitemaps), e.g. https://vanyard.co.uk. */
  get siteOrigin() {
    return requiredEnv('SITE_ORIGIN').replace(/\/$/, '');
  },
  get stage() {
    return process.env.STAGE ?? 'local';
  },
};
