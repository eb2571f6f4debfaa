import type { ReactNode } from 'react';

export type InfoStep = {
  /** The step's heading, without its number. */
  title: string;
  /** A few sentences or a short list; written as plain elements, styled by `prose-vy`. */
  body: ReactNode;
};

type InfoStepsProps = {
  steps: readonly InfoStep[];
  /** The id of the heading that names the list (the section's h2). */
  labelledBy: string;
  /**
   * 'grid': short steps as cards, two columns from 640 px and three from 1024 px.
   * 'stack': long steps, one under another, the number beside the text from 640 px.
   */
  layout?: 'grid' | 'stack';
};

const LAYOUTS = {
  grid: 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3',
  stack: 'space-y-5',
} as const;

/**
 * Numbered step cards. An ordered list whose items each have an h3, so a screen reader hears
 * 'Step 2: ...' in the heading list and the number of steps from the list.
 */
export function InfoSteps({ steps, labelledBy, layout = 'grid' }: InfoStepsProps) {
  // Short steps put the text under the number and title; long ones keep it beside the number.
  const bodyPlace = layout === 'stack' ? 'col-span-2 sm:col-span-1 sm:col-start-2' : 'col-span-2';
  return (
    // Tailwind removes the list style; role="list" keeps the list semantics in Safari.
    <ol role="list" aria-labelledby={labelledBy} className={LAYOUTS[layout]}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="grid grid-cols-[auto_minmax(0,1fr)] content-start items-center gap-x-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <span
            aria-hidden="true"
            className="flex size-11 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="text-lg leading-snug font-bold text-balance text-ink">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <div className={`prose-vy mt-3 leading-7 ${bodyPlace}`}>{step.body}</div>
        </li>
      ))}
    </ol>
  );
}
