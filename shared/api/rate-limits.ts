import type { RateLimit } from './contract';

/**
 * The per-client limits the route contracts declare (`rateLimit`), enforced by
 * createHttpHandler: per user on signed-in routes, per client address on public ones
 * (docs/decisions/011-seller-contact.md, 014-accounts-and-sessions.md, 033).
 */
export const RATE_LIMITS = {
  /** Phone reveals: a buyer comparing vans needs a few; a scraper wants thousands. */
  phone: { scope: 'phone', limit: 10, windowSeconds: 60 },
  /** Enquiries: each one is an e-mail to a real seller. */
  enquiry: { scope: 'enquiry', limit: 5, windowSeconds: 3600 },
  /**
   * Reports of listings (decision 067): a buyer reports a van or two; one client filing report
   * after report (on one listing or many) is a flood. A repeat on the same listing counts once
   * towards hiding it, whatever this allows.
   */
  report: { scope: 'report', limit: 10, windowSeconds: 3600 },
  /** Profile changes: a person edits a few times; a script hammering it gets 429. */
  profile: { scope: 'profile', limit: 20, windowSeconds: 600 },
  /** Photo presigns: a seller adds 10 photos a listing and retries a few; a bot filling the bucket does not stop. */
  upload: { scope: 'upload', limit: 60, windowSeconds: 600 },
  /** Listing creates and edits: a dealer typing fast saves a few a minute, never hundreds. */
  listingWrite: { scope: 'listing-write', limit: 30, windowSeconds: 600 },
  /**
   * CSV imports started (each a file of up to 5,000 listings): a dealer imports a few files a
   * day and retries a bad one a few times; more than this an hour is a script.
   */
  importCreate: { scope: 'import', limit: 20, windowSeconds: 3600 },
  /**
   * Registration lookups: a seller checks a plate or two and retries a typo; a dealer adding
   * stock looks up a few dozen an hour. Each unanswered one is a call to the DVLA (issue 31).
   */
  vehicleLookup: { scope: 'vehicle-lookup', limit: 30, windowSeconds: 3600 },
  /** Saved search changes: a buyer saves and tidies a few; a script saving thousands gets 429. */
  savedSearch: { scope: 'saved-search', limit: 60, windowSeconds: 600 },
  /** Unsubscribe links (no sign-in): a person clicks one or two; a token guesser gets 429. */
  unsubscribe: { scope: 'unsubscribe', limit: 20, windowSeconds: 600 },
  /** Renewal links (no sign-in, decision 072): a seller clicks a few; a token guesser gets 429. */
  renewalLink: { scope: 'renewal-link', limit: 20, windowSeconds: 600 },
  /**
   * Hearts pressed: a buyer going down a results page saves and unsaves a few dozen a minute;
   * thousands are a script filling the list (and the sellers' counts).
   */
  savedVans: { scope: 'saved-vans', limit: 120, windowSeconds: 60 },
  /**
   * A dealer's Run now of their stock feed (decision 074): each run fetches a file of up to
   * 10 MB and reconciles up to 5,000 vans; the schedule runs it daily anyway.
   */
  feedRun: { scope: 'feed-run', limit: 6, windowSeconds: 3600 },
  /** The sign-in merge: once per sign-in, a few retries. */
  savedVansImport: { scope: 'saved-vans-import', limit: 10, windowSeconds: 600 },
  /**
   * Messages sent (decision 075): a person types a few a minute at most; a script pasting the
   * same text into every conversation does not. The per-day limits are the send's own.
   */
  messages: { scope: 'messages', limit: 10, windowSeconds: 60 },
  /** And a day's worth per account: a busy dealer answers a few dozen buyers, not thousands. */
  messagesDaily: { scope: 'messages-day', limit: 300, windowSeconds: 86_400 },
  /** Per client address, whatever the accounts: one machine making accounts to spam from. */
  messagesAddress: { scope: 'messages-address', limit: 60, windowSeconds: 60 },
  messagesAddressDaily: { scope: 'messages-address-day', limit: 1000, windowSeconds: 86_400 },
  /** The sign-in claim of conversations started signed out (once per sign-in, a few retries); blocks. */
  messagesClaim: { scope: 'messages-claim', limit: 10, windowSeconds: 600 },
} as const satisfies Record<string, RateLimit>;
