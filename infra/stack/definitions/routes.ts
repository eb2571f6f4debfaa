/**
 * How each API route is deployed, keyed by its contract's id (shared/api/): the handler module,
 * the access its function's role is granted, memory and edge caching. The contract (method,
 * path, auth, schemas, answer) lives in shared/api/ only (docs/decisions/016-route-contracts.md).
 * The CDK stack creates one HTTP API route and one Lambda function per entry, and the local
 * gateway dispatches to the same handler modules.
 */
import type { RouteContract } from '#shared/api/contract';
import { API_ROUTES, type RouteId } from '#shared/api';
import {
  DEALER_LOGOS_PREFIX,
  IMPORTS_PREFIX,
  PROCESSED_PREFIX,
  UPLOADS_PREFIX,
} from '#shared/image-keys';

export type { RouteAuth } from '#shared/api/contract';

export type TableAccess = 'none' | 'read' | 'readwrite';
export type BucketAccess = 'none' | 'read' | 'write' | 'readwrite';

/**
 * Object actions on key prefixes of a bucket only, for routes that touch part of it (the
 * seller's photo routes): `read` GetObject, `write` PutObject, `delete` DeleteObject.
 */
export type PrefixAccess = {
  read?: readonly string[];
  write?: readonly string[];
  delete?: readonly string[];
};

export type RouteDeployment = {
  /** Module under lambdas/handlers exporting `handler`. */
  handler: string;
  access: {
    table: TableAccess;
    images?: BucketAccess | PrefixAccess;
    sitemaps?: BucketAccess;
    /** The search projection's snapshots (SEARCH_BUCKET). */
    search?: BucketAccess;
    /** Postcode geocoding through Amazon Location (the place index); a local table on the local stage. */
    geocode?: boolean;
    /** Sends e-mail through SES from the stage's sender identity (MAIL_FROM). */
    mail?: boolean;
    /** Actions on the stage's Cognito user pool (USER_POOL_ID), e.g. AdminAddUserToGroup. */
    cognito?: readonly CognitoAdminAction[];
    /** The private bucket of admin exports (EXPORTS_BUCKET). */
    exports?: BucketAccess;
    /**
     * The stage's payment provider (docs/boosts.md): reads its secret (the Stripe secret key
     * and webhook signing secret, in Secrets Manager) to create checkouts, verify webhooks,
     * refund.
     */
    payments?: boolean;
    /**
     * The vehicle data providers (docs/vehicle-data.md): reads their secret (the DVLA Vehicle
     * Enquiry API key, the DVSA MOT history API's credentials) to look up registrations.
     */
    vehicleData?: boolean;
    /**
     * Reads the stage's saved-search alert signing secret (ALERT_SIGNING_SECRET_NAME) to check
     * an unsubscribe link's token (decision 065).
     */
    alertSigning?: boolean;
    /** Starts executions of the boost expiry state machine (BOOST_EXPIRY_STATE_MACHINE). */
    boostExpiry?: boolean;
    /** Starts executions of the CSV import state machine (CSV_IMPORT_STATE_MACHINE). */
    csvImport?: boolean;
  };
  /** Lambda memory (and with it CPU); default 512. */
  memoryMb?: number;
  /**
   * Cached by CloudFront for as long as the answer's Cache-Control allows, keyed on the whole
   * query string (GET routes with a literal path that are public only). Not cached locally.
   */
  edgeCache?: boolean;
  /**
   * API Gateway throttle of this route (all clients together: requests a second and burst);
   * default the stage's `apiThrottle`. Lower on routes that send mail or reveal contact
   * details, where a flood is abuse whoever sends it; per-client limits are in the handlers.
   */
  throttle?: RouteThrottle;
};

export type RouteThrottle = { rateLimit: number; burstLimit: number };

