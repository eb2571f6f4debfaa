import { createImportRoute } from './routes/create-import';
import { adminCreateImportRoute } from './routes/admin-create-import';
import { startImportRoute } from './routes/start-import';
import { ownImportRoute } from './routes/own-import';
import { ownImportsRoute } from './routes/own-imports';
import { boostPageRoute } from './routes/boost-page';
import { createBoostCheckoutRoute } from './routes/create-boost-checkout';
import { ownPaymentsRoute } from './routes/own-payments';
import { ownPaymentRoute } from './routes/own-payment';
import { ownPaymentReceiptRoute } from './routes/own-payment-receipt';
import { stripeWebhookRoute } from './routes/stripe-webhook';
import { adminPaymentsRoute } from './routes/admin-payments';
import { adminRefundPaymentRoute } from './routes/admin-refund-payment';
import { adminBoostsRoute } from './routes/admin-boosts';
import { adminEndBoostRoute } from './routes/admin-end-boost';
import { adminListingsRoute } from './routes/admin-listings';
import { adminListingRoute } from './routes/admin-listing';
import { adminModerationQueueRoute } from './routes/admin-moderation-queue';
import { adminApproveListingRoute } from './routes/admin-approve-listing';
import { adminRejectListingRoute } from './routes/admin-reject-listing';
import { adminReportsRoute } from './routes/admin-reports';
import { adminDismissReportsRoute } from './routes/admin-dismiss-reports';
import { adminTakeDownListingRoute } from './routes/admin-take-down-listing';
import { reportListingRoute } from './routes/report-listing';
import { adminSetListingStatusRoute } from './routes/admin-set-listing-status';
import { adminUpdateListingRoute } from './routes/admin-update-listing';
import { adminDeleteListingRoute } from './routes/admin-delete-listing';
import { adminDeleteListingPhotoRoute } from './routes/admin-delete-listing-photo';
import { adminSetListingMainPhotoRoute } from './routes/admin-set-listing-main-photo';
import { adminUsersRoute } from './routes/admin-users';
import { adminUserRoute } from './routes/admin-user';
import { adminSetUserTagRoute } from './routes/admin-set-user-tag';
import { adminSetUserSellerTypeRoute } from './routes/admin-set-user-seller-type';
import { adminSetUserRoleRoute } from './routes/admin-set-user-role';
import { adminSetUserDisabledRoute } from './routes/admin-set-user-disabled';
import { adminExportUsersRoute } from './routes/admin-export-users';
import { siteSettingsRoute } from './routes/site-settings';
import { adminSettingsRoute } from './routes/admin-settings';
import { adminUpdateSettingsRoute } from './routes/admin-update-settings';
import { createOwnListingRoute } from './routes/create-own-listing';
import { deleteOwnListingPhotoRoute } from './routes/delete-own-listing-photo';
import { markOwnListingSoldRoute } from './routes/mark-own-listing-sold';
import { actOnOwnListingsRoute } from './routes/act-on-own-listings';
import { ownListingRoute } from './routes/own-listing';
import { ownListingPerformanceRoute } from './routes/own-listing-performance';
import { ownPerformanceRoute } from './routes/own-performance';
import { ownPerformanceCsvRoute } from './routes/own-performance-csv';
import { ownListingsRoute } from './routes/own-listings';
import { presignUploadRoute } from './routes/presign-upload';
import { setOwnListingMainPhotoRoute } from './routes/set-own-listing-main-photo';
import { updateOwnListingRoute } from './routes/update-own-listing';
import { uploadStatusRoute } from './routes/upload-status';
import { adminGenerateSitemapsRoute } from './routes/admin-generate-sitemaps';
import { adminStatsRoute } from './routes/admin-stats';
import { apiNotFoundRoute } from './routes/api-not-found';
import { featuredListingsRoute } from './routes/featured-listings';
import { healthRoute } from './routes/health';
import { listingDetailRoute } from './routes/listing-detail';
import { listingEnquiryRoute } from './routes/listing-enquiry';
import { listingPhoneRoute } from './routes/listing-phone';
import { listingSimilarRoute } from './routes/listing-similar';
import { compareListingsRoute } from './routes/compare-listings';
import { listingViewsRoute } from './routes/listing-views';
import { marketValuationRoute } from './routes/market-valuation';
import { vehicleLookupRoute } from './routes/vehicle-lookup';
import { nearbyListingsRoute } from './routes/nearby-listings';
import { ownProfileRoute } from './routes/own-profile';
import { readSitemapRoute } from './routes/read-sitemap';
import { searchListingsRoute } from './routes/search-listings';
import { sellerStatsRoute } from './routes/seller-stats';
import { savedVansRoute } from './routes/saved-vans';
import { savedVanIdsRoute } from './routes/saved-van-ids';
import { saveVanRoute } from './routes/save-van';
import { removeSavedVanRoute } from './routes/remove-saved-van';
import { importSavedVansRoute } from './routes/import-saved-vans';
import { updateOwnProfileRoute } from './routes/update-own-profile';
import { ownConversationsRoute } from './routes/own-conversations';
import { ownConversationRoute } from './routes/own-conversation';
import { startConversationRoute } from './routes/start-conversation';
import { sendMessageRoute } from './routes/send-message';
import { unreadMessagesRoute } from './routes/unread-messages';
import { claimConversationsRoute } from './routes/claim-conversations';
import { blockUserRoute } from './routes/block-user';
import { unblockUserRoute } from './routes/unblock-user';
import { ownSavedSearchesRoute } from './routes/own-saved-searches';
import { createSavedSearchRoute } from './routes/create-saved-search';
import { updateSavedSearchRoute } from './routes/update-saved-search';
import { deleteSavedSearchRoute } from './routes/delete-saved-search';
import { unsubscribeSavedSearchRoute } from './routes/unsubscribe-saved-search';
import { renewOwnListingRoute } from './routes/renew-own-listing';
import { renewListingByLinkRoute } from './routes/renew-listing-by-link';
import { ownStockFeedRoute } from './routes/own-stock-feed';
import { setStockFeedRoute } from './routes/set-stock-feed';
import { removeStockFeedRoute } from './routes/remove-stock-feed';
import { runStockFeedRoute } from './routes/run-stock-feed';
import { dealerPageRoute } from './routes/dealer-page';
import { dealerDirectoryRoute } from './routes/dealer-directory';
import { dealerPhoneRoute } from './routes/dealer-phone';
import { adminSetDealerPageRoute } from './routes/admin-set-dealer-page';

