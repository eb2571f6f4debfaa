import type { ReactNode } from 'react';
import { SUPPORT_SUMMARY } from './help-topics';

type MoreHelpProps = {
  headingId: string;
  heading: string;
  /** The sentence that points elsewhere; the support hours and reply time follow it. */
  children: ReactNode;
};

/** The closing 'still need help' box of the help centre and the FAQ. */
export function MoreHelp({ headingId, heading, children }: MoreHelpProps) {
  return (
    <aside
      aria-labelledby={headingId}
      className="mt-14 max-w-3xl rounded-xl border border-brand-100 bg-brand-50 p-6"
    >
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {heading}
      </h2>
      <p className="mt-2 leading-7 text-ink">
        {children}. {SUPPORT_SUMMARY}
      </p>
    </aside>
  );
}
