import type { ReactNode } from 'react';
import { SUPPORT_SUMMARY } from './help-topics';

/**
 * The closing 'still need help' box of the help centre and the FAQ: `children` is the sentence
 * that points elsewhere, and the support hours and reply time follow it.
 */
export function MoreHelp(props: { headingId: string; heading: string; children: ReactNode }) {
  return (
    <aside
      aria-labelledby={props.headingId}
      className="mt-14 max-w-3xl rounded-xl border border-brand-100 bg-brand-50 p-6"
    >
      <h2 id={props.headingId} className="text-xl font-bold text-ink">
        {props.heading}
      </h2>
      <p className="mt-2 leading-7 text-ink">
        {props.children}. {SUPPORT_SUMMARY}
      </p>
    </aside>
  );
}
