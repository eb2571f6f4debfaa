/**
 * The account domain's entry: what other domains use of it. Another domain imports
 * `#lambdas/account`, never a file inside it (vanyard/lambda-layers, CODE_STYLE.md).
 */
export {
  type AdminUserFields,
  getAdminUser,
  writeAccountTypeChange,
  writeAdminUserChange,
} from './account-repo';
export { accountSellerType, termsForAccount } from './account-terms';
export type { ExportFiles } from './export-files';
export { getProfile } from './profiles-repo';
export { dealerLinks } from './dealer/dealer-directory';
export { queryDirectory } from './dealer/dealer-repo';
export { syncDealerPage } from './dealer/dealer-page';
