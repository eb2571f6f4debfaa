import type { OwnListingDeps } from '../deps';
import type { Logger } from '../../platform/logger';
import type { MailMessage } from '../../mail/mail-message';

/**
 * A moderator's decision: the table and clock, and for a rejection the mailer. (The other admin
 * listing functions take the seller functions' OwnListingDeps.)
 */
export type ModerationDeps = Pick<OwnListingDeps, 'db' | 'now'> & {
  sendMail: (message: MailMessage) => Promise<unknown>;
  /** e.g. https://vanyard.co.uk, for the link to the seller's listing page in the mail. */
  siteOrigin: string;
  /** Where a mail that could not be sent is reported (the decision stands). */
  log: Pick<Logger, 'warn' | 'error' | 'info'>;
};
