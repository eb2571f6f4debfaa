import type { OwnListingTab } from '#shared/own-listings';

/** The query parameter that keeps the chosen tab: /dashboard/listings?tab=sold. */
export const TAB_PARAM = 'tab';

export const TABS: readonly { tab: OwnListingTab; label: string }[] = [
  { tab: 'active', label: 'Active Listings' },
  { tab: 'sold', label: 'Sold Listings' },
];

/** ?tab=sold is the Sold tab; anything else (absent, misspelt) is the Active tab. */
export function tabFromSearch(search: URLSearchParams): OwnListingTab {
  return search.get(TAB_PARAM) === 'sold' ? 'sold' : 'active';
}

/** The query for a tab, keeping other parameters: Active is the default and leaves no trace. */
export function searchForTab(search: URLSearchParams, tab: OwnListingTab): URLSearchParams {
  const next = new URLSearchParams(search);
  if (tab === 'active') next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, tab);
  return next;
}

/** 'Active Listings (12)', or 'Active Listings' while the counts are not known. */
export function tabLabel(
  tab: OwnListingTab,
  counts: Readonly<Record<OwnListingTab, number>> | null | undefined,
): string {
  const label = TABS.find((entry) => entry.tab === tab)?.label ?? tab;
  return counts ? `${label} (${counts[tab]})` : label;
}

/**
 * The tab a key moves to in the tab list (WAI-ARIA tabs pattern): the arrows move to the
 * neighbour, wrapping round; Home and End to the first and last. Null for any other key.
 */
export function tabAfterKey(key: string, current: OwnListingTab): OwnListingTab | null {
  const index = TABS.findIndex((entry) => entry.tab === current);
  const last = TABS.length - 1;
  let next: number;
  if (key === 'ArrowRight') next = index === last ? 0 : index + 1;
  else if (key === 'ArrowLeft') next = index <= 0 ? last : index - 1;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = last;
  else return null;
  return TABS[next]!.tab;
}

export const tabId = (tab: OwnListingTab) => `my-listings-tab-${tab}`;
export const panelId = (tab: OwnListingTab) => `my-listings-panel-${tab}`;
