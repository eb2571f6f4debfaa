import type { ReactNode } from 'react';

/** A decorative line icon: aria-hidden, the text or label beside it says it. */
export type LineIconProps = { className?: string };

export function LineIcon({
  className = 'size-5',
  children,
}: LineIconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
