import { LISTING_LIVE_DAYS, LISTING_PHOTOS, MODERATION_HOURS } from '#shared/site-facts';
import { pages } from '#shared/pages';

export type QuickAction = { label: string; to: string; description: string };

/** Spec 02 section 2, Seller dashboard: the four quick actions, in the specification's order. */
/** The dashboard's head (the page itself greets the seller by name). */
export const DASHBOARD_TEXT = {
  heading: 'Dashboard',
  metaDescription: 'Your VanYard seller dashboard: your listings at a glance and quick actions.',
};

export const QUICK_ACTIONS: readonly QuickAction[] = [
  {
    label: 'Add New Listing',
    to: pages.addListing.build(),
    description: 'List a van for free: no listing fees and no commission.',
  },
  {
    label: 'View My Listings',
    to: pages.myListings.build(),
    description: 'Edit your vans, check their approval and mark them sold.',
  },
  {
    label: 'Boost a Listing',
    to: pages.myListings.build(),
    description: 'Put a van at the top of search results or on the home page.',
  },
  {
    label: 'Profile Settings',
    to: pages.dashboardProfile.build(),
    description: 'Update your contact details or change your password.',
  },
];

export type GettingStartedStep = { title: string; text: string };

/** The getting-started list for new sellers: figures from shared/site-facts.ts only. */
export const GETTING_STARTED: readonly GettingStartedStep[] = [
  {
    title: 'Complete your profile',
    text: 'Add your phone number and location so buyers know who they are dealing with.',
  },
  {
    title: 'Add your first listing',
    text: `Upload ${LISTING_PHOTOS.min}–${LISTING_PHOTOS.max} clear photos (up to ${LISTING_PHOTOS.maxMegabytes} MB each) and an honest description.`,
  },
  {
    title: 'Wait for approval',
    text: `We check every new listing before it goes live; most are reviewed within ${MODERATION_HOURS} hours. It then stays live for ${LISTING_LIVE_DAYS} days, and renewing is free.`,
  },
  {
    title: 'Consider a boost',
    text: 'A boost shows your van at the top of search results or on the home page, so more buyers see it.',
  },
];

/** 'Welcome back, Sam Carter', or 'Welcome back' when the account has no name. */
export function greeting(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  return trimmed ? `Welcome back, ${trimmed}` : 'Welcome back';
}
