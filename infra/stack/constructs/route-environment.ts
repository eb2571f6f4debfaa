import type { RouteDefinition } from '../definitions/routes';
import type { RouteFunctionContext } from './route-function-context';

/**
 * The variables of a function that runs route handlers (an API route's, or the page renderer's,
 * which calls the page data routes' handlers in process): the names the local stage gives the
 * handlers (infra/local/stage/handler-env.ts), minus its emulator endpoints, fake credentials
 * and mailbox folder, and minus the site origin, which each caller supplies its own way (the
 * renderer cannot name the distribution it sits behind). Names grant nothing: access comes only
 * from `grantRouteAccess` with the same `access`.
 */
export function routeEnvironment(
  context: Omit<RouteFunctionContext, 'siteUrl'>,
  access: RouteDefinition['access'],
): Record<string, string> {
  const { buckets } = context;
  return {
    STAGE: context.stage,
    TABLE_NAME: context.table.tableName,
    IMAGES_BUCKET: buckets.images.bucketName,
    SITEMAPS_BUCKET: buckets.sitemaps.bucketName,
    EXPORTS_BUCKET: buckets.exports.bucketName,
    USER_POOL_ID: context.userPool.userPoolId,
    USER_POOL_CLIENT_ID: context.userPoolClient.userPoolClientId,
    MAIL_PROVIDER: 'ses',
    MAIL_FROM: context.mailFrom,
    NODE_OPTIONS: '--enable-source-maps',
    ...(access.search && access.search !== 'none'
      ? { SEARCH_BUCKET: buckets.search.bucketName }
      : {}),
    ...(access.geocode
      ? { GEOCODER: 'location', PLACE_INDEX_NAME: context.geocoding.placeIndexName }
      : {}),
    // The identity is verified in one region, which need not be the stack's.
    ...(access.mail ? { SES_REGION: context.mailIdentity.region } : {}),
    // The local stage: PAYMENT_PROVIDER=local and its own webhook secret instead.
    ...(access.payments
      ? { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_NAME: context.stripeSecretName }
      : {}),
    // The local stage: VEHICLE_DATA_PROVIDER=local, its stand-ins' URLs and keys instead.
    ...(access.vehicleData
      ? { VEHICLE_DATA_PROVIDER: 'dvla', VEHICLE_DATA_SECRET_NAME: context.vehicleDataSecretName }
      : {}),
    // The local stage: LOCAL_ALERT_SIGNING_KEY instead.
    ...(access.alertSigning ? { ALERT_SIGNING_SECRET_NAME: context.alertSigningSecretName } : {}),
  };
}
