import { maskRegistration, parseRegistration } from './registration';

/**
 * The registration as buyers see it (issue 31 §1): the whole plate, spaced, only when the
 * seller chose to show it; otherwise area and age ('AB19 ***'). The public API carries only
 * this, so a hidden plate never reaches a browser. A stored plate that no longer reads as a UK
 * one is not shown at all.
 */
export function shownRegistration(listing: {
  registration?: string | null | undefined;
  show_registration?: boolean | undefined;
}): string | null {
  if (!listing.registration) return null;
  const parsed = parseRegistration(listing.registration);
  if (!parsed.ok) return null;
  return listing.show_registration
    ? parsed.registration.display
    : maskRegistration(parsed.registration);
}
