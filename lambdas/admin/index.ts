/**
 * The admin domain's entry: what other domains use of it. Another domain imports
 * `#lambdas/admin`, never a file inside it (vanyard/lambda-layers, CODE_STYLE.md).
 */
export {
  actorOf,
  type AuditActor,
  auditPuts,
  changedFields,
  listAudit,
  newAuditEntry,
} from './audit/audit-repo';
export { getFigureTotals } from './figures/figures-repo';
export { readMirrorShards } from './mirror/read-mirror-shards';
export { type AdminMirrorDeps, getAdminMirror } from './mirror/admin-mirror';
export { filterListingRows, pageOf } from './mirror/filter-listings';
export {
  type ListingMirrorRow,
  type PaymentMirrorRow,
  userMirrorRow,
  type UserMirrorRow,
} from './mirror/mirror-rows';
export { getSiteSettings } from './settings/settings-repo';
