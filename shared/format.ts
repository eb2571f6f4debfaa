import { titleFromSlug } from './slug';

const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});
const gbpPence = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const integer = new Intl.NumberFormat('en-GB');
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** 12345 -> '£12,345' (whole pounds, as on cards). */
export function formatPrice(pounds: number): string {
  return gbp.format(pounds);
}

/** 9.99 -> '£9.99' (boost prices and payments). */
export function formatMoney(pounds: number): string {
  return gbpPence.format(pounds);
}

/** 45000 -> '45,000 miles'. */
export function formatMileage(miles: number): string {
  return `${integer.format(miles)} miles`;
}

/** '2025-03-12' -> '12 March 2025' (en-GB long format). */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(isoDate));
}

/** 'staines-upon-thames' or 'staines upon thames' -> 'Staines Upon Thames'. */
export function formatLocation(location: string): string {
  return titleFromSlug(location.trim().toLowerCase());
}

/** 'year make model', as the listing's shown title is derived. */
export function listingTitle(listing: { year: number; make: string; model: string }): string {
  return `${listing.year} ${listing.make} ${listing.model}`;
}