/** The user pool actions admin routes may be granted (on the stage's pool only). */
export type CognitoAdminAction =
  /** Finds an account's user name by its `sub` (a Google account's is not the sub). */
  | 'ListUsers'
  | 'AdminAddUserToGroup'
  | 'AdminRemoveUserFromGroup'
  | 'AdminDisableUser'
  | 'AdminEnableUser'
  | 'AdminUserGlobalSignOut';

/** A route as the stack and the local gateway see it: its contract and its deployment. */
export type RouteDefinition = Pick<
  RouteContract,
  'id' | 'method' | 'path' | 'auth' | 'description'
> &
  RouteDeployment;

/** Listing photos' public variants (shared/image-keys.ts `imageVariantKey`). */
const LISTING_IMAGES_PREFIX = 'images/listings/';

/** What the create and edit routes do with photo files: copy processed variants to the listing's. */
const LISTING_PHOTO_FILES: PrefixAccess = {
  read: [PROCESSED_PREFIX],
  write: [LISTING_IMAGES_PREFIX],
  delete: [LISTING_IMAGES_PREFIX],
};

// The in-memory index of every live listing: memory for it, and the full vCPU that 1,769 MB
// buys for a query over 100,000 rows (docs/decisions/009-search-projection.md).
const SEARCH_INDEX_MEMORY_MB = 1769;
// The admin mirror: every listing and profile as a small row (docs/admin.md).
const ADMIN_MIRROR_MEMORY_MB = 1024;

