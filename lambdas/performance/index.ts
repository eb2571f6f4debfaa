/**
 * The performance domain's entry (decision 073): what other folders use of it. Another domain
 * imports `#lambdas/performance`, never a file inside it (vanyard/lambda-layers, CODE_STYLE.md).
 */
export { flushContainerActivity, recordActivity } from './activity-counter';
export { putDailyItems } from './performance-repo';