/**
 * Every API route's contract (docs/decisions/016-route-contracts.md). The web app imports the
 * one route module it calls, never this list, so a page carries only the schemas it uses.
 */
export const API_ROUTES = [
  healthRoute,
  featuredListingsRoute,
  searchListingsRoute,
  nearbyListingsRoute,
  listingDetailRoute,
  listingPhoneRoute,
  listingSimilarRoute,
  dealerDirectoryRoute,
  dealerPageRoute,
  dealerPhoneRoute,
  compareListingsRoute,
  listingViewsRoute,
  listingEnquiryRoute,
  reportListingRoute,
  marketValuationRoute,
  vehicleLookupRoute,
  readSitemapRoute,
  ownProfileRoute,
  updateOwnProfileRoute,
  sellerStatsRoute,
  savedVansRoute,
  savedVanIdsRoute,
  saveVanRoute,
  removeSavedVanRoute,
  importSavedVansRoute,
  ownConversationsRoute,
  ownConversationRoute,
  startConversationRoute,
  sendMessageRoute,
  unreadMessagesRoute,
  claimConversationsRoute,
  blockUserRoute,
  unblockUserRoute,
  ownListingsRoute,
  createOwnListingRoute,
  ownListingRoute,
  ownListingPerformanceRoute,
  ownPerformanceRoute,
  ownPerformanceCsvRoute,
  updateOwnListingRoute,
  markOwnListingSoldRoute,
  actOnOwnListingsRoute,
  deleteOwnListingPhotoRoute,
  setOwnListingMainPhotoRoute,
  presignUploadRoute,
  uploadStatusRoute,
  adminStatsRoute,
  adminGenerateSitemapsRoute,
  adminListingsRoute,
  adminListingRoute,
  adminModerationQueueRoute,
  adminApproveListingRoute,
  adminRejectListingRoute,
  adminReportsRoute,
  adminDismissReportsRoute,
  adminTakeDownListingRoute,
  adminSetListingStatusRoute,
  adminUpdateListingRoute,
  adminDeleteListingRoute,
  adminDeleteListingPhotoRoute,
  adminSetListingMainPhotoRoute,
  adminUsersRoute,
  adminUserRoute,
  adminSetUserTagRoute,
  adminSetUserRoleRoute,
  adminSetUserDisabledRoute,
  adminSetUserSellerTypeRoute,
  adminSetDealerPageRoute,
  adminExportUsersRoute,
  siteSettingsRoute,
  adminSettingsRoute,
  adminUpdateSettingsRoute,
  boostPageRoute,
  createBoostCheckoutRoute,
  ownPaymentsRoute,
  ownPaymentRoute,
  ownPaymentReceiptRoute,
  stripeWebhookRoute,
  adminPaymentsRoute,
  adminRefundPaymentRoute,
  adminBoostsRoute,
  adminEndBoostRoute,
  createImportRoute,
  adminCreateImportRoute,
  startImportRoute,
  ownImportRoute,
  ownImportsRoute,
  ownSavedSearchesRoute,
  createSavedSearchRoute,
  updateSavedSearchRoute,
  deleteSavedSearchRoute,
  unsubscribeSavedSearchRoute,
  renewOwnListingRoute,
  renewListingByLinkRoute,
  ownStockFeedRoute,
  setStockFeedRoute,
  removeStockFeedRoute,
  runStockFeedRoute,
  apiNotFoundRoute,
] as const;

export type ApiRoute = (typeof API_ROUTES)[number];
export type RouteId = ApiRoute['id'];
