/**
 * The saved-vans domain's entry: what other domains use of it (decision 064). Another domain
 * imports `#lambdas/saved`, never a file inside it (vanyard/lambda-layers, CODE_STYLE.md).
 */
export { listSavedVanIds, listSavedVans } from './list-saved-vans';
export { querySavedVans } from './saved-vans-repo';
