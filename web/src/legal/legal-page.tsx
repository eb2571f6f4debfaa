import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatLongDate } from '#shared/format';
import { LEGAL_LAST_UPDATED } from '#shared/site-facts';
import { InfoPage } from '../ui/info-page';

/** One numbered section of a legal page: its h2 and the content under it. */
export type LegalSection = {
  /** The heading's id, the target of the contents link (lower case, hyphenated). */
  id: string;
  /** The heading without its number. */
  title: string;
  /** Paragraphs, lists, h3 sub-headings and tables: plain elements styled by `prose-vy`. */
  content: ReactNode;
};

type LegalPageProps = {
  /** The h1 and the document title. */
  title: string;
  /** The meta description, under 160 characters. */
  description: string;
  path: string;
  lead: ReactNode;
  sections: readonly LegalSection[];
};

/** '3. Boosts and payments': the number is part of the heading and of its contents link. */
function numbered(index: number, title: string): string {
  return `${index + 1}. ${title}`;
}

/**
 * After a contents link has moved the page (ScrollRestoration scrolls to the hash), move focus to
 * the heading too, so keyboard and screen-reader users carry on reading from there, as after a
 * native fragment link. The heading has tabIndex -1 and no focus outline.
 */
function focusHeading(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus({ preventScroll: true }));
}

/**
 * The in-page table of contents. Router links rather than plain `#id` anchors: a plain fragment
 * link is a browser history entry the router did not make, and ScrollRestoration would then
 * restore an old scroll position over the jump.
 */
function Contents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav
      aria-label="Contents"
      className="mb-10 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5 lg:sticky lg:top-6 lg:mb-0 lg:max-h-[calc(100dvh-3rem)] lg:self-start lg:overflow-y-auto"
    >
      <p aria-hidden="true" className="px-2 text-sm font-bold tracking-wide text-muted uppercase">
        Contents
      </p>
      <ol className="mt-2 space-y-0.5 text-[0.95rem] leading-snug lg:text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <Link
              to={`#${section.id}`}
              onClick={() => focusHeading(section.id)}
              className="block rounded-md px-2 py-2 text-brand-700 underline-offset-4 hover:bg-brand-50 hover:text-brand-800 hover:underline lg:py-1.5"
            >
              {numbered(index, section.title)}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The frame of the terms and the privacy policy: the information-page header, the date of the
 * text, a table of contents (above the text on small screens, a sticky column beside it from
 * 1024 px) and the numbered sections.
 */
export function LegalPage({ title, description, path, lead, sections }: LegalPageProps) {
  return (
    <InfoPage title={title} description={description} path={path} lead={lead}>
      <p className="mb-8 text-sm text-muted">
        Last updated:{' '}
        <time dateTime={LEGAL_LAST_UPDATED}>{formatLongDate(LEGAL_LAST_UPDATED)}</time>
      </p>
      <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 xl:gap-16">
        <Contents sections={sections} />
        <div className="prose-vy min-w-0 wrap-break-word [&>h2:first-child]:mt-0">
          {sections.map((section, index) => (
            <Fragment key={section.id}>
              <h2 id={section.id} tabIndex={-1} className="scroll-mt-6">
                {numbered(index, section.title)}
              </h2>
              {section.content}
            </Fragment>
          ))}
        </div>
      </div>
    </InfoPage>
  );
}