export const ROUTE_DEPLOYMENTS = {
  Health: { handler: 'health', access: { table: 'read' } },
  FeaturedListings: { handler: 'featured-listings', access: { table: 'read' } },
  SearchListings: {
    handler: 'search-listings',
    // readwrite: the geocoder caches postcode coordinates in the table.
    access: { table: 'readwrite', search: 'read', geocode: true },
    memoryMb: SEARCH_INDEX_MEMORY_MB,
    edgeCache: true,
  },
  NearbyListings: {
    handler: 'nearby-listings',
    // readwrite: the geocoder caches postcode coordinates in the table.
    access: { table: 'readwrite', geocode: true },
  },
  // The table only: the price indicator comes with the similar vans (decision 066).
  ListingDetail: { handler: 'listing-detail', access: { table: 'read' } },
  // readwrite: the per-client rate-limit counters live in the table.
  ListingPhone: {
    handler: 'listing-phone',
    access: { table: 'readwrite' },
    // All buyers together; each one may reveal 10 a minute (decision 011).
    throttle: { rateLimit: 20, burstLimit: 40 },
  },
  // Dealer pages (decision 069). The page and the directory read the search index's counts;
  // the phone shares the listings' reveal limit, so it writes the rate-limit items.
  DealerDirectory: {
    handler: 'dealer-directory',
    access: { table: 'read', search: 'read' },
    memoryMb: SEARCH_INDEX_MEMORY_MB,
  },
  DealerPage: {
    handler: 'dealer-page',
    access: { table: 'read', search: 'read' },
    memoryMb: SEARCH_INDEX_MEMORY_MB,
  },
  DealerPhone: {
    handler: 'dealer-phone',
    access: { table: 'readwrite' },
    throttle: { rateLimit: 20, burstLimit: 40 },
  },
  // Similar vans and the listing's price indicator, both from the index.
  ListingSimilar: {
    handler: 'listing-similar',
    access: { table: 'read', search: 'read' },
    memoryMb: SEARCH_INDEX_MEMORY_MB,
  },
  CompareListings: {
    handler: 'compare-listings',
    // The vans come from the index (no table read); readwrite: the geocoder caches postcodes.
    access: { table: 'readwrite', search: 'read', geocode: true },
    memoryMb: SEARCH_INDEX_MEMORY_MB,
  },
  ListingViews: { handler: 'listing-views', access: { table: 'readwrite' } },
  // readwrite: the rate-limit counters and the plate's kept answer live in the table.
  VehicleLookup: {
    handler: 'vehicle-lookup',
    access: { table: 'readwrite', vehicleData: true },
    // All clients together: the DVLA's own limit is per key (decision 057).
    throttle: { rateLimit: 10, burstLimit: 20 },
  },
  ListingEnquiry: {
    handler: 'listing-enquiry',
    // readwrite: stores the enquiry, its conversation (decision 075) and the rate-limit counters;
    // mail: relays it to the seller.
    access: { table: 'readwrite', mail: true },
    // Each one is a mail to a real seller.
    throttle: { rateLimit: 5, burstLimit: 10 },
  },
  ReportListing: {
    handler: 'report-listing',
    // readwrite: the report, its summary and the rate-limit counters; the listing's flag at the
    // threshold (through the listing writer). mail: that report tells the seller.
    access: { table: 'readwrite', mail: true },
    // A flood of reports is abuse whoever sends it; a buyer sends one.
    throttle: { rateLimit: 5, burstLimit: 10 },
  },
  MarketValuation: {
    handler: 'market-valuation',
    access: { table: 'read', search: 'read' },
    memoryMb: SEARCH_INDEX_MEMORY_MB,
  },
  ReadSitemap: { handler: 'read-sitemap', access: { table: 'none', sitemaps: 'read' } },
  // readwrite: a profile missing since sign-up is created from the token on first read.
  OwnProfile: { handler: 'own-profile', access: { table: 'readwrite' } },
  UpdateOwnProfile: {
    handler: 'update-own-profile',
    // images: a dealer's logo, copied from its processed upload to its public keys (decision 069).
    access: {
      table: 'readwrite',
      images: { read: [PROCESSED_PREFIX], write: [DEALER_LOGOS_PREFIX] },
    },
    throttle: { rateLimit: 10, burstLimit: 20 },
  },
  SellerStats: { handler: 'seller-stats', access: { table: 'read' } },
  // Saved searches (decision 065). readwrite: the search, its bucket entry and the rate limits.
  OwnSavedSearches: { handler: 'own-saved-searches', access: { table: 'read' } },
  CreateSavedSearch: {
    handler: 'create-saved-search',
    // geocode: a postcode search's centre is stored with it, as the results page finds it.
    access: { table: 'readwrite', geocode: true },
  },
  UpdateSavedSearch: { handler: 'update-saved-search', access: { table: 'readwrite' } },
  DeleteSavedSearch: { handler: 'delete-saved-search', access: { table: 'readwrite' } },
  UnsubscribeSavedSearch: {
    handler: 'unsubscribe-saved-search',
    access: { table: 'readwrite', alertSigning: true },
    // No sign-in: all clients together, well above people clicking links in e-mails.
    throttle: { rateLimit: 10, burstLimit: 20 },
  },
  RenewListingByLink: {
    handler: 'renew-listing-by-link',
    // The mail links' signing key (decision 065's secret, a purpose of its own: decision 072).
    access: { table: 'readwrite', alertSigning: true },
    // No sign-in: all clients together, well above sellers clicking links in e-mails.
    throttle: { rateLimit: 10, burstLimit: 20 },
  },
  // Saved vans (decision 064): the list takes live vans' cards from the search index, so it
  // is deployed like compare (index memory, search bucket read); the rest touch the table only.
  SavedVans: {
    handler: 'saved-vans',
    access: { table: 'read', search: 'read' },
    memoryMb: SEARCH_INDEX_MEMORY_MB,
  },
  SavedVanIds: { handler: 'saved-van-ids', access: { table: 'read' } },
  // readwrite: the saved item, the buyer's tally, the listing's save counter, rate limits.
  SaveVan: { handler: 'save-van', access: { table: 'readwrite' } },
  RemoveSavedVan: { handler: 'remove-saved-van', access: { table: 'readwrite' } },
  ImportSavedVans: { handler: 'import-saved-vans', access: { table: 'readwrite' } },
  // Messages (decision 075): the inbox and the thread take live vans' cards from the search
  // index (index memory, search bucket read); the thread also marks itself read (readwrite).
  OwnConversations: {
    handler: 'own-conversations',
    access: { table: 'read', search: 'read' },
    memoryMb: SEARCH_INDEX_MEMORY_MB,
  },
  OwnConversation: {
    handler: 'own-conversation',
    access: { table: 'readwrite', search: 'read' },
    memoryMb: SEARCH_INDEX_MEMORY_MB,
  },
  // mail: the other side hears of new messages (at most once per conversation in 15 minutes).
  StartConversation: {
    handler: 'start-conversation',
    access: { table: 'readwrite', mail: true },
    throttle: { rateLimit: 20, burstLimit: 40 },
  },
  SendMessage: { handler: 'send-message', access: { table: 'readwrite', mail: true } },
  UnreadMessages: { handler: 'unread-messages', access: { table: 'read' } },
  ClaimConversations: { handler: 'claim-conversations', access: { table: 'readwrite' } },
  BlockUser: { handler: 'block-user', access: { table: 'readwrite' } },
  UnblockUser: { handler: 'unblock-user', access: { table: 'readwrite' } },
  OwnListings: { handler: 'own-listings', access: { table: 'read' } },
  CreateOwnListing: {
    handler: 'create-own-listing',
    // images: the finished uploads' variants are copied under images/listings/ (and removed
    // again when the create is refused); geocode: the postcode.
    access: { table: 'readwrite', images: LISTING_PHOTO_FILES, geocode: true },
    throttle: { rateLimit: 10, burstLimit: 20 },
  },
  OwnListing: { handler: 'own-listing', access: { table: 'read' } },
  // Performance over time (decision 073): the daily items and the listing's owner, read only.
  OwnListingPerformance: { handler: 'own-listing-performance', access: { table: 'read' } },
  OwnPerformance: { handler: 'own-performance', access: { table: 'read' } },
  OwnPerformanceCsv: { handler: 'own-performance-csv', access: { table: 'read' } },
  UpdateOwnListing: {
    handler: 'update-own-listing',
    access: { table: 'readwrite', images: LISTING_PHOTO_FILES, geocode: true },
    throttle: { rateLimit: 10, burstLimit: 20 },
  },
  MarkOwnListingSold: { handler: 'mark-own-listing-sold', access: { table: 'readwrite' } },
  // Listing expiry and renewal (decision 072): the listing, its counter item, the settings.
  RenewOwnListing: { handler: 'renew-own-listing', access: { table: 'readwrite' } },
  // A dealer's stock feed (decision 074): its settings and runs; Run now starts the CSV
  // import's state machine (the file is fetched by the run, not here).
  OwnStockFeed: { handler: 'own-stock-feed', access: { table: 'read' } },
  SetStockFeed: { handler: 'set-stock-feed', access: { table: 'readwrite' } },
  RemoveStockFeed: { handler: 'remove-stock-feed', access: { table: 'readwrite' } },
  RunStockFeed: {
    handler: 'run-stock-feed',
    access: { table: 'readwrite', csvImport: true },
    throttle: { rateLimit: 5, burstLimit: 10 },
  },
  // images: a deleted listing's photo files go with it (decision 071).
  ActOnOwnListings: {
    handler: 'act-on-own-listings',
    access: { table: 'readwrite', images: { delete: [LISTING_IMAGES_PREFIX] } },
  },
  DeleteOwnListingPhoto: {
    handler: 'delete-own-listing-photo',
    access: { table: 'readwrite', images: { delete: [LISTING_IMAGES_PREFIX] } },
  },
  SetOwnListingMainPhoto: { handler: 'set-own-listing-main-photo', access: { table: 'readwrite' } },
  PresignUpload: {
    handler: 'presign-upload',
    // readwrite: the upload's record and the per-user rate limit; images: what the signature
    // lets the browser do, a PutObject under uploads/ (never the variants or other keys).
    access: { table: 'readwrite', images: { write: [UPLOADS_PREFIX] } },
    throttle: { rateLimit: 20, burstLimit: 40 },
  },
  UploadStatus: { handler: 'upload-status', access: { table: 'read' } },
  // The figures the stream keeps (lambdas/admin/figures/): a few item reads.
  AdminStats: { handler: 'admin-stats', access: { table: 'read' } },
  AdminGenerateSitemaps: {
    handler: 'admin-generate-sitemaps',
    // readwrite: the lease that keeps sitemap generation to one run at a time.
    access: { table: 'readwrite', search: 'read', sitemaps: 'readwrite' },
    memoryMb: 1024,
    // Rebuilds every sitemap: one at a time is plenty.
    throttle: { rateLimit: 1, burstLimit: 2 },
  },
  // The admin screens (docs/admin.md). The two list routes keep the admin mirror in memory.
  AdminListings: {
    handler: 'admin-listings',
    access: { table: 'read' },
    memoryMb: ADMIN_MIRROR_MEMORY_MB,
  },
  AdminListing: { handler: 'admin-listing', access: { table: 'read' } },
  AdminModerationQueue: { handler: 'admin-moderation-queue', access: { table: 'read' } },
  AdminApproveListing: { handler: 'admin-approve-listing', access: { table: 'readwrite' } },
  AdminRejectListing: {
    handler: 'admin-reject-listing',
    // mail: the reason goes to the seller.
    access: { table: 'readwrite', mail: true },
  },
  AdminReports: { handler: 'admin-reports', access: { table: 'read' } },
  AdminDismissReports: { handler: 'admin-dismiss-reports', access: { table: 'readwrite' } },
  AdminTakeDownListing: {
    handler: 'admin-take-down-listing',
    // mail: the reason goes to the seller, as a rejection's.
    access: { table: 'readwrite', mail: true },
  },
  AdminSetListingStatus: { handler: 'admin-set-listing-status', access: { table: 'readwrite' } },
  AdminUpdateListing: {
    handler: 'admin-update-listing',
    access: { table: 'readwrite', images: LISTING_PHOTO_FILES, geocode: true },
  },
  AdminDeleteListing: {
    handler: 'admin-delete-listing',
    access: { table: 'readwrite', images: { delete: [LISTING_IMAGES_PREFIX] } },
  },
  AdminDeleteListingPhoto: {
    handler: 'admin-delete-listing-photo',
    access: { table: 'readwrite', images: { delete: [LISTING_IMAGES_PREFIX] } },
  },
  AdminSetListingMainPhoto: {
    handler: 'admin-set-listing-main-photo',
    access: { table: 'readwrite' },
  },
  AdminUsers: {
    handler: 'admin-users',
    access: { table: 'read' },
    memoryMb: ADMIN_MIRROR_MEMORY_MB,
  },
  AdminUser: { handler: 'admin-user', access: { table: 'read' } },
  AdminSetUserTag: { handler: 'admin-set-user-tag', access: { table: 'readwrite' } },
  AdminSetUserRole: {
    handler: 'admin-set-user-role',
    access: {
      table: 'readwrite',
      cognito: ['ListUsers', 'AdminAddUserToGroup', 'AdminRemoveUserFromGroup'],
    },
  },
  AdminSetUserSellerType: {
    handler: 'admin-set-user-seller-type',
    // readwrite: the profile, its audit entry and the seller type of each of the user's listings.
    access: { table: 'readwrite' },
  },
  AdminSetDealerPage: {
    handler: 'admin-set-dealer-page',
    // readwrite: the profile's flags, the directory entry, the slug and the audit entry.
    access: { table: 'readwrite' },
  },
  AdminSetUserDisabled: {
    handler: 'admin-set-user-disabled',
    // readwrite: the profile and the hidden flag on each of the user's listings.
    access: {
      table: 'readwrite',
      cognito: ['ListUsers', 'AdminDisableUser', 'AdminEnableUser', 'AdminUserGlobalSignOut'],
    },
  },
  AdminExportUsers: {
    handler: 'admin-export-users',
    // exports: writes the file, and reads it to sign the link the admin downloads it by.
    access: { table: 'read', exports: 'readwrite' },
    memoryMb: ADMIN_MIRROR_MEMORY_MB,
  },
  SiteSettings: { handler: 'site-settings', access: { table: 'read' }, edgeCache: true },
  AdminSettings: { handler: 'admin-settings', access: { table: 'read' } },
  AdminUpdateSettings: { handler: 'admin-update-settings', access: { table: 'readwrite' } },
  // Boosts and payments (docs/boosts.md).
  BoostPage: { handler: 'boost-page', access: { table: 'read' } },
  CreateBoostCheckout: {
    handler: 'create-boost-checkout',
    // readwrite: the pending payment (and, locally, the stand-in checkout session).
    access: { table: 'readwrite', payments: true },
    throttle: { rateLimit: 10, burstLimit: 20 },
  },
  OwnPayments: { handler: 'own-payments', access: { table: 'read' } },
  OwnPayment: { handler: 'own-payment', access: { table: 'read' } },
  // readwrite: a payment paid before receipts were numbered takes its number when first read.
  OwnPaymentReceipt: { handler: 'own-payment-receipt', access: { table: 'readwrite' } },
  StripeWebhook: {
    handler: 'stripe-webhook',
    // mail: the receipt; boostExpiry: an expiry execution per boost bought.
    access: { table: 'readwrite', payments: true, mail: true, boostExpiry: true },
  },
  AdminPayments: {
    handler: 'admin-payments',
    access: { table: 'read' },
    memoryMb: ADMIN_MIRROR_MEMORY_MB,
  },
  AdminRefundPayment: {
    handler: 'admin-refund-payment',
    access: { table: 'readwrite', payments: true },
  },
  AdminBoosts: {
    handler: 'admin-boosts',
    access: { table: 'read' },
    memoryMb: ADMIN_MIRROR_MEMORY_MB,
  },
  AdminEndBoost: { handler: 'admin-end-boost', access: { table: 'readwrite' } },
  // CSV imports (docs/csv-import.md): the file under imports/ of the images bucket.
  CreateImport: {
    handler: 'create-import',
    // images: what the presigned POST lets the browser do, a PutObject under imports/.
    access: { table: 'readwrite', images: { write: [IMPORTS_PREFIX] } },
    throttle: { rateLimit: 5, burstLimit: 10 },
  },
  AdminCreateImport: {
    handler: 'admin-create-import',
    access: { table: 'readwrite', images: { write: [IMPORTS_PREFIX] } },
  },
  StartImport: {
    handler: 'start-import',
    // images: HeadObject of the file (s3:GetObject); csvImport: StartExecution.
    access: { table: 'readwrite', images: { read: [IMPORTS_PREFIX] }, csvImport: true },
  },
  OwnImport: { handler: 'own-import', access: { table: 'read' } },
  OwnImports: { handler: 'own-imports', access: { table: 'read' } },
  ApiNotFound: { handler: 'not-found', access: { table: 'none' } },
} as const satisfies Record<RouteId, RouteDeployment>;

/** Every route: its contract joined with its deployment entry, in the contracts' order. */
export const ROUTES: readonly RouteDefinition[] = API_ROUTES.map((contract) => ({
  id: contract.id,
  method: contract.method,
  path: contract.path,
  auth: contract.auth,
  description: contract.description,
  ...(ROUTE_DEPLOYMENTS as Record<string, RouteDeployment>)[contract.id]!,
}));

/** Where a route's handler module lives, relative to the repository root. */
export function handlerEntry(route: Pick<RouteDeployment, 'handler'>): string {
  return `lambdas/handlers/${route.handler}.ts`;
}
