import { alertDigestHandler } from './alert-digest-handler';

/** The weekly alert digests (decision 065). */
export const handler = alertDigestHandler('weekly');
