/**
 * The boost domain's entry: what other domains use of it. Another domain imports
 * `#lambdas/boost`, never a file inside it (vanyard/lambda-layers, CODE_STYLE.md).
 */
export { isRunning, withBoostEnded, withBoostsBought } from './boost-state';
export { stageBoostExpiry, startBoostExpiry } from './start-expiry';
