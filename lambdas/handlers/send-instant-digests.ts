import { alertDigestHandler } from './alert-digest-handler';

/** The instant alert digests (decision 065). */
export const handler = alertDigestHandler('instant');
