import type { LatLng } from '#shared/geo';
import type { Db } from '../platform/db';
import type { FetchedImage } from './fetch-image';
import type { ImportFiles } from './import-files';
import type { MailMessage } from '../mail/mail-message';
import type { FeedFiles } from './feed/feed-files';
import type { FetchedFeed } from './feed/fetch-feed';

/** What a stock feed's run needs beyond an import's (decision 074); the stage gives it. */
export type FeedRunDeps = FeedFiles & {
  /** The dealer's feed file through the URL guard (feed/fetch-feed.ts). */
  fetchFeed: (url: string) => Promise<FetchedFeed>;
  sendMail: (message: MailMessage) => Promise<unknown>;
  /** e.g. https://vanyard.co.uk, for the link in the failure mail (read only when it is sent). */
  siteOrigin: () => string;
};

/** What the run's tasks need; the handlers pass the stage's (stage-deps.ts), tests their own. */
export type ImportRunDeps = {
  db: Db;
  files: ImportFiles;
  /** A postcode's point, or null when it is unknown (throws when the geocoder is down). */
  geocode: (postcode: string) => Promise<LatLng | null>;
  /** An image URL through the URL guard (fetch-image.ts). */
  fetchImage: (url: string) => Promise<FetchedImage>;
  /** Writes one WebP variant of a listing photo to the images bucket. */
  putPhotoVariant: (key: string, body: Buffer) => Promise<void>;
  /** A feed run's needs; absent where only imports run (a feed run then fails with a reason). */
  feed?: FeedRunDeps;
  now?: () => Date;
  /** Why a row or a run was refused, for the logs (the seller sees the rule's message). */
  log?: (message: string, data: Record<string, unknown>) => void;
};

export const nowOf = (deps: Pick<ImportRunDeps, 'now'>) => deps.now?.() ?? new Date();
