import { alertDigestHandler } from './alert-digest-handler';

/** The daily alert digests (decision 065). */
export const handler = alertDigestHandler('daily');
