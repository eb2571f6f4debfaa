import type { ReactNode } from 'react';

type NewTabLinkProps = {
  href: string;
  className?: string;
  /** The visible text. */
  children: ReactNode;
  /** Said after the visible text by screen readers only, e.g. ' listings sitemap'. */
  extraLabel?: string;
};

/**
 * A link that opens in a new tab, without giving the new page a handle on this one; its
 * accessible name ends '(opens in a new tab)' and an icon shows the same to sighted users.
 */
export function NewTabLink({ href, className, children, extraLabel }: NewTabLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {extraLabel ? <span className="sr-only">{extraLabel}</span> : null}
      <span className="sr-only">{' (opens in a new tab)'}</span>
      <NewTabIcon />
    </a>
  );
}

function NewTabIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
      <path d="M11 3h6v6h-2V6.4l-6.3 6.3-1.4-1.4L13.6 5H11zM4 5h5v2H5v8h8v-4h2v6H3V5z" />
    </svg>
  );
}

/** A small spinner for busy buttons (still under reduced motion: it then barely moves). */
export function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}
