import { z } from 'zod';
import { MAKES } from '../catalogue/makes';
import { ARTICLES } from '../content/articles';
import { slugify } from '../slug';
import type { PageId } from './definitions';

/**
 * What each page's parameters may be: a path whose segments fit a pattern but not its schema
 * is not that page (a make outside the catalogue, an article that does not exist), so the
 * gateway answers it with 404 (docs/decisions/003-unknown-paths-get-404.md).
 * Apart from definitions.ts so that the router's chunk does not carry zod.
 */

/** A lower-case slug: a model, a location. */
const slugSegment = z.string().regex(/^[a-z0-9][a-z0-9-]*$/);
/** A listing, user or payment id. */
const id = z.string().regex(/^[A-Za-z0-9_-]+$/);
const year = z.string().regex(/^[0-9]{4}$/);
/** Only makes of the catalogue have pages: /used-vans/trabant is a 404. */
const make = z.enum(MAKES.map(slugify));
const articleSlug = z.enum(ARTICLES.map((article) => article.slug));

const none = z.object({});
const listingParams = z.object({ make, model: slugSegment, location: slugSegment, listingId: id });
const ownListing = z.object({ listingId: id });

export const PAGE_PARAMS = {
  home: none,
  usedVans: z.object({
    make: make.optional(),
    model: slugSegment.optional(),
    location: slugSegment.optional(),
  }),
  listing: listingParams,
  listingWithYear: listingParams.extend({ year }),
  dealers: none,
  dealer: z.object({
    slug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .max(60),
  }),
  valueMyVan: none,
  freeVanValuation: none,
  ulezChecker: none,
  compare: none,
  saved: none,
  howItWorks: none,
  howToSell: none,
  registerToSell: none,
  blog: none,
  blogArticle: z.object({ slug: articleSlug }),
  about: none,
  contact: none,
  faq: none,
  help: none,
  helpListingImport: none,
  privacy: none,
  terms: none,
  authLogin: none,
  authRegister: none,
  authResetPassword: none,
  authUpdatePassword: none,
  authCallback: none,
  dashboard: none,
  dashboardProfile: none,
  dashboardAddListing: none,
  myListings: none,
  stockFeed: none,
  ownListing,
  editListing: ownListing,
  boostListing: ownListing,
  boost: ownListing,
  payments: none,
  savedSearches: none,
  savedSearchUnsubscribe: none,
  listingRenewal: none,
  paymentReceipt: z.object({ paymentId: id }),
  messages: none,
  messageThread: z.object({ conversationId: z.string().regex(/^[a-f0-9]{32}$/) }),
  admin: none,
  adminModeration: none,
  adminReports: none,
  adminListings: none,
  adminListing: ownListing,
  adminEditListing: ownListing,
  adminUsers: none,
  adminUser: z.object({ userId: id }),
  adminSettings: none,
  adminPayments: none,
  adminBoosts: none,
  addListing: none,
} as const satisfies Record<PageId, z.ZodObject>;

export type PageParams<Id extends PageId> = z.output<(typeof PAGE_PARAMS)[Id]>;
