import type { Listing } from '#shared/listing';
import type { Profile } from '#shared/profile';
import type { Logger } from '../platform/logger';
import type { Db } from '../platform/db';
import type { MailMessage } from '../mail/mailer';
import type { SearchIndex } from '#lambdas/search';

/** What the messages functions need; tests pass their own (docs/decisions/075-messages.md). */
export type MessagesDeps = {
  db: Db;
  log: Logger;
  getListing: (id: string) => Promise<Listing | undefined>;
  getProfile: (userId: string) => Promise<Profile | undefined>;
  /** The in-memory index of live listings: the inbox's cards come from it, with no table read. */
  index?: () => Promise<SearchIndex>;
  sendMail?: (message: MailMessage) => Promise<unknown>;
  /** The site's origin for links in mail, e.g. https://vanyard.co.uk; '' for a bare path. */
  siteOrigin?: string;
  now?: () => Date;
  newId?: () => string;
};

export const nowOf = (deps: Pick<MessagesDeps, 'now'>) => (deps.now ?? (() => new Date()))();
