import type { ReactNode } from 'react';
import { PageHead } from '../lib/page-head';
import { pageTitle } from '../lib/site';
import { DEFAULT_OG_IMAGE } from '../lib/default-og-image';

type InfoPageProps = {
  /** The page's h1. */
  title: string;
  /** The document title before ' | VanYard'; the h1 when unset. */
  metaTitle?: string;
  /** The meta description: one or two sentences, under 160 characters. */
  description: string;
  /** The canonical path, e.g. '/about' (a page reached by two paths names one of them). */
  path: string;
  /** A sentence or two under the title. */
  lead?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of an information page: a banded header with the title and lead, then the body.
 * Declares the title, description, canonical link and share tags.
 */
export function InfoPage({ title, metaTitle, description, path, lead, children }: InfoPageProps) {
  return (
    <>
      <PageHead
        title={pageTitle(metaTitle ?? title)}
        description={description}
        canonicalPath={path}
        og={{ image: DEFAULT_OG_IMAGE }}
      />
      <header className="border-b border-brand-100 bg-brand-50">
        <div className="container-page py-10 sm:py-14">
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">
            {title}
          </h1>
          {lead ? <p className="mt-4 max-w-2xl text-lg leading-8 text-muted">{lead}</p> : null}
        </div>
      </header>
      <div className="container-page py-10 sm:py-14">{children}</div>
    </>
  );
}
