/**
 * The messages domain's entry: what other domains use of it (decision 075). Another domain
 * imports `#lambdas/message`, never a file inside it (vanyard/lambda-layers, CODE_STYLE.md).
 */
export { recordGuestEnquiry } from './start-conversation';
export type { MessagesDeps } from './deps';
